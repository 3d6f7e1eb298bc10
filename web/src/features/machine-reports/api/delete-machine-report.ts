import { operationsApi } from '@venue/contracts/operations';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

import { getMachineReportsQueryOptions } from './get-machine-reports';

export const deleteMachineReport = ({ id }: { id: string }) =>
  callApi(operationsApi.routes.deleteMachineReport, { params: { id } });

export const deleteMachineReportMutation = apiMutation({
  mutationFn: deleteMachineReport,
  invalidates: [getMachineReportsQueryOptions().queryKey],
});
