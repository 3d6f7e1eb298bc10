import type { VenueClock } from '@venue/contracts/venue-time';
import * as clock from '@venue/venue-time/venue-clock';

export { monthNames } from '@venue/venue-time/venue-clock';

/**
 * The venue's time zone, typed by the contract so the two cannot drift; importing the contract's
 * value would also bundle its schemas here.
 */
export const venueTimeZone: VenueClock['timeZone'] = 'America/Winnipeg';

/**
 * The server's latest venue clock. The browser's own zone rules can be an hour off for the
 * venue, so instants are formatted with the server's offsets; until the first snapshot arrives,
 * `venue-clock` reads them in the venue's standard time.
 */
let currentClock: VenueClock | undefined;

export function setVenueClock(snapshot: VenueClock): void {
  currentClock = snapshot;
}

/** The spec's date format `MMM dd, yyyy`, e.g. `Nov 02, 2026`. */
export function formatVenueDate(date: Date): string {
  return clock.formatVenueDate(date, currentClock?.offsets);
}

/** Calendar dates carry no zone: read as UTC midnight at offset zero, they stay on their day. */
const calendarOffsets = [{ from: '1970-01-01T00:00:00.000Z', offsetMinutes: 0 }];

/**
 * `Nov 23, 2026` for the calendar date `2026-11-23` (a week's Monday, a due date): a day, not an
 * instant, so no zone may move it to another day.
 */
export function formatCalendarDate(date: string): string {
  return clock.formatVenueDate(new Date(`${date}T00:00:00Z`), calendarOffsets);
}

/** `Nov 22, 2026 at 14:05`: the date with the 24-hour time (`HH:mm`). */
export function formatVenueDateTime(date: Date): string {
  return clock.formatVenueDateTime(date, currentClock?.offsets);
}

/** `14:05` in the venue's zone. */
export function formatVenueTime(date: Date): string {
  return clock.formatVenueTime(date, currentClock?.offsets);
}

/** The venue's calendar date now, `YYYY-MM-DD`, read with the server's offsets. */
export function venueDateNow(): string {
  const { year, month, day } = clock.venueParts(new Date(), currentClock?.offsets);
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `Monday, November 23, 2026` for the venue date `2026-11-23` (a day, not an instant). */
export function formatLongDate(date: string): string {
  return clock.formatLongVenueDate(date);
}
