import { PageTitle } from '@/components/seo/page-title';
import { EventsManager } from '@/features/events/components/events-manager';
import { LogoutButton } from '@/features/staff-session/components/logout-button';

export function StaffEventsRoute() {
  return (
    <div className="container">
      <PageTitle title="Events Management" />
      <EventsManager headerActions={<LogoutButton />} />
    </div>
  );
}
