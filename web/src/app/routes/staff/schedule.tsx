import { ScheduleManager } from '@/features/schedule/components/schedule-manager';
import { useStaffSessionInfo } from '@/features/staff-session/api/get-staff-session';
import { LogoutButton } from '@/features/staff-session/components/logout-button';
import { useStaffSession } from '@/lib/staff-session';

export default function StaffScheduleRoute() {
  const session = useStaffSession();
  const info = useStaffSessionInfo({
    token: session.status === 'active' ? session.session.token : null,
  });
  return (
    <div className="container">
      <ScheduleManager
        headerActions={<LogoutButton />}
        canChangeSettings={info.data?.role === 'admin'}
      />
    </div>
  );
}
