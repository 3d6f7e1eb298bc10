import type { VenueClock } from '@venue/contracts/venue-time';
import * as clock from '@venue/venue-time/venue-clock';

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

/** `Nov 22, 2026 at 14:05`: the date with the 24-hour time (`HH:mm`). */
export function formatVenueDateTime(date: Date): string {
  return clock.formatVenueDateTime(date, currentClock?.offsets);
}

/** `14:05` in the venue's zone. */
export function formatVenueTime(date: Date): string {
  return clock.formatVenueTime(date, currentClock?.offsets);
}

/** `Monday, November 23, 2026` for the venue date `2026-11-23` (a day, not an instant). */
export function formatLongDate(date: string): string {
  return clock.formatLongVenueDate(date);
}
