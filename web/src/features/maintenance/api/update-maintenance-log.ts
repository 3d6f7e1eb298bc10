import type { MaintenanceInput } from '@venue/contracts/maintenance';
import { operationsApi } from '@venue/contracts/operations';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

import { getMaintenanceLogsQueryOptions } from './get-maintenance-logs';

/** Replaces the log's fields; any status may follow any other. */
export const updateMaintenanceLog = ({ id, log }: { id: string; log: MaintenanceInput }) =>
  callApi(operationsApi.routes.updateMaintenance, { params: { id }, body: log });

export const updateMaintenanceLogMutation = apiMutation({
  mutationFn: updateMaintenanceLog,
  invalidates: [getMaintenanceLogsQueryOptions().queryKey],
});
