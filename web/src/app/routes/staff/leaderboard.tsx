import { ScoresManager } from '@/features/leaderboard/components/scores-manager';
import { LogoutButton } from '@/features/staff-session/components/logout-button';

export default function StaffLeaderboardRoute() {
  return (
    <div className="container">
      <ScoresManager headerActions={<LogoutButton />} />
    </div>
  );
}
