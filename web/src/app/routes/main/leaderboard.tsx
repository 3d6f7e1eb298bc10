import { useSearchParams } from 'react-router-dom';

import { paths } from '@/config/paths';
import { getAllTimeBoardQueryOptions } from '@/features/leaderboard/api/get-all-time-board';
import { getBoardMonthsQueryOptions } from '@/features/leaderboard/api/get-board-months';
import { getLeaderboardQueryOptions } from '@/features/leaderboard/api/get-leaderboard';
import { boardChoiceOf } from '@/features/leaderboard/board-constants';
import { LeaderboardView } from '@/features/leaderboard/components/leaderboard-view';

import type { PagePrefetch } from '../../page-modules';

export const prefetch: PagePrefetch = (client, search) => {
  const choice = boardChoiceOf(search);
  if (choice.view === 'all-time') return [client.prefetchQuery(getAllTimeBoardQueryOptions())];
  return [
    client.prefetchQuery(getLeaderboardQueryOptions()),
    client.prefetchQuery(getBoardMonthsQueryOptions()),
    ...(choice.month === undefined
      ? []
      : [client.prefetchQuery(getLeaderboardQueryOptions(choice.month))]),
  ];
};

/** The Hall of Fame has an address of its own in the sitemap. */
export const sitemap = async () => [paths.leaderboard.getHref('all-time')];

export default function LeaderboardRoute() {
  const [search] = useSearchParams();
  return (
    <div className="container leaderboard-page__body">
      <LeaderboardView choice={boardChoiceOf(search)} />
    </div>
  );
}
