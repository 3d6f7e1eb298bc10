import { ScoreSubmissionsQueue } from '@/features/leaderboard/components/score-submissions-queue';
import { LogoutButton } from '@/features/staff-session/components/logout-button';

export default function StaffScoreSubmissionsRoute() {
  return (
    <div className="container">
      <ScoreSubmissionsQueue headerActions={<LogoutButton />} />
    </div>
  );
}
