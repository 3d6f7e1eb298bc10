/** What a writer may say about an event: its own fields, and nothing else. */
import type { VenueEvent } from '@venue/contracts/events';

/** A calendar date (`YYYY-MM-DD`) in words, read in UTC so it never moves with the server's zone. */
function inWords(date: string, options: Intl.DateTimeFormatOptions): string {
  const format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  return format.format(new Date(`${date}T00:00:00Z`));
}

/** `2026-11-30` as `Monday, November 30, 2026`. */
export function longDate(date: string): string {
  return inWords(date, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
}

/** `2026-11-30` as `Monday, November 30`. */
export function dayAndMonth(date: string): string {
  return inWords(date, { weekday: 'long', month: 'long', day: 'numeric' });
}

/** The event as a writer is shown it: the fields staff filled in, and the day of the week. */
export function eventFacts(event: VenueEvent): Record<string, string> {
  const facts: Record<string, string> = {
    title: event.title,
    date: event.date,
    dayOfWeek: inWords(event.date, { weekday: 'long' }),
    time: event.time ?? '',
    location: event.location,
    description: event.description,
    cost: event.cost ?? '',
    registrationUrl: event.registrationUrl ?? '',
  };
  return Object.fromEntries(Object.entries(facts).filter(([, value]) => value.trim() !== ''));
}
