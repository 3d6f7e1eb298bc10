import { queryOptions, useQuery } from '@tanstack/react-query';
import { leaderboardApi } from '@venue/contracts/leaderboard';

import { callApi } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';

/** The current venue month's board: its title and each game's top players. */
export const getLeaderboard = ({ signal }: { signal?: AbortSignal } = {}) =>
  callApi(leaderboardApi.routes.board, { signal });

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
