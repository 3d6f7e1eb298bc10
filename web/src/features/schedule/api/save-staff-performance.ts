import { scheduleApi, type PerformanceFigures } from '@venue/contracts/schedule';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

import { scheduleQueryKey } from './schedule-keys';

/** Records a staff member's punctuality and customer rating. 400 names the fields. */
export const saveStaffPerformance = ({
  name,
  figures,
}: {
  name: string;
  figures: PerformanceFigures;
}) => callApi(scheduleApi.routes.savePerformance, { params: { name }, body: figures });

export const saveStaffPerformanceMutation = apiMutation({
  mutationFn: saveStaffPerformance,
  invalidates: [scheduleQueryKey],
});
