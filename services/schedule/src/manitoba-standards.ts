/*
 * Manitoba's Employment Standards, as the schedule applies them to the hours it plans. Every rule
 * the schedule follows for pay lives here; the cases in manitoba-standards.test.ts come from the
 * province's fact sheets ("Hours of Work and Breaks", "Overtime", "General Holidays",
 * "Remembrance Day").
 *
 * - Standard hours: 8 a day and 40 a week; hours past either are overtime, paid 1.5 times.
 *   Daily overtime is not counted again towards the week, so a week's overtime is the greater of
 *   its daily overtime and its hours past 40. The standard hours are settings (an averaging
 *   agreement or permit changes them); Manitoba's are the defaults.
 * - Breaks: an unpaid 30 minutes after 5 consecutive hours of work. A shift is planned as one
 *   stretch, so it has as many breaks as keep every stretch within 5 hours: one for a shift over
 *   5 hours (up to 10.5), two over 10.5 (up to 16), and so on; they are not paid.
 * - General holidays: work on one is paid 1.5 times, beside general holiday pay. Those hours are
 *   counted apart and not towards the day's or the week's standard hours, being paid at the
 *   overtime rate already. Remembrance Day is not a general holiday, but work on it is paid the
 *   same way, and most businesses may not open before 1 PM.
 * - A shift's hours count on the date it starts, also when it ends after midnight.
 */

export interface StandardHours {
  day: number;
  week: number;
}

export const manitobaStandardHours: StandardHours = { day: 8, week: 40 };

const breakAfterHours = 5;
const breakHours = 0.5;

/** How many unpaid breaks a shift of this many hours has: none up to 5 hours. */
export function unpaidBreaks(shiftHours: number): number {
  if (shiftHours <= breakAfterHours) return 0;
  return Math.ceil((shiftHours - breakAfterHours) / (breakAfterHours + breakHours));
}

/** The hours paid for a shift of this many hours: its length less its unpaid breaks. */
export const paidHours = (shiftHours: number) => shiftHours - unpaidBreaks(shiftHours) * breakHours;

/** The hour before which most businesses stay closed on Remembrance Day (24-hour clock). */
export const remembranceDayOpening = '13:00';

type HolidayKind = 'general' | 'remembrance';

interface ManitobaHoliday {
  date: string;
  name: string;
  kind: HolidayKind;
  /** What the day means for the venue, for staff to read. */
  note: string;
}

const generalHolidayNote =
  'A general holiday in Manitoba: work on it is paid 1.5 times the regular wage, beside general holiday pay (a place of amusement may instead pay the regular wage and give another day off with holiday pay within 30 days).';
const remembranceDayNote =
  'Not a general holiday, but under The Remembrance Day Act most businesses, retail and paid amusements included, may not open before 1 PM, and work on it is paid 1.5 times, as on a general holiday.';

const isoDate = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

const weekdayOfDate = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).getUTCDay();

/** The `nth` Monday of a month (1 for the first). */
function nthMonday(year: number, month: number, nth: number): string {
  const firstMonday = 1 + ((8 - weekdayOfDate(year, month, 1)) % 7);
  return isoDate(year, month, firstMonday + (nth - 1) * 7);
}

/** Victoria Day: the Monday before May 25. */
function mondayBeforeMay25(year: number): string {
  const may24 = weekdayOfDate(year, 5, 24);
  return isoDate(year, 5, 24 - ((may24 + 6) % 7));
}

/** Easter Sunday in the Gregorian calendar (the anonymous Gregorian, or Meeus/Jones/Butcher, algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

const daysBefore = (date: string, days: number) => {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() - days);
  return moved.toISOString().slice(0, 10);
};

/**
 * Manitoba's general holidays in a year, in date order, with Remembrance Day among them (kind
 * `remembrance`). Louis Riel Day was first observed in 2008, Orange Shirt Day in 2024. Canada Day
 * is July 2 when July 1 is a Sunday (federal law); no other holiday moves off a weekend.
 */
export function holidaysOf(year: number): ManitobaHoliday[] {
  const general = (date: string, name: string): ManitobaHoliday => ({
    date,
    name,
    kind: 'general',
    note: generalHolidayNote,
  });
  const holidays = [
    general(isoDate(year, 1, 1), "New Year's Day"),
    ...(year >= 2008 ? [general(nthMonday(year, 2, 3), 'Louis Riel Day')] : []),
    general(daysBefore(easterSunday(year), 2), 'Good Friday'),
    general(mondayBeforeMay25(year), 'Victoria Day'),
    general(isoDate(year, 7, weekdayOfDate(year, 7, 1) === 0 ? 2 : 1), 'Canada Day'),
    general(nthMonday(year, 9, 1), 'Labour Day'),
    ...(year >= 2024
      ? [
          general(
            isoDate(year, 9, 30),
            'Orange Shirt Day (National Day for Truth and Reconciliation)',
          ),
        ]
      : []),
    general(nthMonday(year, 10, 2), 'Thanksgiving Day'),
    {
      date: isoDate(year, 11, 11),
      name: 'Remembrance Day',
      kind: 'remembrance' as const,
      note: remembranceDayNote,
    },
    general(isoDate(year, 12, 25), 'Christmas Day'),
  ];
  return holidays.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

const holidaysByYear = new Map<number, Map<string, ManitobaHoliday>>();

/** The holiday on a date (`YYYY-MM-DD`), if it is one. */
export function holidayOn(date: string): ManitobaHoliday | undefined {
  const year = Number(date.slice(0, 4));
  let byDate = holidaysByYear.get(year);
  if (!byDate) {
    byDate = new Map(holidaysOf(year).map((holiday) => [holiday.date, holiday]));
    holidaysByYear.set(year, byDate);
  }
  return byDate.get(date);
}

/** One person's paid hours on a date (their shifts starting that day, breaks taken off). */
interface HoursOnDay {
  date: string;
  hours: number;
}

/** The same hours by how they are paid. */
export interface PaidHours {
  date: string;
  regular: number;
  overtime: number;
  generalHoliday: number;
  remembranceDay: number;
}

/**
 * One person's week (the days of one venue week, Monday to Sunday), each day's hours split by
 * how they are paid: overtime past the standard day first, then, counting the rest of the
 * week's regular hours in date order, past the standard week on the day that passes it.
 */
export function payWeek(days: HoursOnDay[], standard: StandardHours): PaidHours[] {
  let countedTowardsWeek = 0;
  return [...days]
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map(({ date, hours }) => {
      const paid: PaidHours = {
        date,
        regular: 0,
        overtime: 0,
        generalHoliday: 0,
        remembranceDay: 0,
      };
      const holiday = holidayOn(date);
      if (holiday?.kind === 'general') return { ...paid, generalHoliday: hours };
      if (holiday?.kind === 'remembrance') return { ...paid, remembranceDay: hours };
      const daily = Math.max(0, hours - standard.day);
      const straight = hours - daily;
      const before = countedTowardsWeek;
      countedTowardsWeek += straight;
      const weekly =
        Math.max(0, countedTowardsWeek - standard.week) - Math.max(0, before - standard.week);
      return { ...paid, regular: straight - weekly, overtime: daily + weekly };
    });
}
