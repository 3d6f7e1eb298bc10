import { PrizesManager } from '@/features/prizes/components/prizes-manager';
import { LogoutButton } from '@/features/staff-session/components/logout-button';
import { StaffGate } from '@/features/staff-session/components/staff-gate';

export default function StaffPrizesRoute() {
  return (
    <div className="container">
      <StaffGate title="Staff Prize Access" storageKey="staffGate:prizes">
        <PrizesManager headerActions={<LogoutButton />} />
      </StaffGate>
    </div>
  );
}
