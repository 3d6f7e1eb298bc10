import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { apiRoutes } from '@/lib/api-routes';
import type { QueryConfig } from '@/lib/query-client';

/**
 * Every game, grouped by category. Staff ask with their token, which passes the edge cache:
 * right after their own change they read it, not an answer from just before.
 */
export const getGames = async ({
  signal,
  asStaff,
}: { signal?: AbortSignal; asStaff?: boolean } = {}) =>
  callApi((await apiRoutes.catalogue()).grouped, { signal, asStaff });

/** Under `['games']` either way, so that invalidating the public list drops the staff one too. */
export const getGamesQueryOptions = ({ asStaff = false }: { asStaff?: boolean } = {}) =>
  queryOptions({
    queryKey: asStaff ? ['games', 'staff'] : ['games'],
    queryFn: ({ signal }) => getGames({ signal, asStaff }),
  });

type UseGamesOptions = {
  asStaff?: boolean;
  queryConfig?: QueryConfig<typeof getGamesQueryOptions>;
};

export const useGames = ({ asStaff, queryConfig }: UseGamesOptions = {}) =>
  useQuery({ ...getGamesQueryOptions({ asStaff }), ...queryConfig });
