import { useQuery } from '@tanstack/react-query';
import { operationsApi } from '@venue/contracts/operations';

import { staffQueryKey } from '@/lib/query-client';
import { routeQueryOptions } from '@/lib/route-query';

/** Every maintenance log, newest first. */
export const getMaintenanceLogsQueryOptions = () =>
  routeQueryOptions([...staffQueryKey, 'maintenance'], operationsApi.routes.listMaintenance);

export const useMaintenanceLogs = () => useQuery(getMaintenanceLogsQueryOptions());
