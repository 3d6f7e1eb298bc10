import { getLeaderboardQueryOptions } from '@/features/leaderboard/api/get-leaderboard';
import { LeaderboardView } from '@/features/leaderboard/components/leaderboard-view';

import type { PagePrefetch } from '../../page-modules';

export const prefetch: PagePrefetch = (client) => [
  client.prefetchQuery(getLeaderboardQueryOptions()),
];

export default function LeaderboardRoute() {
  return (
    <div className="container leaderboard-page__body">
      <LeaderboardView />
    </div>
  );
}
