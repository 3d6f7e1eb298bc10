import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupedGamesSchema, type GroupedGames } from '@venue/contracts/games';

import { api, getQueryFn } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';

/** GET /api/games: every game, grouped by category. */
export const getGames = ({ signal }: { signal?: AbortSignal } = {}): Promise<GroupedGames> =>
  api.get('/api/games', { schema: groupedGamesSchema, signal });

export const getGamesQueryOptions = () =>
  queryOptions({
    queryKey: ['games'],
    queryFn: getQueryFn(getGames),
  });

type UseGamesOptions = {
  queryConfig?: QueryConfig<typeof getGamesQueryOptions>;
};

export const useGames = ({ queryConfig }: UseGamesOptions = {}) =>
  useQuery({ ...getGamesQueryOptions(), ...queryConfig });
