import { ScheduleManager } from '@/features/schedule/components/schedule-manager';
import { useStaffSessionInfo } from '@/features/staff-session/api/get-staff-session';
import { LogoutButton } from '@/features/staff-session/components/logout-button';

export default function StaffScheduleRoute() {
  const info = useStaffSessionInfo();
  return (
    <div className="container">
      <ScheduleManager
        headerActions={<LogoutButton />}
        canChangeSettings={info.data?.role === 'admin'}
      />
    </div>
  );
}
