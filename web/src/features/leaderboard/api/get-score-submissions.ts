import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { leaderboardApi, type ScoreSubmissionStatus } from '@venue/contracts/leaderboard';

import { callApiPage } from '@/lib/api-client';
import { staffQueryKey } from '@/lib/query-client';

/** Every list of submissions, whatever its filter: what a decision makes stale. */
export const scoreSubmissionsKey = [...staffQueryKey, 'score-submissions'] as const;

/** Staff: a page of the players' score submissions (one status, or all), newest first. */
export const getScoreSubmissions = ({
  status,
  before,
  signal,
}: {
  status?: ScoreSubmissionStatus;
  before?: string;
  signal?: AbortSignal;
}) =>
  callApiPage(leaderboardApi.routes.scoreSubmissions, {
    query: { ...(status && { status }), ...(before !== undefined && { before }) },
    signal,
  });

export const getScoreSubmissionsQueryOptions = (status?: ScoreSubmissionStatus) =>
  infiniteQueryOptions({
    queryKey: [...scoreSubmissionsKey, status ?? 'all'],
    queryFn: ({ pageParam, signal }) => getScoreSubmissions({ status, before: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next?.before,
    select: (data) => ({
      items: data.pages.flatMap((page) => page.items),
      total: data.pages[0]?.total ?? 0,
    }),
  });

export const useScoreSubmissions = (status?: ScoreSubmissionStatus) =>
  useInfiniteQuery(getScoreSubmissionsQueryOptions(status));
