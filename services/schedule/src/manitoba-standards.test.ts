/**
 * Manitoba's rules as cases from the province's Employment Standards fact sheets
 * (manitoba.ca/labour/standards):
 * - "Hours of Work and Breaks": standard hours are 8 a day and 40 a week; an unpaid 30 minute
 *   break after 5 hours of consecutive work.
 * - "Overtime": work beyond 8 hours in a day or 40 in a week is overtime, paid 1 1/2 times;
 *   "Averaging Agreements" and permits change the standard hours.
 * - "General Holidays": the nine general holidays, with the fact sheet's table of dates for
 *   2023 to 2025; work on one is paid 1 1/2 times beside general holiday pay.
 * - "Remembrance Day": not a general holiday; most businesses may not open before 1 PM, and
 *   work on it is paid as on a general holiday.
 * Canada Day on July 2 when July 1 is a Sunday follows the province's advisory of 2012 (federal
 * law). The dates for 2026 to 2030 were worked out by hand from each holiday's rule and checked
 * against an independent Easter table.
 */
import { describe, expect, it } from 'vitest';
import {
  easterSunday,
  holidayOn,
  holidaysOf,
  manitobaStandardHours,
  paidHours,
  payWeek,
  unpaidBreaks,
  type StandardHours,
} from './manitoba-standards';

describe('breaks ("Hours of Work and Breaks")', () => {
  it.each([
    [4, 0, 4],
    [5, 0, 5],
    [5.5, 1, 5],
    [8, 1, 7.5],
    [9, 1, 8.5],
    [10, 1, 9.5],
    [10.5, 1, 10],
    [11, 2, 10],
    [16, 2, 15],
    [16.5, 3, 15],
  ])(
    'when a shift lasts %d hours, then it has %d unpaid 30-minute breaks and %d paid hours',
    (shift, breaks, paid) => {
      expect(unpaidBreaks(shift)).toBe(breaks);
      expect(paidHours(shift)).toBe(paid);
    },
  );
});

/** A week with no holiday in it: Monday November 16 to Sunday November 22, 2026. */
const week = (hours: number[]) =>
  hours.map((worked, index) => ({ date: `2026-11-${String(16 + index)}`, hours: worked }));

const totals = (hours: number[], standard: StandardHours = manitobaStandardHours) =>
  payWeek(week(hours), standard).reduce(
    (sum, day) => ({
      regular: sum.regular + day.regular,
      overtime: sum.overtime + day.overtime,
      holiday: sum.holiday + day.generalHoliday + day.remembranceDay,
    }),
    { regular: 0, overtime: 0, holiday: 0 },
  );

describe('overtime ("Overtime", "Hours of Work and Breaks")', () => {
  it.each([
    ['five 8-hour days', 40, 0, [8, 8, 8, 8, 8]],
    ['five 10-hour days: past 8 each day', 40, 10, [10, 10, 10, 10, 10]],
    ['six 8-hour days: past 40 in the week', 40, 8, [8, 8, 8, 8, 8, 8]],
    ['three 12-hour days: under 40, past 8 each day', 24, 12, [12, 12, 12]],
    [
      'four 12-hour days and an 8: daily overtime is not counted again',
      40,
      16,
      [12, 12, 12, 12, 8],
    ],
    ['six 9-hour days: the week gives more than the days', 40, 14, [9, 9, 9, 9, 9, 9]],
    ['seven 6-hour days', 40, 2, [6, 6, 6, 6, 6, 6, 6]],
    ['one day of 9.5 paid hours', 8, 1.5, [9.5]],
  ])(
    'when a week is %s, then %d hours are regular and %d overtime',
    (_label, regular, overtime, hours) => {
      expect(totals(hours)).toEqual({ regular, overtime, holiday: 0 });
    },
  );

  it('when an averaging agreement makes the standard day 10 hours, then four 10-hour days have no overtime', () => {
    expect(totals([10, 10, 10, 10], { day: 10, week: 40 })).toEqual({
      regular: 40,
      overtime: 0,
      holiday: 0,
    });
    expect(totals([10, 10, 10, 10])).toEqual({ regular: 32, overtime: 8, holiday: 0 });
  });

  it('when the week passes 40 hours on Saturday, then the overtime falls on Saturday', () => {
    expect(
      payWeek(week([8, 8, 8, 8, 8, 8]), manitobaStandardHours).map((day) => day.overtime),
    ).toEqual([0, 0, 0, 0, 0, 8]);
  });

  it('when the days come out of order, then the week is counted in date order', () => {
    const days = week([8, 8, 8, 8, 8, 8]).reverse();
    const byDate = payWeek(days, manitobaStandardHours);
    expect(byDate.map((day) => day.date)).toEqual(week([8, 8, 8, 8, 8, 8]).map((day) => day.date));
    expect(byDate.at(-1)?.overtime).toBe(8);
  });
});

describe('work on holidays ("General Holidays", "Remembrance Day")', () => {
  it('when someone works Christmas Day in a 48-hour week, then its 8 hours are holiday hours and the rest is not overtime', () => {
    // Monday December 21 to Saturday December 26, 2026; Christmas Day is the Friday.
    const days = [21, 22, 23, 24, 25, 26].map((day) => ({ date: `2026-12-${day}`, hours: 8 }));
    const paid = payWeek(days, manitobaStandardHours);
    expect(paid.find((day) => day.date === '2026-12-25')).toEqual({
      date: '2026-12-25',
      regular: 0,
      overtime: 0,
      generalHoliday: 8,
      remembranceDay: 0,
    });
    expect(paid.reduce((sum, day) => sum + day.regular, 0)).toBe(40);
    expect(paid.reduce((sum, day) => sum + day.overtime, 0)).toBe(0);
  });

  it('when someone works 10 hours on a general holiday, then all 10 are holiday hours, none overtime', () => {
    expect(payWeek([{ date: '2026-10-12', hours: 10 }], manitobaStandardHours)).toEqual([
      { date: '2026-10-12', regular: 0, overtime: 0, generalHoliday: 10, remembranceDay: 0 },
    ]);
  });

  it('when someone works on Remembrance Day, then the hours are counted as Remembrance Day hours', () => {
    expect(payWeek([{ date: '2026-11-11', hours: 6 }], manitobaStandardHours)).toEqual([
      { date: '2026-11-11', regular: 0, overtime: 0, generalHoliday: 0, remembranceDay: 6 },
    ]);
    expect(holidayOn('2026-11-11')).toMatchObject({ name: 'Remembrance Day', kind: 'remembrance' });
  });
});

const names = [
  "New Year's Day",
  'Louis Riel Day',
  'Good Friday',
  'Victoria Day',
  'Canada Day',
  'Labour Day',
  'Orange Shirt Day (National Day for Truth and Reconciliation)',
  'Thanksgiving Day',
  'Remembrance Day',
  'Christmas Day',
];

describe('the general holidays ("General Holidays")', () => {
  it.each([
    [
      2026,
      ['01-01', '02-16', '04-03', '05-18', '07-01', '09-07', '09-30', '10-12', '11-11', '12-25'],
    ],
    [
      2027,
      ['01-01', '02-15', '03-26', '05-24', '07-01', '09-06', '09-30', '10-11', '11-11', '12-25'],
    ],
    [
      2028,
      ['01-01', '02-21', '04-14', '05-22', '07-01', '09-04', '09-30', '10-09', '11-11', '12-25'],
    ],
    [
      2029,
      ['01-01', '02-19', '03-30', '05-21', '07-02', '09-03', '09-30', '10-08', '11-11', '12-25'],
    ],
    [
      2030,
      ['01-01', '02-18', '04-19', '05-20', '07-01', '09-02', '09-30', '10-14', '11-11', '12-25'],
    ],
  ])('when the year is %i, then the holidays fall on their dates', (year, dates) => {
    const holidays = holidaysOf(year);
    expect(holidays.map((holiday) => [holiday.name, holiday.date])).toEqual(
      names.map((name, index) => [name, `${year}-${dates[index]}`]),
    );
    expect(holidays.filter((holiday) => holiday.kind === 'general')).toHaveLength(9);
  });

  it.each([
    // The fact sheet's own table.
    [2023, 'Louis Riel Day', '2023-02-20'],
    [2024, 'Louis Riel Day', '2024-02-19'],
    [2025, 'Louis Riel Day', '2025-02-17'],
    [2023, 'Good Friday', '2023-04-07'],
    [2024, 'Good Friday', '2024-03-29'],
    [2025, 'Good Friday', '2025-04-18'],
    [2023, 'Victoria Day', '2023-05-22'],
    [2024, 'Victoria Day', '2024-05-20'],
    [2025, 'Victoria Day', '2025-05-19'],
    [2023, 'Labour Day', '2023-09-04'],
    [2024, 'Labour Day', '2024-09-02'],
    [2025, 'Labour Day', '2025-09-01'],
    [2023, 'Thanksgiving Day', '2023-10-09'],
    [2024, 'Thanksgiving Day', '2024-10-14'],
    [2025, 'Thanksgiving Day', '2025-10-13'],
    // July 1, 2012 was a Sunday: the province's advisory named Monday, July 2.
    [2012, 'Canada Day', '2012-07-02'],
  ])('when the year is %i, then %s is %s', (year, name, date) => {
    expect(holidaysOf(year).find((holiday) => holiday.name === name)?.date).toBe(date);
  });

  it('when the year is before 2024, then Orange Shirt Day is not yet a general holiday', () => {
    const holidays2023 = holidaysOf(2023).map((holiday) => holiday.name);
    expect(holidays2023).not.toContain(names[6]);
    expect(holidays2023).toHaveLength(9);
    expect(holidayOn('2023-09-30')).toBeUndefined();
    expect(holidayOn('2024-09-30')?.kind).toBe('general');
  });

  it('when the year is before 2008, then there is no Louis Riel Day', () => {
    expect(holidaysOf(2007).map((holiday) => holiday.name)).not.toContain('Louis Riel Day');
  });

  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2028, '2028-04-16'],
    [2029, '2029-04-01'],
    [2030, '2030-04-21'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('when the year is %i, then Easter Sunday is %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });

  it('when a date is no holiday, then none is found, and Boxing Day and Easter Sunday are none', () => {
    expect(holidayOn('2026-12-26')).toBeUndefined();
    expect(holidayOn('2026-04-05')).toBeUndefined();
    expect(holidayOn('2026-08-03')).toBeUndefined();
  });
});
