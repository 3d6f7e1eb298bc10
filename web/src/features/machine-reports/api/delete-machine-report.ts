import { operationsApi } from '@venue/contracts/operations';

import { callApi } from '@/lib/api-client';
import { useApiMutation, type MutationHookOptions } from '@/lib/use-api-mutation';

import { getMachineReportsQueryOptions } from './get-machine-reports';

export const deleteMachineReport = ({ id }: { id: string }) =>
  callApi(operationsApi.routes.deleteMachineReport, { params: { id } });

export const useDeleteMachineReport = (
  options: MutationHookOptions<typeof deleteMachineReport> = {},
) =>
  useApiMutation({
    ...options,
    mutationFn: deleteMachineReport,
    invalidates: [getMachineReportsQueryOptions().queryKey],
  });
