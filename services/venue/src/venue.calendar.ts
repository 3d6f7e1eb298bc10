import {
  weekdays,
  type DateHours,
  type VenueException,
  type VenueSettingsFields,
  type Weekday,
} from '@venue/contracts/venue';

/**
 * The venue's days: which hours hold on a date and which exceptions are announced on it. Dates
 * are the venue's calendar dates (`YYYY-MM-DD`), compared and counted as days, never instants.
 */

const dayMs = 24 * 60 * 60 * 1000;
const utcMidnight = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The weekday a venue date falls on. */
export function weekdayOf(date: string): Weekday {
  // getUTCDay: 0 is Sunday; the venue's week starts Monday.
  return weekdays[(new Date(utcMidnight(date)).getUTCDay() + 6) % 7] as Weekday;
}

/** The date `days` after `date` (before, for a negative count). */
export const addDays = (date: string, days: number) =>
  new Date(utcMidnight(date) + days * dayMs).toISOString().slice(0, 10);

/** The hours on a date: its exception's (with its label) when there is one, else its weekday's. */
export function hoursOn(
  settings: Pick<VenueSettingsFields, 'hours' | 'exceptions'>,
  date: string,
): DateHours {
  const exception = settings.exceptions.find((candidate) => candidate.date === date);
  if (exception) {
    const { label } = exception;
    return exception.closed
      ? { date, label, closed: true }
      : { date, label, closed: false, opens: exception.opens, closes: exception.closes };
  }
  return { date, ...settings.hours[weekdayOf(date)] };
}

/** Exceptions from `today` on, by date: the past ones are no longer shown. */
export const upcomingExceptions = (exceptions: VenueException[], today: string) =>
  exceptions
    .filter((exception) => exception.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date));

/** Whether the site announces the exception on `today`: from its window's first day to its own. */
export const isAnnounced = (exception: VenueException, today: string) =>
  exception.date >= today && addDays(exception.date, -exception.announceDaysBefore) <= today;
