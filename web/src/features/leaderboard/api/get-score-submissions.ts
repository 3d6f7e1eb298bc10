import { useInfiniteQuery } from '@tanstack/react-query';
import { leaderboardApi, type ScoreSubmissionStatus } from '@venue/contracts/leaderboard';

import { callApiPage } from '@/lib/api-client';
import { newestFirstQueryOptions } from '@/lib/paged-query';
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
  newestFirstQueryOptions([...scoreSubmissionsKey, status ?? 'all'], (before, signal) =>
    getScoreSubmissions({ status, before, signal }),
  );

export const useScoreSubmissions = (status?: ScoreSubmissionStatus) =>
  useInfiniteQuery(getScoreSubmissionsQueryOptions(status));
