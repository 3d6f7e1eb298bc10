import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { apiRoutes } from '@/lib/api-routes';

/** The months that have scores, newest first, with their names: the past boards to browse. */
export const getBoardMonths = async ({ signal }: { signal?: AbortSignal } = {}) =>
  callApi((await apiRoutes.leaderboard()).months, { signal });

export const getBoardMonthsQueryOptions = () =>
  queryOptions({
    queryKey: ['leaderboard', 'months'],
    queryFn: ({ signal }) => getBoardMonths({ signal }),
  });

export const useBoardMonths = () => useQuery(getBoardMonthsQueryOptions());
