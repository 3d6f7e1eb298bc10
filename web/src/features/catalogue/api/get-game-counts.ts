import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueApi } from '@venue/contracts/catalogue';

import { callApi } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';

/** How many games each category has. */
export const getGameCounts = ({ signal }: { signal?: AbortSignal } = {}) =>
  callApi(catalogueApi.routes.counts, { signal });

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
