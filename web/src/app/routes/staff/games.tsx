import { PageTitle } from '@/components/seo/page-title';
import { GamesManager } from '@/features/games/components/games-manager';
import { LogoutButton } from '@/features/staff-session/components/logout-button';
import { StaffGate } from '@/features/staff-session/components/staff-gate';

export function StaffGamesRoute() {
  return (
    <div className="container">
      <PageTitle title="Games Management" />
      <StaffGate title="Staff Games Access" storageKey="staffGate:games">
        <GamesManager headerActions={<LogoutButton />} />
      </StaffGate>
    </div>
  );
}
