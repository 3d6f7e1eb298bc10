import type { MaintenanceInput } from '@venue/contracts/maintenance';
import { operationsApi } from '@venue/contracts/operations';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

import { getMaintenanceLogsQueryOptions } from './get-maintenance-logs';

/** 201 with the log, which starts reported unless told otherwise; 400 per field. */
export const createMaintenanceLog = (log: MaintenanceInput) =>
  callApi(operationsApi.routes.createMaintenance, { body: log });

export const createMaintenanceLogMutation = apiMutation({
  mutationFn: createMaintenanceLog,
  invalidates: [getMaintenanceLogsQueryOptions().queryKey],
});
