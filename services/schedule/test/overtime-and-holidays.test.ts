/**
 * Manitoba's rules through the API: the fact sheets' overtime cases as a week of shifts and the
 * pay period's hours, the alerts and bars that name them, work on holidays, and the holidays
 * route for 2026 to 2030. The rules themselves are manitoba-standards.ts (its table test cites
 * the fact sheets).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { payrollSchema } from '@venue/contracts/schedule-payroll';
import {
  api,
  closeSchedule,
  currentWeek,
  expectErrorBody,
  monthly,
  saveDay,
  scheduledIn,
  start,
  venueClockAt,
} from './schedule-harness';

afterEach(closeSchedule);

async function payroll(query: string) {
  const response = await api(`/api/staff/schedule/payroll${query}`, { as: 'staff' });
  expect(response.status, await response.clone().text()).toBe(200);
  return payrollSchema.parse(await response.json());
}

/** Sam's shifts on the days from Monday, November 16, 2026 (a week with no holiday). */
async function samWorks(shifts: Array<[string, string]>) {
  for (const [index, [startTime, end]] of shifts.entries()) {
    await saveDay(`2026-11-${16 + index}`, {
      shift: '',
      staff: [],
      shifts: [{ name: 'Sam', start: startTime, end }],
    });
  }
}

/** Shifts whose paid hours (the unpaid 30 minutes taken off) are 6, 8, 9, 9.5, 10 and 12. */
const paid = {
  6: ['10:00', '16:30'],
  8: ['10:00', '18:30'],
  9: ['10:00', '19:30'],
  9.5: ['10:00', '20:00'],
  10: ['10:00', '20:30'],
  12: ['10:00', '23:00'],
} as const satisfies Record<number, [string, string]>;

describe('overtime from the fact sheets, as a week of shifts', () => {
  beforeEach(() => start());

  it.each([
    ['five 8-hour days', 40, 0, [8, 8, 8, 8, 8]],
    ['five 10-hour days: past 8 each day', 40, 10, [10, 10, 10, 10, 10]],
    ['six 8-hour days: past 40 in the week', 40, 8, [8, 8, 8, 8, 8, 8]],
    ['six 9-hour days: the week gives more than the days', 40, 14, [9, 9, 9, 9, 9, 9]],
    ['four 12-hour days and an 8: daily overtime not counted again', 40, 16, [12, 12, 12, 12, 8]],
    ['seven 6-hour days', 40, 2, [6, 6, 6, 6, 6, 6, 6]],
    ['one day of 9.5 paid hours', 8, 1.5, [9.5]],
  ] as Array<[string, number, number, Array<keyof typeof paid>]>)(
    'when Sam works %s, then the week’s hours are %d regular and %d overtime',
    async (_label, regular, overtime, days) => {
      await samWorks(days.map((hours) => [...paid[hours]]));
      expect((await payroll('?from=2026-11-16&to=2026-11-22')).people).toEqual([
        {
          name: 'Sam',
          regularHours: regular,
          overtimeHours: overtime,
          generalHolidayHours: 0,
          remembranceDayHours: 0,
          totalHours: regular + overtime,
          unknownShifts: 0,
        },
      ]);
    },
  );
});

describe('the current week’s alerts and bars', () => {
  it('when Sam works 10 AM to 8 PM on a Saturday, then an alert names Sam, the day and the overtime, and the bars count it', async () => {
    venueClockAt('2026-12-09T18:00:00Z'); // Wednesday, December 9
    await start();
    await saveDay('2026-12-12', {
      shift: '2 PM - 10 PM',
      staff: 'Jordan',
      shifts: [{ name: 'Sam', start: '10:00', end: '20:00' }],
    });
    const week = await currentWeek();
    expect(week.notifications).toContain('Sam: 9.5 h on Sat 12 Dec, 1.5 h overtime.');
    expect(week.notifications.filter((text) => text.startsWith('Jordan'))).toEqual([]);
    expect(week.overtimeHours).toMatchObject({ thisWeek: 1.5, thisMonth: 1.5, standardDay: 8 });
  });
});

describe('work on holidays', () => {
  it('when Sam works Thanksgiving Day, then the day is flagged, an alert says how it is paid, and the hours are holiday hours', async () => {
    venueClockAt('2026-10-12T15:00:00Z'); // Monday, October 12, 2026: Thanksgiving Day
    await start();
    await saveDay('2026-10-12', { shift: '10 AM - 6:30 PM', staff: 'Sam' });
    await saveDay('2026-10-13', { shift: '10 AM - 6:30 PM', staff: 'Sam' });
    const [thanksgiving] = scheduledIn(await monthly(9, 2026));
    expect(thanksgiving?.holiday).toEqual({
      name: 'Thanksgiving Day',
      kind: 'general',
      note: expect.stringContaining('1.5 times'),
    });
    expect((await currentWeek()).notifications).toContain(
      'Mon 12 Oct is Thanksgiving Day, a general holiday: work on it is paid 1.5 times beside holiday pay (Sam).',
    );
    expect((await payroll('?from=2026-10-12&to=2026-10-18')).people).toEqual([
      expect.objectContaining({ regularHours: 8, generalHolidayHours: 8, totalHours: 16 }),
    ]);
  });

  it('when Sam starts at 10 AM on Remembrance Day, then the alert says most businesses may not open before 1 PM', async () => {
    venueClockAt('2026-11-09T15:00:00Z'); // Monday, November 9, 2026
    await start();
    await saveDay('2026-11-11', {
      shift: '1 PM - 9 PM',
      staff: 'Jordan',
      shifts: [{ name: 'Sam', start: '10:00', end: '18:30' }],
    });
    const week = await currentWeek();
    expect(week.currentWeek[2]?.holiday?.kind).toBe('remembrance');
    expect(week.notifications).toContain(
      'Wed 11 Nov is Remembrance Day: work on it is paid 1.5 times (Jordan, Sam).',
    );
    expect(week.notifications).toContain(
      'Sam starts at 10 AM on Wed 11 Nov, Remembrance Day: most businesses may not open before 1 PM.',
    );
    expect(week.notifications.filter((text) => text.startsWith('Jordan starts'))).toEqual([]);
    expect((await payroll('?from=2026-11-09&to=2026-11-15')).people).toEqual([
      expect.objectContaining({ name: 'Jordan', remembranceDayHours: 7.5, regularHours: 0 }),
      expect.objectContaining({ name: 'Sam', remembranceDayHours: 8, regularHours: 0 }),
    ]);
  });
});

describe('the holidays route', () => {
  beforeEach(() => start());

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
  ])('when %i is asked for, then its holidays fall on their dates', async (year, dates) => {
    const response = await api(`/api/staff/schedule/holidays?year=${year}`, { as: 'staff' });
    expect(response.status).toBe(200);
    const holidays = (await response.json()) as Array<{ date: string; name: string; kind: string }>;
    expect(holidays.map((holiday) => holiday.date)).toEqual(dates.map((date) => `${year}-${date}`));
    expect(holidays.map((holiday) => holiday.kind)).toEqual([
      ...Array(8).fill('general'),
      'remembrance',
      'general',
    ]);
    expect(holidays[6]?.name).toBe('Orange Shirt Day (National Day for Truth and Reconciliation)');
  });

  it.each(['1999', '2101', 'next', ''])(
    'when the year is "%s", then it is a 400 naming query.year',
    async (year) => {
      const body = await expectErrorBody(
        await api(`/api/staff/schedule/holidays?year=${year}`, { as: 'staff' }),
        400,
      );
      expect(body.errors?.['query.year']?.[0]).toEqual(expect.any(String));
    },
  );
});
