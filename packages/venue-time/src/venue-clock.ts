import type { VenueOffset } from '@venue/contracts/venue-time';

/*
 * The venue's clock in the browser. Browsers' zone data disagrees with the server's for some
 * future dates, so nothing here asks the browser about time zones: instants are read with the
 * offsets table from the server's `VenueClock`.
 */

/**
 * Winnipeg's standard time, UTC−6. Without a table (before the server's answer arrives) every
 * instant is read at this offset: summer times show an hour early, but never in the browser's
 * own zone.
 */
export const venueStandardOffsetMinutes = -360;

const minute = 60_000;
/** January to December, by `Date`'s month number. */
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const dayNames = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** The venue's offset from UTC at `instant`, in minutes: the last table entry at or before it. */
export function offsetAt(instant: Date, offsets: readonly VenueOffset[] = []): number {
  let offset = offsets[0]?.offsetMinutes ?? venueStandardOffsetMinutes;
  for (const entry of offsets) {
    if (Date.parse(entry.from) > instant.getTime()) break;
    offset = entry.offsetMinutes;
  }
  return offset;
}

export interface VenueParts {
  year: number;
  /** 0 for January to 11 for December, like `Date`. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 for Sunday to 6 for Saturday, like `Date`. */
  weekday: number;
}

/** What the venue's clock and calendar show at `instant`. */
export function venueParts(instant: Date, offsets?: readonly VenueOffset[]): VenueParts {
  const wall = new Date(instant.getTime() + offsetAt(instant, offsets) * minute);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth(),
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    weekday: wall.getUTCDay(),
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');
const monthName = (month: number) => monthNames[month] ?? '';

/** The spec's date format `MMM dd, yyyy`, e.g. `Nov 02, 2026`. */
export function formatVenueDate(instant: Date, offsets?: readonly VenueOffset[]): string {
  const { year, month, day } = venueParts(instant, offsets);
  return `${monthName(month).slice(0, 3)} ${twoDigits(day)}, ${year}`;
}

/** `14:05`: the 24-hour time (`HH:mm`). */
export function formatVenueTime(instant: Date, offsets?: readonly VenueOffset[]): string {
  const { hour, minute } = venueParts(instant, offsets);
  return `${twoDigits(hour)}:${twoDigits(minute)}`;
}

/** `Nov 02, 2026 at 14:05`. */
export function formatVenueDateTime(instant: Date, offsets?: readonly VenueOffset[]): string {
  return `${formatVenueDate(instant, offsets)} at ${formatVenueTime(instant, offsets)}`;
}

/**
 * `Monday, November 23, 2026` for the calendar date `2026-11-23`. Event dates are days, not
 * instants, so no offset applies.
 */
export function formatLongVenueDate(date: string): string {
  const utcDay = new Date(`${date}T00:00:00Z`);
  // Some engines roll `2026-02-30` over to March 2 instead of refusing it.
  if (Number.isNaN(utcDay.getTime()) || utcDay.toISOString().slice(0, 10) !== date) {
    throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  }
  const weekday = dayNames[utcDay.getUTCDay()] ?? '';
  return `${weekday}, ${monthName(utcDay.getUTCMonth())} ${utcDay.getUTCDate()}, ${utcDay.getUTCFullYear()}`;
}
