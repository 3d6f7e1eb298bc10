import type { VenueEvent } from '@venue/contracts/events';
import { eventCalendarHref } from '@venue/contracts/values';
import {
  CalendarPlus,
  CalendarDays,
  Clock,
  DollarSign,
  ExternalLink,
  MapPin,
  Repeat,
  Star,
} from 'lucide-react';

import { IconFact } from '@/components/ui/icon-fact';
import { formatLongDate } from '@/lib/venue-time';

import { EventJsonLd } from './event-json-ld';
import './event-card.css';

type EventCardProps = {
  event: VenueEvent;
  /** The large, one-per-row variant with the FEATURED EVENT badge. */
  featured?: boolean;
  /** An event that has happened: nothing to register for or add to a calendar. */
  past?: boolean;
  /** The heading level the card's title takes on its page. */
  headingLevel?: 'h3' | 'h4';
};

/** The id of an event card's title: `/events#event-{id}-title` leads to the card. */
export const eventTitleId = (id: string) => `event-${id}-title`;

export function EventCard({
  event,
  featured = false,
  past = false,
  headingLevel: Heading = 'h3',
}: EventCardProps) {
  const titleId = eventTitleId(event.id);
  // A series shows its next date that goes ahead, at that date's time.
  const next = event.occurrences?.find((occurrence) => !occurrence.cancelled);
  const time = next?.time ?? event.time;
  return (
    <article
      className={featured ? 'event-card top-stripe event-card--featured' : 'event-card top-stripe'}
      aria-labelledby={titleId}
    >
      {featured ? (
        <p className="highlight-tag event-card__badge">
          <Star aria-hidden="true" />
          FEATURED EVENT
        </p>
      ) : null}
      <Heading id={titleId} className="event-card__title">
        {event.title}
      </Heading>
      <div className="event-card__body">
        <p className="event-card__description">{event.description}</p>
        <dl className="event-card__facts">
          <IconFact icon={CalendarDays} label="Date" className="event-card__fact">
            {event.recurrence ? <span className="visually-hidden">Next: </span> : null}
            {formatLongDate(event.nextDate ?? event.date)}
          </IconFact>
          {event.recurrenceText ? (
            <IconFact
              icon={Repeat}
              label="Repeats"
              className="event-card__fact event-card__repeats"
            >
              {event.recurrenceText}
            </IconFact>
          ) : null}
          {time ? (
            <IconFact icon={Clock} label="Time" className="event-card__fact">
              {time}
            </IconFact>
          ) : null}
          <IconFact icon={MapPin} label="Location" className="event-card__fact">
            {event.location}
          </IconFact>
          {event.cost ? (
            <IconFact icon={DollarSign} label="Cost" className="event-card__fact">
              {event.cost}
            </IconFact>
          ) : null}
        </dl>
      </div>
      {past ? null : (
        <div className="event-card__actions">
          {event.registrationUrl ? (
            <a
              className="btn btn--primary btn--sm"
              href={event.registrationUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              Register Now
              <ExternalLink aria-hidden="true" />
              <span className="visually-hidden"> for {event.title} (opens in a new tab)</span>
            </a>
          ) : null}
          <a
            className="btn btn--ghost btn--sm"
            href={eventCalendarHref(event.id)}
            download={`${event.id}.ics`}
            type="text/calendar"
          >
            <CalendarPlus aria-hidden="true" />
            Add to calendar
            <span className="visually-hidden">: {event.title}, as a calendar file</span>
          </a>
        </div>
      )}
      <EventJsonLd event={event} />
    </article>
  );
}

type EventCardsProps = Pick<EventCardProps, 'featured' | 'past'> & {
  events: VenueEvent[];
  /** The list's name, where no heading names it. */
  label?: string;
};

/** Events as a list of cards: featured ones one a row, the others in a grid. */
export function EventCards({ events, featured, past, label }: EventCardsProps) {
  return (
    <ul className={featured ? 'events-featured' : 'plain-grid events-grid'} aria-label={label}>
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} featured={featured} past={past} />
        </li>
      ))}
    </ul>
  );
}
