import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { apiRoutes } from '@/lib/api-routes';
import type { QueryConfig } from '@/lib/query-client';

/** A venue month's board (`2026-10`; the current month without one): its title and top players. */
export const getLeaderboard = async ({
  month,
  signal,
}: { month?: string; signal?: AbortSignal } = {}) =>
  callApi((await apiRoutes.leaderboard()).board, {
    query: month === undefined ? {} : { month },
    signal,
  });

export const getLeaderboardQueryOptions = (month?: string) =>
  queryOptions({
    queryKey: month === undefined ? ['leaderboard', 'board'] : ['leaderboard', 'board', month],
    queryFn: ({ signal }) => getLeaderboard({ month, signal }),
  });

type UseLeaderboardOptions = {
  month?: string;
  queryConfig?: QueryConfig<typeof getLeaderboardQueryOptions>;
};

export const useLeaderboard = ({ month, queryConfig }: UseLeaderboardOptions = {}) =>
  useQuery({ ...getLeaderboardQueryOptions(month), ...queryConfig });
