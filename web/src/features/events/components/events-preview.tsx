import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router-dom';

import { QueryState } from '@/components/ui/query-state/query-state';
import { paths } from '@/config/paths';
import { venue } from '@/config/venue';

import { useEventsPreview } from '../api/get-events-preview';
import { SubscribeLink } from './calendar-feed';
import { EventCards } from './event-card';
import './events-preview.css';

/**
 * The home page's events section: featured events large, then up to six other upcoming events,
 * then the way to the full calendar.
 */
export function EventsPreview() {
  const preview = useEventsPreview();
  return (
    <div className="events-preview">
      <QueryState
        query={preview}
        look="panel"
        loading="Loading events..."
        error="Failed to load events"
        isEmpty={({ featured: stars, upcoming: next }) => stars.length === 0 && next.length === 0}
        empty={
          <>
            <p className="list-state__title">No upcoming events right now</p>
            <p>New tournaments and league nights are added often. Check back soon!</p>
          </>
        }
      >
        {({ featured: stars, upcoming: rest }) => (
          <>
            {stars.length > 0 ? (
              <EventCards events={stars} featured label="Featured events" />
            ) : null}
            {rest.length > 0 ? <EventCards events={rest} label="Upcoming events" /> : null}
          </>
        )}
      </QueryState>
      <p className="events-preview__credit">
        Tournaments and leagues are powered by the {venue.community.name}.
      </p>
      <div className="section__actions events-preview__actions">
        <Link className="btn btn--outline" to={paths.events.getHref()}>
          <CalendarDays aria-hidden="true" />
          View Full Calendar
        </Link>
        <SubscribeLink className="btn btn--ghost" />
      </div>
    </div>
  );
}
