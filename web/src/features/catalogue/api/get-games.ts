import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { apiRoutes } from '@/lib/api-routes';

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

export const useGames = ({ asStaff }: { asStaff?: boolean } = {}) =>
  useQuery(getGamesQueryOptions({ asStaff }));
