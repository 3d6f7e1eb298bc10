import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemStatusSchema, type SystemStatus } from '@venue/contracts/staff';

import { api, getQueryFn } from '@/lib/api-client';
import { staffQueryKey, type QueryConfig } from '@/lib/query-client';

/** GET /api/staff/status: whether each part of the product is answering. */
export const getSystemStatus = ({ signal }: { signal?: AbortSignal } = {}): Promise<SystemStatus> =>
  api.get('/api/staff/status', { schema: systemStatusSchema, signal, staff: true });

export const getSystemStatusQueryOptions = () =>
  queryOptions({
    queryKey: [...staffQueryKey, 'status'],
    queryFn: getQueryFn(getSystemStatus),
    // A live reading: fetched again each time the portal opens.
    staleTime: 0,
  });

type UseSystemStatusOptions = {
  queryConfig?: QueryConfig<typeof getSystemStatusQueryOptions>;
};

export const useSystemStatus = ({ queryConfig }: UseSystemStatusOptions = {}) =>
  useQuery({ ...getSystemStatusQueryOptions(), ...queryConfig });
