import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffApi } from '@venue/contracts/staff';

import { callApi } from '@/lib/api-client';
import { staffQueryKey, type QueryConfig } from '@/lib/query-client';

/** Whether each part of the product is answering. */
export const getSystemStatus = ({ signal }: { signal?: AbortSignal } = {}) =>
  callApi(staffApi.routes.status, { signal });

export const getSystemStatusQueryOptions = () =>
  queryOptions({
    queryKey: [...staffQueryKey, 'status'],
    queryFn: ({ signal }) => getSystemStatus({ signal }),
    // A live reading: fetched again each time the portal opens.
    staleTime: 0,
  });

type UseSystemStatusOptions = {
  queryConfig?: QueryConfig<typeof getSystemStatusQueryOptions>;
};

export const useSystemStatus = ({ queryConfig }: UseSystemStatusOptions = {}) =>
  useQuery({ ...getSystemStatusQueryOptions(), ...queryConfig });
