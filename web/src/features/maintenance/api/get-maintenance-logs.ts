import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationsApi } from '@venue/contracts/operations';

import { callApi } from '@/lib/api-client';
import { staffQueryKey } from '@/lib/query-client';

/** Every maintenance log, newest first. */
export const getMaintenanceLogs = ({ signal }: { signal?: AbortSignal } = {}) =>
  callApi(operationsApi.routes.listMaintenance, { signal });

export const getMaintenanceLogsQueryOptions = () =>
  queryOptions({
    queryKey: [...staffQueryKey, 'maintenance'],
    queryFn: ({ signal }) => getMaintenanceLogs({ signal }),
  });

export const useMaintenanceLogs = () => useQuery(getMaintenanceLogsQueryOptions());
