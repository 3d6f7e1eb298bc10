import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { venue } from '@/config/venue';

/**
 * The home page's events section. Event listings arrive with the events API; until then it
 * says so plainly and points to the calendar.
 */
export function EventsPreview() {
  return (
    <div className="events-preview">
      <p className="events-preview__note">
        Event listings are coming soon. Tournaments and leagues are powered by the{' '}
        {venue.community.name}.
      </p>
      <Link className="btn btn--outline" to={paths.events.getHref()}>
        <CalendarDays aria-hidden="true" />
        View Full Calendar
      </Link>
    </div>
  );
}
