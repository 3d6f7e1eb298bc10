import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { apiRoutes } from '@/lib/api-routes';
import type { QueryConfig } from '@/lib/query-client';

/** How many games each category has. */
export const getGameCounts = async ({ signal }: { signal?: AbortSignal } = {}) =>
  callApi((await apiRoutes.catalogue()).counts, { signal });

export const getGameCountsQueryOptions = () =>
  queryOptions({
    queryKey: ['games', 'counts'],
    queryFn: ({ signal }) => getGameCounts({ signal }),
  });

type UseGameCountsOptions = {
  queryConfig?: QueryConfig<typeof getGameCountsQueryOptions>;
};

export const useGameCounts = ({ queryConfig }: UseGameCountsOptions = {}) =>
  useQuery({ ...getGameCountsQueryOptions(), ...queryConfig });
