import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { apiRoutes } from '@/lib/api-routes';
import type { QueryConfig } from '@/lib/query-client';

/** The Hall of Fame: every game's best of all time, ranked as a month's board is. */
export const getAllTimeBoard = async ({ signal }: { signal?: AbortSignal } = {}) =>
  callApi((await apiRoutes.leaderboard()).allTime, { signal });

export const getAllTimeBoardQueryOptions = () =>
  queryOptions({
    queryKey: ['leaderboard', 'all-time'],
    queryFn: ({ signal }) => getAllTimeBoard({ signal }),
  });

type UseAllTimeBoardOptions = {
  queryConfig?: QueryConfig<typeof getAllTimeBoardQueryOptions>;
};

export const useAllTimeBoard = ({ queryConfig }: UseAllTimeBoardOptions = {}) =>
  useQuery({ ...getAllTimeBoardQueryOptions(), ...queryConfig });
