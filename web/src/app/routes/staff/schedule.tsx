import { ScheduleManager } from '@/features/schedule/components/schedule-manager';
import { LogoutButton } from '@/features/staff-session/components/logout-button';

export default function StaffScheduleRoute() {
  return (
    <div className="container">
      <ScheduleManager headerActions={<LogoutButton />} />
    </div>
  );
}
