import { PageTitle } from '@/components/seo/page-title';
import { MaintenanceManager } from '@/features/maintenance/components/maintenance-manager';
import { LogoutButton } from '@/features/staff-session/components/logout-button';
import { StaffGate } from '@/features/staff-session/components/staff-gate';

export function StaffMaintenanceRoute() {
  return (
    <div className="container">
      <PageTitle title="Game Maintenance" />
      <StaffGate title="Staff Maintenance Access" storageKey="staffGate:maintenance">
        <MaintenanceManager headerActions={<LogoutButton />} />
      </StaffGate>
    </div>
  );
}
