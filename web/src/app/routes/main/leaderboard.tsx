import { LeaderboardView } from '@/features/leaderboard/components/leaderboard-view';

export default function LeaderboardRoute() {
  return (
    <div className="container leaderboard-page__body">
      <LeaderboardView />
    </div>
  );
}
