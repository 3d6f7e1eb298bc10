/**
 * A repeating event's dates. The rule is RFC 5545's (written by `rruleText`) and expanded by
 * ical.js over floating calendar dates: event dates are venue dates and their times free text,
 * so a weekly 7 PM event is at 7 PM on each of its dates, and the instant is worked out per date
 * in America/Winnipeg (`venueInstant`), across daylight-saving changes.
 */
import ICAL from 'ical.js';
import { maxSeriesDates, weekdayCodes, type Recurrence } from '@venue/contracts/event-recurrence';
import type { EventKind, Occurrence, OccurrenceOverride } from '@venue/contracts/events';
import { compareNames } from '@venue/contracts/text';
import { venueInstant } from '@venue/venue-time/venue-time';
import { nextDate, parseEventTime } from './event-time';

/** The rule as an RRULE value; `until` is given by the caller in the form its DTSTART needs. */
export function rruleText(recurrence: Recurrence, until?: string): string {
  const { frequency, interval, weekdays = [], monthDay, weekOfMonth, count } = recurrence;
  const days = weekdayCodes.filter((code) => weekdays.includes(code));
  const parts = [`FREQ=${frequency.toUpperCase()}`];
  if (interval !== 1) parts.push(`INTERVAL=${interval}`);
  if (frequency === 'weekly') parts.push(`BYDAY=${days.join(',')}`);
  else if (monthDay !== undefined) parts.push(`BYMONTHDAY=${monthDay}`);
  else parts.push(`BYDAY=${weekOfMonth}${days[0]}`);
  if (count !== undefined) parts.push(`COUNT=${count}`);
  else if (until !== undefined) parts.push(`UNTIL=${until}`);
  return parts.join(';');
}

/**
 * Every date of a series starting on `date`, in order; at most one more than `maxSeriesDates`,
 * so a rule that gives too many is seen without working them all out.
 */
export function seriesDates(date: string, recurrence: Recurrence): string[] {
  const until = recurrence.until?.replace(/-/g, '');
  const rule = ICAL.Recur.fromString(rruleText(recurrence, until));
  const iterator = rule.iterator(ICAL.Time.fromDateString(date));
  const dates: string[] = [];
  for (let next = iterator.next(); next && dates.length <= maxSeriesDates; next = iterator.next()) {
    dates.push(next.toString());
  }
  return dates;
}

/** What an occurrence is made from: the event's own fields, its rule and its changed dates. */
interface SeriesSource {
  id: string;
  title: string;
  date: string;
  time?: string;
  location: string;
  description: string;
  cost?: string;
  registrationUrl?: string;
  /** Events saved before events had kinds have none: they are `other`. */
  kind?: EventKind;
  recurrence?: Recurrence;
  overrides?: OccurrenceOverride[];
}

/** The start and end instants of a time text on a date, as the API gives them. */
export function instantsOf(date: string, time: string | undefined) {
  const times = parseEventTime(time);
  if (!times) return {};
  // "10 PM - 2 AM" ends the next morning.
  const endDate = times.end && (times.end > times.start ? date : nextDate(date));
  return {
    startsAt: venueInstant(date, times.start).toISOString(),
    ...(times.end && endDate && { endsAt: venueInstant(endDate, times.end).toISOString() }),
  };
}

function occurrence(
  event: SeriesSource,
  date: string,
  override?: OccurrenceOverride,
  originalDate?: string,
): Occurrence {
  const time = override?.time ?? event.time;
  const own = {
    ...(override?.description && { description: override.description }),
    ...(override?.cost && { cost: override.cost }),
    ...(override?.registrationUrl && { registrationUrl: override.registrationUrl }),
  };
  return {
    eventId: event.id,
    title: override?.title ?? event.title,
    date,
    ...(originalDate && { originalDate }),
    ...(time && { time }),
    ...instantsOf(date, time),
    location: override?.location ?? event.location,
    kind: event.kind ?? 'other',
    ...(override?.cancelled && { cancelled: true as const }),
    ...own,
  };
}

const startOf = (item: Occurrence) => item.startsAt ?? '';

/** In date order, then by start (untimed first), then by title. */
export function byDateAndStart(a: Occurrence, b: Occurrence): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (startOf(a) !== startOf(b)) return startOf(a) < startOf(b) ? -1 : 1;
  return compareNames(a.title, b.title);
}

/** Every date the event is on: one for a single event; a series' with their changes applied. */
export function occurrencesOf(event: SeriesSource): Occurrence[] {
  if (!event.recurrence) return [occurrence(event, event.date)];
  const changed = new Map(event.overrides?.map((override) => [override.originalDate, override]));
  return seriesDates(event.date, event.recurrence)
    .map((date) => {
      const override = changed.get(date);
      return occurrence(event, override?.date ?? date, override, date);
    })
    .sort(byDateAndStart);
}
