import { operationsApi } from '@venue/contracts/operations';

import { callApi } from '@/lib/api-client';
import { useApiMutation, type MutationHookOptions } from '@/lib/use-api-mutation';

import { getMaintenanceLogsQueryOptions } from './get-maintenance-logs';

export const deleteMaintenanceLog = ({ id }: { id: string }) =>
  callApi(operationsApi.routes.deleteMaintenance, { params: { id } });

export const useDeleteMaintenanceLog = (
  options: MutationHookOptions<typeof deleteMaintenanceLog> = {},
) =>
  useApiMutation({
    ...options,
    mutationFn: deleteMaintenanceLog,
    invalidates: [getMaintenanceLogsQueryOptions().queryKey],
  });
