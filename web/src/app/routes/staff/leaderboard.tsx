import { PageTitle } from '@/components/seo/page-title';
import { ScoresManager } from '@/features/leaderboard/components/scores-manager';
import { LogoutButton } from '@/features/staff-session/components/logout-button';

export function StaffLeaderboardRoute() {
  return (
    <div className="container">
      <PageTitle title="Leaderboard Scores" />
      <ScoresManager headerActions={<LogoutButton />} />
    </div>
  );
}
