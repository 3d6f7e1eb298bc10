import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationsApi } from '@venue/contracts/operations';

import { callApi } from '@/lib/api-client';
import { staffQueryKey } from '@/lib/query-client';

/** Every minor restock, newest first. */
export const getRestocks = ({ signal }: { signal?: AbortSignal } = {}) =>
  callApi(operationsApi.routes.listRestocks, { signal });

export const getRestocksQueryOptions = () =>
  queryOptions({
    queryKey: [...staffQueryKey, 'minor-restocks'],
    queryFn: ({ signal }) => getRestocks({ signal }),
  });

export const useRestocks = () => useQuery(getRestocksQueryOptions());
