import { useSearchParams } from 'react-router-dom';

import { MaintenanceManager } from '@/features/maintenance/components/maintenance-manager';
import { LogoutButton } from '@/features/staff-session/components/logout-button';
import { StaffGate } from '@/features/staff-session/components/staff-gate';

export default function StaffMaintenanceRoute() {
  // `?game=`: one game's entries (the floor view links a machine's here).
  const [searchParams] = useSearchParams();
  return (
    <div className="container">
      <StaffGate title="Staff Maintenance Access" storageKey="staffGate:maintenance">
        <MaintenanceManager
          headerActions={<LogoutButton />}
          gameTitle={searchParams.get('game') || undefined}
        />
      </StaffGate>
    </div>
  );
}
