import type { VenueEvent } from '@venue/contracts/events';
import { ChevronRight } from 'lucide-react';

import { QueryState } from '@/components/ui/query-state/query-state';
import { ShowMore } from '@/components/ui/show-more/show-more';
import { venueDateNow } from '@/lib/venue-time';

import { useCalendar } from '../api/get-calendar';
import { FeedAddress, SubscribeLink } from './calendar-feed';
import { EventCards } from './event-card';
import './events-calendar.css';

type Calendar = { all: VenueEvent[]; featured: VenueEvent[]; past: VenueEvent[] };

/** Past events this recent are listed under Past events; older ones only in the staff list. */
const recentDays = 90;

/** The calendar date `days` before `date` (both `YYYY-MM-DD`). */
function daysBefore(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - days)).toISOString().slice(0, 10);
}

function CalendarSections({ all, featured, past: before }: Calendar) {
  const today = venueDateNow();
  // A series is listed at its next date.
  const upcoming = all.filter(
    (event) => !event.featured && (event.nextDate ?? event.date) >= today,
  );
  // What already happened comes last and folded away, the latest first.
  const since = daysBefore(today, recentDays);
  const past = before.filter((event) => event.date >= since).reverse();
  return (
    <>
      {featured.length > 0 ? (
        <section className="events-section" aria-labelledby="featured-events-title">
          <h2 id="featured-events-title" className="events-section__title">
            Featured Events
          </h2>
          <EventCards events={featured} featured />
        </section>
      ) : null}
      <section className="events-section" aria-labelledby="upcoming-events-title">
        <h2 id="upcoming-events-title" className="events-section__title">
          Upcoming Events and Leagues
        </h2>
        {upcoming.length > 0 ? (
          <EventCards events={upcoming} />
        ) : (
          <div className="list-state list-state--panel">
            <p className="list-state__title">No other events are scheduled yet</p>
            <p>League nights and tournaments are added often. Check back soon!</p>
          </div>
        )}
      </section>
      {past.length > 0 ? (
        <details className="events-section events-past">
          <summary className="fold-summary events-past__summary">
            <ChevronRight aria-hidden="true" />
            <h2 className="events-section__title">Past events</h2>
            <span className="events-past__count">
              {past.length === 1 ? '1 event' : `${past.length} events`} in the last{' '}
              {recentDays / 30} months
            </span>
          </summary>
          <EventCards events={past} past />
        </details>
      ) : null}
    </>
  );
}

/**
 * The /events page's listings (the calendar a window at a time and the featured events), under
 * the way to subscribe to the feed of them.
 */
export function EventsCalendar() {
  const calendar = useCalendar();
  return (
    <>
      <div className="calendar-feed">
        <SubscribeLink className="btn btn--outline btn--sm" />
        <FeedAddress />
      </div>
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
    </>
  );
}
