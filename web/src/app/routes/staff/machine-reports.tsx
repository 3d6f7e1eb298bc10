import { MachineReportsList } from '@/features/machine-reports/components/machine-reports-list';
import { LogoutButton } from '@/features/staff-session/components/logout-button';

export default function StaffMachineReportsRoute() {
  return (
    <div className="container">
      <MachineReportsList headerActions={<LogoutButton />} />
    </div>
  );
}
