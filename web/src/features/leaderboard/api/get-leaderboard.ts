import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { apiRoutes } from '@/lib/api-routes';
import type { QueryConfig } from '@/lib/query-client';

/** The current venue month's board: its title and each game's top players. */
export const getLeaderboard = async ({ signal }: { signal?: AbortSignal } = {}) =>
  callApi((await apiRoutes.leaderboard()).board, { signal });

export const getLeaderboardQueryOptions = () =>
  queryOptions({
    queryKey: ['leaderboard', 'board'],
    queryFn: ({ signal }) => getLeaderboard({ signal }),
  });

type UseLeaderboardOptions = {
  queryConfig?: QueryConfig<typeof getLeaderboardQueryOptions>;
};

export const useLeaderboard = ({ queryConfig }: UseLeaderboardOptions = {}) =>
  useQuery({ ...getLeaderboardQueryOptions(), ...queryConfig });
