import type { VenueEvent } from '@venue/contracts/events';
import { CalendarDays, MapPin, Sparkles, Trophy } from 'lucide-react';

import { Badge } from '@/components/ui/badge/badge';
import { IconFact } from '@/components/ui/icon-fact';
import { venue } from '@/config/venue';
import { formatLongDate } from '@/lib/venue-time';

/** Spec: an event shows this format until its generated content names one. */
export const defaultFormat = 'Tournament';

/** Where the Enhance button stands for one event; absent for visitors. */
export type EnhanceState = 'idle' | 'enhancing' | 'writing';

type EventCardProps = {
  event: VenueEvent;
  format: string;
  selected: boolean;
  onSelect: () => void;
  enhance?: { state: EnhanceState; onEnhance: () => void };
};

const enhanceLabels: Record<EnhanceState, string> = {
  idle: 'Enhance',
  enhancing: 'Enhancing...',
  writing: 'Writing...',
};

/**
 * One event. Its title is the select button, stretched over the card so a click anywhere on it
 * selects; the Enhance button sits above that layer.
 */
function AiEventCard({ event, format, selected, onSelect, enhance }: EventCardProps) {
  return (
    <article className={`ai-event-card cover-card${selected ? ' ai-event-card--selected' : ''}`}>
      <div className="ai-event-card__top">
        <Badge tone="green">Upcoming</Badge>
        <span className="ai-event-card__format">
          <Trophy aria-hidden="true" />
          <span className="visually-hidden">Format: </span>
          {format}
        </span>
      </div>
      <h3 className="ai-event-card__title">
        <button
          type="button"
          className="text-button cover-card__control ai-event-card__select"
          aria-pressed={selected}
          onClick={onSelect}
        >
          {event.title}
        </button>
      </h3>
      <dl className="ai-event-card__facts">
        <IconFact icon={CalendarDays} label="Date">
          <time dateTime={event.date}>{formatLongDate(event.date)}</time>
        </IconFact>
        <IconFact icon={MapPin} label="Location">
          {event.location.trim() || venue.name}
        </IconFact>
      </dl>
      <p className="ai-event-card__description">{event.description}</p>
      {enhance ? (
        <button
          type="button"
          className="btn btn--outline btn--sm ai-event-card__enhance"
          disabled={enhance.state !== 'idle'}
          onClick={enhance.onEnhance}
        >
          <Sparkles aria-hidden="true" />
          {enhanceLabels[enhance.state]}
          <span className="visually-hidden"> {event.title}</span>
        </button>
      ) : null}
    </article>
  );
}

type EventCardsProps = {
  events: VenueEvent[];
  selectedId: string | null;
  formatOf: (id: string) => string;
  onSelect: (id: string) => void;
  /** Given for signed-in staff only: the Enhance button's state and action per event. */
  enhanceFor?: (event: VenueEvent) => { state: EnhanceState; onEnhance: () => void };
};

export function EventCards({
  events,
  selectedId,
  formatOf,
  onSelect,
  enhanceFor,
}: EventCardsProps) {
  return (
    <ul className="plain-grid ai-event-cards">
      {events.map((event) => (
        <li key={event.id}>
          <AiEventCard
            event={event}
            format={formatOf(event.id)}
            selected={event.id === selectedId}
            onSelect={() => onSelect(event.id)}
            enhance={enhanceFor?.(event)}
          />
        </li>
      ))}
    </ul>
  );
}
