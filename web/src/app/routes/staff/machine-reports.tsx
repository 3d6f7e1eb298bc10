import { MachineReportsList } from '@/features/machine-reports/components/machine-reports-list';
import { MailOutbox, MailOutboxLink } from '@/features/machine-reports/components/mail-outbox';
import { LogoutButton } from '@/features/staff-session/components/logout-button';

export default function StaffMachineReportsRoute() {
  return (
    <div className="container">
      <MachineReportsList
        headerActions={
          <>
            <MailOutboxLink />
            <LogoutButton />
          </>
        }
      />
      <MailOutbox />
    </div>
  );
}
