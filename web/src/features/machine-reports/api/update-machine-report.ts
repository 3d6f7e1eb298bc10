import { operationsApi } from '@venue/contracts/operations';
import type { MachineReportUpdate } from '@venue/contracts/machine-reports';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

import { getMachineReportsQueryOptions } from './get-machine-reports';

/** Staff: sets the status (investigating, fixed, closed) with the notes beside it. */
export const updateMachineReport = ({ id, change }: { id: string; change: MachineReportUpdate }) =>
  callApi(operationsApi.routes.updateMachineReport, { params: { id }, body: change });

export const updateMachineReportMutation = apiMutation({
  mutationFn: updateMachineReport,
  invalidates: [getMachineReportsQueryOptions().queryKey],
});
