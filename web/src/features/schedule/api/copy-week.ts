import { scheduleApi } from '@venue/contracts/schedule';
import type { CopyWeekInput } from '@venue/contracts/schedule-payroll';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

import { scheduleQueryKey } from './schedule-keys';

/** Fills a week (its Monday) from the week before; days already planned stay unless `replace`. */
export const copyWeek = (input: CopyWeekInput) =>
  callApi(scheduleApi.routes.copyWeek, { body: input });

export const copyWeekMutation = apiMutation({
  mutationFn: copyWeek,
  invalidates: [scheduleQueryKey],
});
