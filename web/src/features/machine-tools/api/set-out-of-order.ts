import { machinesApi, type OutOfOrderInput } from '@venue/contracts/machines';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

import { getStaffMachineStatusesQueryOptions } from './get-staff-machine-statuses';

/** Flags the machine out of order (the note is shown to players) or clears the flag. */
export const setOutOfOrder = ({ slug, change }: { slug: string; change: OutOfOrderInput }) =>
  callApi(machinesApi.routes.setOutOfOrder, { params: { slug }, body: change });

export const setOutOfOrderMutation = apiMutation({
  mutationFn: setOutOfOrder,
  invalidates: [getStaffMachineStatusesQueryOptions().queryKey],
});
