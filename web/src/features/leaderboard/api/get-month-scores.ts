import { useQuery } from '@tanstack/react-query';
import { leaderboardApi } from '@venue/contracts/leaderboard';

import { staffQueryKey, type QueryConfig } from '@/lib/query-client';
import { routeQueryOptions } from '@/lib/route-query';

/** This venue month's scores as entered, newest first, with who entered each (staff only). */
export const getMonthScoresQueryOptions = () =>
  routeQueryOptions([...staffQueryKey, 'leaderboard', 'scores'], leaderboardApi.routes.scores);

type UseMonthScoresOptions = {
  queryConfig?: QueryConfig<typeof getMonthScoresQueryOptions>;
};

export const useMonthScores = ({ queryConfig }: UseMonthScoresOptions = {}) =>
  useQuery({ ...getMonthScoresQueryOptions(), ...queryConfig });
