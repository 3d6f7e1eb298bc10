import { useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@/lib/api-routes';
import type { QueryConfig } from '@/lib/query-client';
import { routeQueryOptions } from '@/lib/route-query';

/** The Hall of Fame: every game's best of all time, ranked as a month's board is. */
export const getAllTimeBoardQueryOptions = () =>
  routeQueryOptions(['leaderboard', 'all-time'], () =>
    apiRoutes.leaderboard().then((routes) => routes.allTime),
  );

type UseAllTimeBoardOptions = {
  queryConfig?: QueryConfig<typeof getAllTimeBoardQueryOptions>;
};

export const useAllTimeBoard = ({ queryConfig }: UseAllTimeBoardOptions = {}) =>
  useQuery({ ...getAllTimeBoardQueryOptions(), ...queryConfig });
