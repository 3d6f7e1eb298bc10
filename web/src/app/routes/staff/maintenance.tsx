import { MaintenanceManager } from '@/features/maintenance/components/maintenance-manager';
import { LogoutButton } from '@/features/staff-session/components/logout-button';
import { StaffGate } from '@/features/staff-session/components/staff-gate';

export default function StaffMaintenanceRoute() {
  return (
    <div className="container">
      <StaffGate title="Staff Maintenance Access" storageKey="staffGate:maintenance">
        <MaintenanceManager headerActions={<LogoutButton />} />
      </StaffGate>
    </div>
  );
}
