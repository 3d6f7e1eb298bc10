import { PageTitle } from '@/components/seo/page-title';
import { ScheduleManager } from '@/features/schedule/components/schedule-manager';
import { LogoutButton } from '@/features/staff-session/components/logout-button';

export function StaffScheduleRoute() {
  return (
    <div className="container">
      <PageTitle title="Staff Schedule" />
      <ScheduleManager headerActions={<LogoutButton />} />
    </div>
  );
}
