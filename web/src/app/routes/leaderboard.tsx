import { PageTitle } from '@/components/seo/page-title';
import { LeaderboardView } from '@/features/leaderboard/components/leaderboard-view';

export function LeaderboardRoute() {
  return (
    <div className="container leaderboard-page__body">
      <PageTitle title="Leaderboard" />
      <LeaderboardView />
    </div>
  );
}
