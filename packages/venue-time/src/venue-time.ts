import { TZDate, tz, tzOffset, tzScan } from '@date-fns/tz';
import { addDays, addMonths, format, isMatch, lastDayOfMonth, startOfWeek } from 'date-fns';
import { remembered } from '@venue/contracts/remembered';
import { venueTimeZone, type VenueClock, type VenueOffset } from '@venue/contracts/venue-time';

export { venueTimeZone };

const inVenue = tz(venueTimeZone);
const minute = 60_000;
const day = 24 * 60 * minute;
const datePattern = 'yyyy-MM-dd';

/** A real calendar date written `YYYY-MM-DD`, e.g. `2028-02-29` but not `2026-02-29`. */
export function isValidVenueDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && isMatch(text, datePattern);
}

/** The venue's calendar date at `instant`, `YYYY-MM-DD`. */
export function venueDateOf(instant: Date): string {
  return format(instant, datePattern, { in: inVenue });
}

/** The venue's date now (or at `now`): worked out again only once the clock leaves that day. */
export function venueToday(now?: Date): string {
  return now === undefined ? today() : venueDateOf(now);
}

/**
 * `venueToday` for paths that ask on every request: the date is worked out again (in the
 * venue's zone, which costs tens of microseconds) only once the clock leaves the day it gave.
 */
export function venueDayCache(): (now?: number) => string {
  let day = { today: '', from: 0, until: 0 };
  return (now = Date.now()) => {
    if (now < day.from || now >= day.until) {
      const today = venueDateOf(new Date(now));
      const [year, month, dayOfMonth] = today.split('-').map(Number) as [number, number, number];
      const tomorrow = new Date(Date.UTC(year, month - 1, dayOfMonth + 1))
        .toISOString()
        .slice(0, 10);
      day = {
        today,
        from: venueInstant(today).getTime(),
        until: venueInstant(tomorrow).getTime(),
      };
    }
    return day.today;
  };
}

const today = venueDayCache();

/**
 * The instant the venue's clocks read `time` (`HH:mm`) on `date`.
 *
 * Where the clocks skip (02:00 to 03:00 in March), a wall time inside the gap is read with the
 * offset before it, so it lands as far after the gap's start as it was meant to: 02:30 is 03:30
 * CDT. Where the clocks repeat (01:00 to 02:00 in November), it is the first of the two, in
 * daylight time. These are iCalendar's rules (RFC 5545) and Temporal's `compatible`. They are
 * worked out here from the zone's offsets because `TZDate` picks in the repeated hour by the
 * server's own zone.
 */
export function venueInstant(date: string, time = '00:00'): Date {
  const wallTime = wallTimeAsUtc(date, time);
  const offsetBefore = tzOffset(venueTimeZone, new Date(wallTime - day));
  const offsetAfter = tzOffset(venueTimeZone, new Date(wallTime + day));
  return new Date(
    readsAs(wallTime, offsetBefore) ??
      readsAs(wallTime, offsetAfter) ??
      wallTime - offsetBefore * minute,
  );
}

/** The instant that shows `wallTime` on a clock at `offset`, if the venue's clock is at `offset` then. */
function readsAs(wallTime: number, offset: number): number | undefined {
  const instant = wallTime - offset * minute;
  return tzOffset(venueTimeZone, new Date(instant)) === offset ? instant : undefined;
}

function wallTimeAsUtc(date: string, time: string): number {
  if (!isValidVenueDate(date)) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const clock = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!clock) throw new RangeError(`Not an HH:mm time: ${time}`);
  const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, dayOfMonth, Number(clock[1]), Number(clock[2]));
}

/** Midnight at the venue on `date`, for date-fns calendar steps in the venue's zone. */
const venueDay = (date: string) => new TZDate(venueInstant(date), venueTimeZone);

/** The Monday that starts the venue week holding `date`; a Sunday belongs to the Monday before. */
export function weekStartOf(date: string): string {
  return format(startOfWeek(venueDay(date), { weekStartsOn: 1 }), datePattern);
}

export function currentWeekStart(now = new Date()): string {
  return weekStartOf(venueToday(now));
}

/** Monday to Sunday of the week holding `weekStart` (normally its Monday). */
export function weekDates(weekStart: string): string[] {
  const monday = venueDay(weekStartOf(weekStart));
  return Array.from({ length: 7 }, (_, index) => format(addDays(monday, index), datePattern));
}

/** The venue's current month; `month` is 0 for January to 11 for December, like `Date`. */
export function venueMonthOf(now = new Date()): { year: number; month: number } {
  const venueNow = new TZDate(now, venueTimeZone);
  return { year: venueNow.getFullYear(), month: venueNow.getMonth() };
}

function firstOfMonth(year: number, month: number): TZDate {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 0 || month > 11) {
    throw new RangeError(`Not a year and a month from 0 to 11: ${year}, ${month}`);
  }
  return venueDay(`${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-01`);
}

/**
 * A venue month: its first and last dates, and the instants it runs between. `end` is the next
 * month's first midnight, so an instant is in the month when `start <= instant < end`.
 */
export function monthBounds(
  year: number,
  month: number,
): { firstDay: string; lastDay: string; start: Date; end: Date } {
  const first = firstOfMonth(year, month);
  const firstDay = format(first, datePattern);
  return {
    firstDay,
    lastDay: format(lastDayOfMonth(first), datePattern),
    start: venueInstant(firstDay),
    end: venueInstant(format(addMonths(first, 1), datePattern)),
  };
}

/** Month labels made, by `year month`: every read of the months' list names each month. */
const monthLabelOf = remembered(
  (key: string) => {
    const [year, month] = key.split(' ').map(Number) as [number, number];
    return format(firstOfMonth(year, month), 'MMMM yyyy');
  },
  { max: 240 },
);

/** `November 2026`. */
export function monthLabel(year: number, month: number): string {
  return monthLabelOf(`${year} ${month}`);
}

/** `Mon` for a `YYYY-MM-DD` date. */
export function shortDayName(date: string): string {
  return format(venueDay(date), 'EEE');
}

/**
 * Every offset the venue's clock has from about three years before `now` to two years after,
 * from this runtime's zone data. `tzScan` steps by months, then days, then hours from its start:
 * starting on a month's first day at midnight UTC, no step overflows a month's end, and as
 * Winnipeg's clocks change on whole UTC hours, each change is found at its exact instant.
 */
function scanVenueOffsets(now: Date): VenueOffset[] {
  const firstOfMonthUtc = (years: number, months: number) =>
    new Date(Date.UTC(now.getUTCFullYear() + years, now.getUTCMonth() + months, 1));
  const start = firstOfMonthUtc(-3, 0);
  return [
    { from: start.toISOString(), offsetMinutes: tzOffset(venueTimeZone, start) },
    ...tzScan(venueTimeZone, { start, end: firstOfMonthUtc(2, 1) }).map((change) => ({
      from: change.date.toISOString(),
      offsetMinutes: change.offset,
    })),
  ];
}

/**
 * All but `now` changes only at the venue's midnight, and the offsets scan takes milliseconds:
 * worked out once a venue day.
 */
let clockOfDay: Omit<VenueClock, 'now'> | undefined;

/** What the browser needs to agree with the server about the venue's time (see `VenueClock`). */
export function venueClock(now = new Date()): VenueClock {
  const today = venueToday(now);
  if (clockOfDay?.today !== today) {
    const { year, month } = venueMonthOf(now);
    clockOfDay = {
      timeZone: venueTimeZone,
      today,
      weekStart: weekStartOf(today),
      year,
      month,
      monthLabel: monthLabel(year, month),
      offsets: scanVenueOffsets(now),
    };
  }
  return {
    ...clockOfDay,
    now: now.toISOString(),
    offsets: clockOfDay.offsets.map((entry) => ({ ...entry })),
  };
}
