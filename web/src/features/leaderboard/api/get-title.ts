import { queryOptions, useQuery } from '@tanstack/react-query';
import { leaderboardApi } from '@venue/contracts/leaderboard';

import { callApi } from '@/lib/api-client';

/** This month's title, and whether it is still the default (asked past the edge cache). */
export const getLeaderboardTitle = ({ signal }: { signal?: AbortSignal } = {}) =>
  callApi(leaderboardApi.routes.title, { signal, asStaff: true });

export const getLeaderboardTitleQueryOptions = () =>
  queryOptions({
    queryKey: ['leaderboard', 'title', 'staff'],
    queryFn: ({ signal }) => getLeaderboardTitle({ signal }),
  });

export const useLeaderboardTitle = () => useQuery(getLeaderboardTitleQueryOptions());
