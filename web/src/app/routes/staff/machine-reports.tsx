import { PageTitle } from '@/components/seo/page-title';
import { MachineReportsList } from '@/features/machine-reports/components/machine-reports-list';
import { LogoutButton } from '@/features/staff-session/components/logout-button';

export function StaffMachineReportsRoute() {
  return (
    <div className="container">
      <PageTitle title="Machine Reports" />
      <MachineReportsList headerActions={<LogoutButton />} />
    </div>
  );
}
