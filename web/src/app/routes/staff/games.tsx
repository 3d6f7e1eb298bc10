import { GamesManager } from '@/features/catalogue/components/games-manager';
import { LogoutButton } from '@/features/staff-session/components/logout-button';
import { StaffGate } from '@/features/staff-session/components/staff-gate';

export default function StaffGamesRoute() {
  return (
    <div className="container">
      <StaffGate title="Staff Games Access" storageKey="staffGate:games">
        <GamesManager headerActions={<LogoutButton />} />
      </StaffGate>
    </div>
  );
}
