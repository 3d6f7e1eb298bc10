/**
 * How an event repeats: a structured form of the iCalendar (RFC 5545) rules the venue uses,
 * weekly on some weekdays or monthly on a day of the month or a weekday of the month, ending on
 * a date or after a number of dates. The event's date is the series' first date (DTSTART).
 * A series has at most `maxSeriesDates` dates and ends within `maxSeriesYears` of its first, so
 * no request makes the server work out dates without end.
 */
import { z } from 'zod';

export const weekdayCodes = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type WeekdayCode = (typeof weekdayCodes)[number];

export const weekdayNames: Record<WeekdayCode, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};

export const recurrenceFrequencies = ['weekly', 'monthly'] as const;
/** The week of the month of a monthly weekday: the first to the fourth, or -1 for the last. */
export const weeksOfMonth = [1, 2, 3, 4, -1] as const;
export const maxSeriesDates = 520;
export const maxSeriesYears = 10;
export const maxRecurrenceInterval = 12;

const dateParts = (date: string) => date.split('-').map(Number) as [number, number, number];

/** The weekday of a `YYYY-MM-DD` date. */
export function weekdayOf(date: string): WeekdayCode {
  const [year, month, day] = dateParts(date);
  return weekdayCodes[
    (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7
  ] as WeekdayCode;
}

/** Which weeks of its month a date is in: the nth (1 to 5) and, in the month's last 7 days, -1. */
export function weeksOfMonthOf(date: string): number[] {
  const [year, month, day] = dateParts(date);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const nth = Math.ceil(day / 7);
  return day + 7 > daysInMonth ? [nth, -1] : [nth];
}

/** The same day `years` later (29 February falls to the 28th). */
function yearsAfter(date: string, years: number): string {
  const [year, month, day] = dateParts(date);
  const later = new Date(Date.UTC(year + years, month - 1, day));
  if (later.getUTCDate() !== day) later.setUTCDate(0);
  return later.toISOString().slice(0, 10);
}

export const recurrenceSchema = z.object({
  frequency: z.enum(recurrenceFrequencies, { error: 'Repeats must be weekly or monthly' }),
  /** Every `interval` weeks or months. */
  interval: z
    .int({ error: `Interval must be a whole number from 1 to ${maxRecurrenceInterval}` })
    .min(1, `Interval must be a whole number from 1 to ${maxRecurrenceInterval}`)
    .max(
      maxRecurrenceInterval,
      `Interval must be a whole number from 1 to ${maxRecurrenceInterval}`,
    )
    .default(1),
  /** Weekly: the days of the week it is on. Monthly on a weekday: that one day. */
  weekdays: z
    .array(z.enum(weekdayCodes, { error: 'Weekdays are written MO, TU, WE, TH, FR, SA or SU' }), {
      error: 'Weekdays must be a list of days of the week',
    })
    .min(1, 'Choose a day of the week')
    .max(7)
    .optional(),
  /** Monthly on a day of the month (1 to 31; months without that day are skipped). */
  monthDay: z
    .int({ error: 'Day of the month must be a whole number from 1 to 31' })
    .min(1, 'Day of the month must be a whole number from 1 to 31')
    .max(31, 'Day of the month must be a whole number from 1 to 31')
    .optional(),
  /** Monthly on a weekday: which one of the month (1 to 4, or -1 for the last). */
  weekOfMonth: z
    .union(
      weeksOfMonth.map((week) => z.literal(week)),
      { error: 'Week of the month must be 1, 2, 3, 4 or -1 (the last)' },
    )
    .optional(),
  /** The last date it may be on (`YYYY-MM-DD`, at the venue). */
  until: z.iso.date('End date must be a real date written YYYY-MM-DD').optional(),
  /** How many dates it has, the first included. */
  count: z
    .int({ error: `Number of dates must be a whole number from 1 to ${maxSeriesDates}` })
    .min(1, `Number of dates must be a whole number from 1 to ${maxSeriesDates}`)
    .max(maxSeriesDates, `Number of dates must be a whole number from 1 to ${maxSeriesDates}`)
    .optional(),
});
export type Recurrence = z.output<typeof recurrenceSchema>;
export type RecurrenceInput = z.input<typeof recurrenceSchema>;

type Issue = { path: Array<string | number>; message: string };

/** What is wrong with a rule for a series starting on `date` (paths inside the event). */
export function recurrenceIssues(recurrence: Recurrence, date: string): Issue[] {
  const issues: Issue[] = [];
  const at = (field: string, message: string) =>
    issues.push({ path: ['recurrence', field], message });
  const { frequency, weekdays, monthDay, weekOfMonth, until, count } = recurrence;
  if (frequency === 'weekly') {
    if (!weekdays) at('weekdays', 'Choose the days of the week it repeats on');
    else if (!weekdays.includes(weekdayOf(date))) {
      issues.push({
        path: ['date'],
        message: `Date must be on one of the days it repeats on (it is a ${weekdayNames[weekdayOf(date)]})`,
      });
    }
    if (monthDay !== undefined || weekOfMonth !== undefined) {
      at('monthDay', 'A weekly series has no day or week of the month');
    }
  } else if (monthDay !== undefined) {
    if (weekdays !== undefined || weekOfMonth !== undefined) {
      at('monthDay', 'Repeat monthly on a day of the month or on a weekday, not both');
    } else if (monthDay !== dateParts(date)[2]) {
      issues.push({ path: ['date'], message: `Date must be on day ${monthDay} of its month` });
    }
  } else if (weekOfMonth === undefined || weekdays?.length !== 1) {
    at('monthDay', 'Repeat monthly on a day of the month, or on one weekday and its week');
  } else if (weekdays[0] !== weekdayOf(date) || !weeksOfMonthOf(date).includes(weekOfMonth)) {
    issues.push({
      path: ['date'],
      message: `Date must be on ${weekdayOfMonthText(weekOfMonth, weekdays[0])} of its month`,
    });
  }
  if ((until === undefined) === (count === undefined)) {
    at('until', 'Say when it ends: an end date or a number of dates');
  } else if (until !== undefined && until < date) {
    at('until', 'End date must be on or after the date');
  } else if (until !== undefined && until > yearsAfter(date, maxSeriesYears)) {
    at('until', `End date must be within ${maxSeriesYears} years of the date`);
  }
  return issues;
}

const ordinals: Record<number, string> = {
  1: 'first',
  2: 'second',
  3: 'third',
  4: 'fourth',
  [-1]: 'last',
};

function listed(names: string[]): string {
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** `the second Saturday`, `the last Friday`. */
function weekdayOfMonthText(weekOfMonth: number, weekday: WeekdayCode | undefined): string {
  return `the ${ordinals[weekOfMonth]} ${weekday ? weekdayNames[weekday] : ''}`;
}

function dayOfMonthText(day: number): string {
  const tens = day % 100;
  const suffix =
    tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th');
  return `the ${day}${suffix}`;
}

/** How the series reads to visitors: `Every Tuesday`, `Monthly on the second Saturday`. */
export function recurrenceText(recurrence: Recurrence): string {
  const { frequency, interval, weekdays = [], monthDay, weekOfMonth } = recurrence;
  const days = listed(
    weekdayCodes.filter((code) => weekdays.includes(code)).map((code) => weekdayNames[code]),
  );
  if (frequency === 'weekly') {
    return interval === 1 ? `Every ${days}` : `Every ${interval} weeks on ${days}`;
  }
  const on =
    monthDay !== undefined
      ? dayOfMonthText(monthDay)
      : weekdayOfMonthText(weekOfMonth ?? 1, weekdays[0]);
  return interval === 1 ? `Monthly on ${on}` : `Every ${interval} months on ${on}`;
}
