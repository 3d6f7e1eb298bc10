import { useQuery } from '@tanstack/react-query';
import { operationsApi } from '@venue/contracts/operations';

import { staffQueryKey } from '@/lib/query-client';
import { routeQueryOptions } from '@/lib/route-query';

/** Every minor restock, newest first. */
export const getRestocksQueryOptions = () =>
  routeQueryOptions([...staffQueryKey, 'minor-restocks'], operationsApi.routes.listRestocks);

export const useRestocks = () => useQuery(getRestocksQueryOptions());
