import { PageTitle } from '@/components/seo/page-title';
import { PrizesManager } from '@/features/prizes/components/prizes-manager';
import { LogoutButton } from '@/features/staff-session/components/logout-button';
import { StaffGate } from '@/features/staff-session/components/staff-gate';

export function StaffPrizesRoute() {
  return (
    <div className="container">
      <PageTitle title="Prize Management" />
      <StaffGate title="Staff Prize Access" storageKey="staffGate:prizes">
        <PrizesManager headerActions={<LogoutButton />} />
      </StaffGate>
    </div>
  );
}
