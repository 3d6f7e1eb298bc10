import { useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@/lib/api-routes';
import { routeQueryOptions } from '@/lib/route-query';

/** The months that have scores, newest first, with their names: the past boards to browse. */
export const getBoardMonthsQueryOptions = () =>
  routeQueryOptions(['leaderboard', 'months'], () =>
    apiRoutes.leaderboard().then((routes) => routes.months),
  );

export const useBoardMonths = () => useQuery(getBoardMonthsQueryOptions());
