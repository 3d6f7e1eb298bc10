import { CleaningBoard } from '@/features/cleaning/components/cleaning-board';
import { LogoutButton } from '@/features/staff-session/components/logout-button';

export default function StaffGamesCleanedRoute() {
  return (
    <div className="container">
      <CleaningBoard headerActions={<LogoutButton />} />
    </div>
  );
}
