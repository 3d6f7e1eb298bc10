import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { MachineReportsList } from '@/features/machine-reports/components/machine-reports-list';
import { MailOutbox, MailOutboxLink } from '@/features/machine-reports/components/mail-outbox';
import { LogoutButton } from '@/features/staff-session/components/logout-button';

export default function StaffMachineReportsRoute() {
  // `?game=`: one game's reports (the floor view links a machine's here).
  const [searchParams] = useSearchParams();
  const gameName = searchParams.get('game') || undefined;
  // When a report was last marked fixed here: the outbox watches for the reporter's message.
  const [fixedAt, setFixedAt] = useState<number | null>(null);
  return (
    <div className="container">
      <MachineReportsList
        headerActions={
          <>
            <MailOutboxLink />
            <LogoutButton />
          </>
        }
        gameName={gameName}
        onMarkedFixed={() => setFixedAt(Date.now())}
      />
      <MailOutbox changeExpectedAt={fixedAt} />
    </div>
  );
}
