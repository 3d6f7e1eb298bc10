import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { apiRoutes } from '@/lib/api-routes';
import type { QueryConfig } from '@/lib/query-client';

/** Every game, grouped by category. */
export const getGames = async ({ signal }: { signal?: AbortSignal } = {}) =>
  callApi((await apiRoutes.catalogue()).grouped, { signal });

export const getGamesQueryOptions = () =>
  queryOptions({
    queryKey: ['games'],
    queryFn: ({ signal }) => getGames({ signal }),
  });

type UseGamesOptions = {
  queryConfig?: QueryConfig<typeof getGamesQueryOptions>;
};

export const useGames = ({ queryConfig }: UseGamesOptions = {}) =>
  useQuery({ ...getGamesQueryOptions(), ...queryConfig });
