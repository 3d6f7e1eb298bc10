import { EventsManager } from '@/features/events/components/events-manager';
import { LogoutButton } from '@/features/staff-session/components/logout-button';

export default function StaffEventsRoute() {
  return (
    <div className="container">
      <EventsManager headerActions={<LogoutButton />} />
    </div>
  );
}
