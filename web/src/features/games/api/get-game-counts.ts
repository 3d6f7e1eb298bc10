import { queryOptions, useQuery } from '@tanstack/react-query';
import { gameCountsSchema, type GameCounts } from '@venue/contracts/games';

import { api, getQueryFn } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';

/** GET /api/games/counts: how many games each category has. */
export const getGameCounts = ({ signal }: { signal?: AbortSignal } = {}): Promise<GameCounts> =>
  api.get('/api/games/counts', { schema: gameCountsSchema, signal });

export const getGameCountsQueryOptions = () =>
  queryOptions({
    queryKey: ['games', 'counts'],
    queryFn: getQueryFn(getGameCounts),
  });

type UseGameCountsOptions = {
  queryConfig?: QueryConfig<typeof getGameCountsQueryOptions>;
};

export const useGameCounts = ({ queryConfig }: UseGameCountsOptions = {}) =>
  useQuery({ ...getGameCountsQueryOptions(), ...queryConfig });
