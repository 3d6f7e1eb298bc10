import { queryOptions, useQuery } from '@tanstack/react-query';
import { leaderboardApi } from '@venue/contracts/leaderboard';

import { callApi } from '@/lib/api-client';
import { staffQueryKey, type QueryConfig } from '@/lib/query-client';

/** This venue month's scores as entered, newest first, with who entered each (staff only). */
export const getMonthScores = ({ signal }: { signal?: AbortSignal } = {}) =>
  callApi(leaderboardApi.routes.scores, { signal });

export const getMonthScoresQueryOptions = () =>
  queryOptions({
    queryKey: [...staffQueryKey, 'leaderboard', 'scores'],
    queryFn: ({ signal }) => getMonthScores({ signal }),
  });

type UseMonthScoresOptions = {
  queryConfig?: QueryConfig<typeof getMonthScoresQueryOptions>;
};

export const useMonthScores = ({ queryConfig }: UseMonthScoresOptions = {}) =>
  useQuery({ ...getMonthScoresQueryOptions(), ...queryConfig });
