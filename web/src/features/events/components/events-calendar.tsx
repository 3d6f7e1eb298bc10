import type { VenueEvent } from '@venue/contracts/events';

import { QueryState } from '@/components/ui/query-state/query-state';
import { ShowMore } from '@/components/ui/show-more/show-more';
import { venueDateNow } from '@/lib/venue-time';

import { useCalendar } from '../api/get-calendar';
import { EventCard } from './event-card';
import './events-calendar.css';

type Calendar = { all: VenueEvent[]; featured: VenueEvent[] };

function CalendarSections({ all, featured }: Calendar) {
  const today = venueDateNow();
  // Past events stay in the staff list; visitors see what they can still come to.
  const upcoming = all.filter((event) => !event.featured && event.date >= today);
  return (
    <>
      {featured.length > 0 ? (
        <section className="events-section" aria-labelledby="featured-events-title">
          <h2 id="featured-events-title" className="events-section__title">
            Featured Events
          </h2>
          <ul className="events-featured">
            {featured.map((event) => (
              <li key={event.id}>
                <EventCard event={event} featured />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="events-section" aria-labelledby="upcoming-events-title">
        <h2 id="upcoming-events-title" className="events-section__title">
          Upcoming Events and Leagues
        </h2>
        {upcoming.length > 0 ? (
          <ul className="events-grid">
            {upcoming.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="list-state list-state--panel">
            <p className="list-state__title">No other events are scheduled yet</p>
            <p>League nights and tournaments are added often. Check back soon!</p>
          </div>
        )}
      </section>
    </>
  );
}

/** The /events page's listings: the calendar a window at a time and the featured events. */
export function EventsCalendar() {
  const calendar = useCalendar();
  return (
    <QueryState
      query={calendar}
      look="panel"
      loading="Loading events..."
      error="Failed to load events"
    >
      {(data) => (
        <>
          <CalendarSections {...data} />
          <ShowMore query={calendar} label="Show more events" />
        </>
      )}
    </QueryState>
  );
}
