/**
 * The month's calendar: Sunday-to-Saturday weeks of the month's dates alone, the venue month
 * when none is asked for, the years offered, and who may read it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { monthlyScheduleSchema } from '@venue/contracts/schedule';
import {
  api,
  closeSchedule,
  datesOf,
  expectErrorBody,
  monthly,
  plainDay,
  saveDay,
  scheduleDayKeys,
  scheduledIn,
  shiftsOf,
  start,
  venueClockAt,
  weekdays,
} from './schedule-harness';

afterEach(closeSchedule);

describe('the monthly calendar', () => {
  beforeEach(() => start());

  it('when a month starts on a Sunday (February 2026), then it is four full Sunday-first weeks with no blanks', async () => {
    const february = await monthly(1, 2026);
    expect(february.monthLabel).toBe('February 2026');
    expect(february.weeks).toHaveLength(4);
    expect(datesOf(february)[0]).toEqual([
      '2026-02-01',
      '2026-02-02',
      '2026-02-03',
      '2026-02-04',
      '2026-02-05',
      '2026-02-06',
      '2026-02-07',
    ]);
    expect(datesOf(february)[3]?.at(-1)).toBe('2026-02-28');
    expect(february.weeks[0]?.days.map((day) => day.day)).toEqual(weekdays);
  });

  it('when a month starts on a Saturday (August 2026), then its first week is the 1st alone, the 31st is a Monday in the sixth, and every day is a spec schedule day', async () => {
    const august = await monthly(7, 2026);
    const dates = datesOf(august);
    expect(dates).toHaveLength(6);
    expect(dates[0]).toEqual(['2026-08-01']);
    expect(august.weeks[0]?.days[0]?.day).toBe('Sat');
    expect(dates[5]).toEqual(['2026-08-30', '2026-08-31']);
    expect(august.weeks[5]?.days[1]).toEqual({
      date: '2026-08-31',
      day: 'Mon',
      shift: '',
      staff: [],
      coverage: 'full',
      hours: 0,
      shifts: [],
      short: true,
      ...plainDay,
    });
    const raw = (await (
      await api('/api/staff/schedule/monthly?month=7&year=2026', { as: 'staff' })
    ).json()) as { weeks: Array<{ days: unknown[] }> };
    for (const day of raw.weeks.flatMap((week) => week.days)) {
      expect(Object.keys(day as object).sort()).toEqual(scheduleDayKeys);
    }
  });

  it('when the month is February of a leap year (2024), then it has 29 days from a Thursday', async () => {
    const february = await monthly(1, 2024);
    const dates = datesOf(february).flat();
    expect(dates).toHaveLength(29);
    expect(datesOf(february)[0]).toEqual(['2024-02-01', '2024-02-02', '2024-02-03']);
    expect(february.weeks[0]?.days[0]?.day).toBe('Thu');
    expect(february.weeks[4]?.days.find((day) => day.date === '2024-02-29')?.day).toBe('Thu');
  });

  it.each([
    [2, 2026, 'March 2026, when the clocks spring forward on the 8th', 31, 0],
    [10, 2026, 'November 2026, when the clocks fall back on the 1st', 30, 0],
    [10, 2025, 'November 2025, starting on a Saturday', 30, 6],
  ])(
    'when the month is %i/%i (%s), then every date appears once, in order, each week running Sunday to Saturday',
    async (month, year, _label, length, firstWeekday) => {
      const schedule = await monthly(month, year);
      const days = schedule.weeks.flatMap((week) => week.days);
      const dates = days.map((day) => day.date);
      expect(dates).toHaveLength(length);
      expect(new Set(dates).size).toBe(length);
      expect(dates).toEqual([...dates].sort());
      expect(days[0]?.day).toBe(weekdays[firstWeekday]);
      for (const [index, week] of schedule.weeks.entries()) {
        const columns = week.days.map((day) => weekdays.indexOf(day.day));
        expect(columns).toEqual(columns.map((_, offset) => (columns[0] as number) + offset));
        if (index > 0) expect(week.days[0]?.day).toBe('Sun');
        if (index < schedule.weeks.length - 1) expect(week.days.at(-1)?.day).toBe('Sat');
      }
    },
  );

  it('when no month is given, then the answer is the venue month, even where UTC is already in the next one', async () => {
    venueClockAt('2026-12-01T05:30:00Z'); // 23:30 on November 30 at the venue
    const response = await api('/api/staff/schedule/monthly', { as: 'staff' });
    const schedule = monthlyScheduleSchema.parse(await response.json());
    expect(schedule).toMatchObject({ year: 2026, month: 10, today: '2026-11-30' });
    expect(schedule.years).toEqual([2024, 2025, 2026, 2027]);
  });

  it('when the venue year is later than 2026, then the years offered run on to the next year', async () => {
    venueClockAt('2028-03-15T18:00:00Z');
    const response = await api('/api/staff/schedule/monthly', { as: 'staff' });
    expect(monthlyScheduleSchema.parse(await response.json()).years).toEqual([
      2024, 2025, 2026, 2027, 2028, 2029,
    ]);
  });

  it.each([
    ['month=12&year=2026', 'query.month'],
    ['month=-1&year=2026', 'query.month'],
    ['month=1.5&year=2026', 'query.month'],
    ['month=3', 'query.year'],
    ['year=2026', 'query.year'],
    ['month=3&year=26', 'query.year'],
    ['month=3&year=2023', 'query.year'],
    ['month=3&year=2099', 'query.year'],
    ['month=1&month=2&year=2026', 'query.month'],
  ])('when the query is %s, then it is a 400 naming %s', async (query, field) => {
    const body = await expectErrorBody(
      await api(`/api/staff/schedule/monthly?${query}`, { as: 'staff' }),
      400,
    );
    expect(body.errors?.[field]?.[0]).toEqual(expect.any(String));
  });

  it('when a day is scheduled, then its cell holds the shift, the staff, the coverage and the hours', async () => {
    await saveDay('2026-03-07', { shift: '6 PM - 2 AM', coverage: 'understaffed' });
    const march = await monthly(2, 2026);
    expect(scheduledIn(march)).toEqual([
      {
        date: '2026-03-07',
        day: 'Sat',
        shift: '6 PM - 2 AM',
        staff: ['Sarah', 'Mike'],
        coverage: 'understaffed',
        hours: 8,
        shifts: shiftsOf(['Sarah', 'Mike'], '18:00', '02:00', 7.5),
        short: false,
        ...plainDay,
      },
    ]);
  });

  it.each([
    ['no identity', {}],
    ['a forged identity', { headers: { 'x-venue-identity': 'not.a.jwt' } }],
  ])('when the calendar is asked for with %s, then it is a 401', async (_label, options) => {
    await expectErrorBody(await api('/api/staff/schedule/monthly?month=1&year=2026', options), 401);
    await expectErrorBody(await api('/api/staff/schedule', options), 401);
  });
});
