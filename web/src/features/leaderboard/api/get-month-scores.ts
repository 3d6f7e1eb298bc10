import { useQuery } from '@tanstack/react-query';
import { leaderboardApi } from '@venue/contracts/leaderboard';

import { staffQueryKey } from '@/lib/query-client';
import { routeQueryOptions } from '@/lib/route-query';

/** This venue month's scores as entered, newest first, with who entered each (staff only). */
export const getMonthScoresQueryOptions = () =>
  routeQueryOptions([...staffQueryKey, 'leaderboard', 'scores'], leaderboardApi.routes.scores);

export const useMonthScores = () => useQuery(getMonthScoresQueryOptions());
