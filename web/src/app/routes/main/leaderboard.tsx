import type { QueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';

import { paths } from '@/config/paths';
import { getAllTimeBoardQueryOptions } from '@/features/leaderboard/api/get-all-time-board';
import { getBoardMonthsQueryOptions } from '@/features/leaderboard/api/get-board-months';
import { getLeaderboardQueryOptions } from '@/features/leaderboard/api/get-leaderboard';
import { boardChoiceOf } from '@/features/leaderboard/board-constants';
import { LeaderboardView } from '@/features/leaderboard/components/leaderboard-view';

import type { PageOutcome, PagePrefetch, SitemapEntry } from '../../page-modules';

/** Whether the months with scores list this one, or undefined when they could not be read. */
const hasScores = (client: QueryClient, month: string) =>
  client
    .getQueryData(getBoardMonthsQueryOptions().queryKey)
    ?.some((entry) => entry.month === month);

export const prefetch: PagePrefetch = (client, search) => {
  const choice = boardChoiceOf(search);
  if (choice.view === 'all-time') return [client.prefetchQuery(getAllTimeBoardQueryOptions())];
  const { month } = choice;
  return [
    client.prefetchQuery(getLeaderboardQueryOptions()),
    // A past month's board is read once the months say it has scores: a made-up one reads nothing.
    client.prefetchQuery(getBoardMonthsQueryOptions()).then(async () => {
      if (month !== undefined && hasScores(client, month))
        await client.prefetchQuery(getLeaderboardQueryOptions(month));
    }),
  ];
};

/**
 * A month's address names a month with scores (any other is the page without it: it may have
 * scores later); the Hall of Fame shows no month.
 */
export const outcome: PageOutcome = (client, _params, search) => {
  const month = search.get('month');
  if (month === null) return { kind: 'found' };
  if (boardChoiceOf(search).view === 'all-time')
    return { kind: 'redirect', to: paths.leaderboard.getHref('all-time') };
  // Months that could not be read say nothing: the page is shown, and not kept.
  return hasScores(client, month) === false
    ? { kind: 'redirect', to: paths.leaderboard.getHref() }
    : { kind: 'found' };
};

/** This month's board and the Hall of Fame, each dated by its newest score (or title). */
export const sitemap = async (client: QueryClient): Promise<SitemapEntry[]> => {
  const [month, allTime] = await Promise.all([
    client.fetchQuery(getLeaderboardQueryOptions()),
    client.fetchQuery(getAllTimeBoardQueryOptions()),
  ]);
  return [
    { path: paths.leaderboard.getHref(), lastModified: month.updatedAt },
    { path: paths.leaderboard.getHref('all-time'), lastModified: allTime.updatedAt },
  ];
};

export default function LeaderboardRoute() {
  const [search] = useSearchParams();
  return (
    <div className="container leaderboard-page__body">
      <LeaderboardView choice={boardChoiceOf(search)} />
    </div>
  );
}
