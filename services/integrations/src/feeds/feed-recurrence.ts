/**
 * A feed event's RRULE in the venue's terms (weekly on weekdays, or monthly on a day or a
 * weekday of the month), so that an imported series stays one series. A rule the venue cannot
 * hold (daily, yearly, BYSETPOS...) is given back as the reason it cannot be: the event is then
 * imported at its first date alone.
 */
import ICAL from 'ical.js';
import {
  maxSeriesDates,
  weekdayCodes,
  weekdayOf,
  type RecurrenceInput,
  type WeekdayCode,
} from '@venue/contracts/event-recurrence';
import { venueDateOf } from '@venue/venue-time/venue-time';

/** The most of an open-ended or very long series taken: its dates up to a year ahead. */
const horizonDays = 365;

const supportedParts = new Set(['BYDAY', 'BYMONTHDAY']);

const isWeekday = (code: string): code is WeekdayCode =>
  (weekdayCodes as readonly string[]).includes(code);

function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** UNTIL as a venue date: a DATE as it is, a DATE-TIME at the venue. */
function untilDate(until: ICAL.Time): string {
  return until.isDate ? until.toString() : venueDateOf(until.toJSDate());
}

/**
 * The rule of a VEVENT starting on the venue date `date`, ending at the latest a year after
 * today (or its start); null when it does not repeat, a reason when the venue cannot hold it.
 */
export function feedRecurrence(
  component: ICAL.Component,
  date: string,
  today: string,
): RecurrenceInput | null | string {
  const rule = component.getFirstPropertyValue('rrule');
  if (!(rule instanceof ICAL.Recur)) return null;
  const frequency = rule.freq === 'WEEKLY' ? 'weekly' : rule.freq === 'MONTHLY' ? 'monthly' : null;
  if (!frequency) return `it repeats ${rule.freq.toLowerCase()}`;
  const unsupported = Object.keys(rule.parts).filter((part) => !supportedParts.has(part));
  if (unsupported.length > 0) return `its rule uses ${unsupported.join(', ')}`;

  const byDay = (rule.parts.BYDAY ?? []) as string[];
  const byMonthDay = (rule.parts.BYMONTHDAY ?? []) as number[];
  const horizon = addDays(date > today ? date : today, horizonDays);
  const feedUntil = rule.until ? untilDate(rule.until) : undefined;
  const ends =
    rule.count && rule.count <= maxSeriesDates
      ? { count: rule.count }
      : { until: feedUntil && feedUntil < horizon ? feedUntil : horizon };
  const interval = rule.interval;

  if (frequency === 'weekly') {
    const weekdays = byDay.filter(isWeekday);
    if (weekdays.length !== byDay.length || byMonthDay.length > 0) return 'its weekly days';
    // Without BYDAY a weekly rule keeps the first date's weekday (RFC 5545).
    return {
      frequency,
      interval,
      weekdays: weekdays.length > 0 ? weekdays : [weekdayOf(date)],
      ...ends,
    };
  }
  if (byMonthDay.length === 1 && byDay.length === 0) {
    return { frequency, interval, monthDay: byMonthDay[0], ...ends };
  }
  const nth = byDay.length === 1 ? /^([+-]?\d)([A-Z]{2})$/.exec(byDay[0] as string) : null;
  const weekday = nth?.[2];
  const week = Number(nth?.[1]);
  if (nth && weekday && isWeekday(weekday) && [1, 2, 3, 4, -1].includes(week)) {
    return {
      frequency,
      interval,
      weekdays: [weekday],
      weekOfMonth: week as 1 | 2 | 3 | 4 | -1,
      ...ends,
    };
  }
  if (byDay.length === 0 && byMonthDay.length === 0) {
    return { frequency, interval, monthDay: Number(date.slice(8)), ...ends };
  }
  return 'its monthly days';
}

/** Whether a repeating VEVENT has a date from `today` on (looking at its first dates only). */
export function repeatsFrom(component: ICAL.Component, today: string): boolean {
  const iterator = new ICAL.Event(component).iterator();
  for (let seen = 0, next = iterator.next(); next && seen <= maxSeriesDates; seen += 1) {
    const date = next.isDate ? next.toString() : venueDateOf(next.toJSDate());
    if (date >= today) return true;
    next = iterator.next();
  }
  return false;
}
