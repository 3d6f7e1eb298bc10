import { operationsApi } from '@venue/contracts/operations';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

import { getMaintenanceLogsQueryOptions } from './get-maintenance-logs';

export const deleteMaintenanceLog = ({ id }: { id: string }) =>
  callApi(operationsApi.routes.deleteMaintenance, { params: { id } });

export const deleteMaintenanceLogMutation = apiMutation({
  mutationFn: deleteMaintenanceLog,
  invalidates: [getMaintenanceLogsQueryOptions().queryKey],
});
