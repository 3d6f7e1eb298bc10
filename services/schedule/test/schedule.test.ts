import { rm } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBodySchema } from '@venue/contracts/errors';
import {
  isScheduled,
  monthlyScheduleSchema,
  scheduleChanged,
  scheduleDaySchema,
  staffPerformanceSchema,
  staffScheduleSchema,
  type MonthlySchedule,
  type ScheduleChangedEvent,
} from '@venue/contracts/schedule';
import { ConfigError } from '@venue/service-kit/config';
import {
  startServicesUnderTest,
  tempDir,
  type CallOptions,
  type ServicesUnderTest,
} from '@venue/test-helpers/service-harness';
import { scheduleService } from '../src/schedule.service';

/** Settings every test starts from unless it says otherwise: no sample plan, round numbers. */
const baseEnv = {
  SCHEDULE_SEED: 'false',
  SCHEDULE_STANDARD_WEEK_HOURS: '40',
  SCHEDULE_OVERTIME_BUDGET_HOURS: '20',
};

let hosted: ServicesUnderTest;
let started = false;
let events: ScheduleChangedEvent[];

async function start(env: Record<string, string> = {}, dataDir?: string) {
  hosted = await startServicesUnderTest([scheduleService], {
    env: { ...baseEnv, ...env },
    ...(dataDir && { dataDir }),
  });
  started = true;
  events = [];
  hosted.jobs.subscribe(scheduleChanged, 'schedule-test', async (payload) => {
    events.push(payload);
  });
}

/** The venue's clock reads this instant (and runs on from it). */
const venueClockAt = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(iso));
};

const api = (path: string, options: CallOptions = {}) => hosted.call('schedule', path, options);

async function monthly(month: number, year: number): Promise<MonthlySchedule> {
  const response = await api(`/api/staff/schedule/monthly?month=${month}&year=${year}`, {
    as: 'staff',
  });
  expect(response.status).toBe(200);
  return monthlyScheduleSchema.parse(await response.json());
}

async function currentWeek() {
  const response = await api('/api/staff/schedule', { as: 'staff' });
  expect(response.status).toBe(200);
  return staffScheduleSchema.parse(await response.json());
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const dayOf = (date: string) => weekdays[new Date(`${date}T12:00:00Z`).getUTCDay()] as string;

const dayBody = (date: string, fields: Record<string, unknown> = {}) => ({
  date,
  day: dayOf(date),
  shift: '2 PM - 10 PM',
  staff: ['Sarah', 'Mike'],
  coverage: 'full',
  month: Number(date.slice(5, 7)) - 1,
  year: Number(date.slice(0, 4)),
  ...fields,
});

async function saveDay(date: string, fields: Record<string, unknown> = {}) {
  const response = await api('/api/staff/schedule/monthly/update', {
    method: 'POST',
    as: 'staff',
    json: dayBody(date, fields),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return scheduleDaySchema.parse(await response.json());
}

const expectErrorBody = async (response: Response, status: number) => {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  return errorBodySchema.parse(await response.json());
};

const datesOf = (schedule: MonthlySchedule) =>
  schedule.weeks.map((week) => week.days.map((day) => day.date));
const scheduledIn = (schedule: MonthlySchedule) =>
  schedule.weeks.flatMap((week) => week.days).filter(isScheduled);
/** The spec's schedule day fields, and the one this product adds. */
const scheduleDayKeys = ['coverage', 'date', 'day', 'hours', 'shift', 'staff'];

afterEach(async () => {
  vi.useRealTimers();
  if (started) await hosted.close();
  started = false;
});

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

describe('saving a day', () => {
  beforeEach(() => start());

  it.each([
    ['typed text', ' Sarah, Mike ,, Jordan , '],
    ['a list whose entries hold commas and blanks', ['Sarah, Mike', '  ', 'Jordan']],
    ['a name given twice in another case', 'Sarah, Mike, sarah, Jordan'],
  ])(
    'when the staff come as %s, then they are split on commas, trimmed, and empties dropped',
    async (_label, staff) => {
      const saved = await saveDay('2026-11-25', { staff });
      expect(saved.staff).toEqual(['Sarah', 'Mike', 'Jordan']);
      expect(scheduledIn(await monthly(10, 2026))[0]?.staff).toEqual(['Sarah', 'Mike', 'Jordan']);
    },
  );

  it('when a date is saved twice, then the second replaces the first and it is announced each time', async () => {
    await saveDay('2026-11-25');
    await saveDay('2026-11-25', { shift: '4 PM - 12 AM', staff: 'Priya', coverage: 'overstaffed' });
    expect(scheduledIn(await monthly(10, 2026))).toEqual([
      {
        date: '2026-11-25',
        day: 'Wed',
        shift: '4 PM - 12 AM',
        staff: ['Priya'],
        coverage: 'overstaffed',
        hours: 8,
      },
    ]);
    await expect.poll(() => events).toHaveLength(2);
    expect(events).toEqual([
      { change: 'day-saved', date: '2026-11-25' },
      { change: 'day-saved', date: '2026-11-25' },
    ]);
  });

  it('when the shift and the staff are both cleared, then the day is removed', async () => {
    await saveDay('2026-11-25');
    const cleared = await saveDay('2026-11-25', { shift: '  ', staff: ' , ' });
    expect(cleared).toEqual({
      date: '2026-11-25',
      day: 'Wed',
      shift: '',
      staff: [],
      coverage: 'full',
      hours: 0,
    });
    expect(scheduledIn(await monthly(10, 2026))).toEqual([]);
    await expect.poll(() => events).toHaveLength(2);
    expect(events[1]).toEqual({ change: 'day-removed', date: '2026-11-25' });
  });

  it('when coverage is left out, then it is full', async () => {
    const saved = await saveDay('2026-11-25', { coverage: undefined });
    expect(saved.coverage).toBe('full');
  });

  it.each([
    ['2 PM - 10 PM', 8],
    ['2:30pm-11pm', 8.5],
    ['6 PM to 2 AM', 8],
    ['12 PM - 12 AM', 12],
    ['11 AM – 7:15 PM', 8.25],
  ])('when the shift is "%s", then it lasts %d hours', async (shift, hours) => {
    expect((await saveDay('2026-11-25', { shift })).hours).toBe(hours);
  });

  it.each([
    ['a date that does not exist', { date: '2026-02-29', day: 'Sun', month: 1 }, 'date'],
    ['a date in another format', { date: '25/11/2026' }, 'date'],
    ['an unknown coverage', { coverage: 'partial' }, 'coverage'],
    ['a day name that is not the date’s', { day: 'Tue' }, 'day'],
    ['a day name that is not a day', { day: 'Someday' }, 'day'],
    ['a month that is not the date’s', { month: 3 }, 'month'],
    ['a year that is not the date’s', { year: 2025 }, 'year'],
    ['a month out of range', { month: 12 }, 'month'],
    ['a shift that is not a time range', { shift: 'afternoon' }, 'shift'],
    ['a shift that starts and ends at once', { shift: '2 PM - 2 PM' }, 'shift'],
    ['a shift with an hour past 12', { shift: '14 PM - 10 PM' }, 'shift'],
    ['a shift and no staff', { staff: ' , ' }, 'staff'],
    ['staff and no shift', { shift: '' }, 'shift'],
    ['a name too long', { staff: `Sarah, ${'x'.repeat(61)}` }, 'staff'],
    ['a name with a control character', { staff: ['Sa\u0007rah'] }, 'staff'],
    ['staff as a number', { staff: 42 }, 'staff'],
    ['an operator object for the date', { date: { $ne: null } }, 'date'],
    [
      'a year the schedule does not offer',
      { date: '2023-11-22', day: 'Wed', year: 2023, month: 10 },
      'date',
    ],
  ])(
    'when the body has %s, then it is a 400 naming it and nothing changes',
    async (_label, fields, field) => {
      await saveDay('2026-11-25');
      await expect.poll(() => events).toHaveLength(1);
      const before = await monthly(10, 2026);
      const body = await expectErrorBody(
        await api('/api/staff/schedule/monthly/update', {
          method: 'POST',
          as: 'staff',
          json: dayBody('2026-11-25', {
            shift: '4 PM - 12 AM',
            coverage: 'understaffed',
            ...fields,
          }),
        }),
        400,
      );
      expect(body.errors?.[field]?.[0]).toEqual(expect.any(String));
      expect(await monthly(10, 2026)).toEqual(before);
      await hosted.services.schedule!.outbox.relay();
      expect(events).toHaveLength(1);
    },
  );

  it('when the shift cannot be read, then the message says what a shift looks like', async () => {
    const body = await expectErrorBody(
      await api('/api/staff/schedule/monthly/update', {
        method: 'POST',
        as: 'staff',
        json: dayBody('2026-11-25', { shift: 'afternoon' }),
      }),
      400,
    );
    expect(body.errors?.shift).toEqual(['Shift Time must be a time range like 2 PM - 10 PM']);
  });

  it('when the body is not JSON, then it is a 400 and nothing is stored', async () => {
    const response = await api('/api/staff/schedule/monthly/update', {
      method: 'POST',
      as: 'staff',
      headers: { 'content-type': 'application/json' },
      text: '{"date":',
    });
    expect(response.status).toBe(400);
    expect(scheduledIn(await monthly(10, 2026))).toEqual([]);
  });

  it('when a day is posted without an identity, then it is a 401 and nothing is stored', async () => {
    await expectErrorBody(
      await api('/api/staff/schedule/monthly/update', {
        method: 'POST',
        json: dayBody('2026-11-25'),
      }),
      401,
    );
    expect(scheduledIn(await monthly(10, 2026))).toEqual([]);
  });
});

describe('the current week', () => {
  it('when it is Wednesday at the venue, then the week runs Monday to Sunday with every day, scheduled or not, each a spec schedule day', async () => {
    venueClockAt('2026-11-25T18:00:00Z');
    await start();
    await saveDay('2026-11-24', { coverage: 'overstaffed' });
    const week = await currentWeek();
    expect(week).toMatchObject({
      today: '2026-11-25',
      weekStart: '2026-11-23',
      weekEnd: '2026-11-29',
      year: 2026,
      month: 10,
    });
    expect(week.currentWeek.map((day) => `${day.day} ${day.date}`)).toEqual([
      'Mon 2026-11-23',
      'Tue 2026-11-24',
      'Wed 2026-11-25',
      'Thu 2026-11-26',
      'Fri 2026-11-27',
      'Sat 2026-11-28',
      'Sun 2026-11-29',
    ]);
    expect(week.currentWeek[1]).toEqual({
      date: '2026-11-24',
      day: 'Tue',
      shift: '2 PM - 10 PM',
      staff: ['Sarah', 'Mike'],
      coverage: 'overstaffed',
      hours: 8,
    });
    expect(week.currentWeek.filter((day) => !isScheduled(day))).toHaveLength(6);
    const raw = (await (await api('/api/staff/schedule', { as: 'staff' })).json()) as {
      currentWeek: object[];
    };
    for (const day of raw.currentWeek) expect(Object.keys(day).sort()).toEqual(scheduleDayKeys);
  });

  it('when it is Sunday 23:30 at the venue (Monday in UTC), then the week is still the one ending that Sunday', async () => {
    venueClockAt('2026-11-30T05:30:00Z');
    await start();
    expect(await currentWeek()).toMatchObject({
      today: '2026-11-29',
      weekStart: '2026-11-23',
      weekEnd: '2026-11-29',
    });
  });

  it('when the week holds the autumn clock change, then it has seven days and a 6 PM - 2 AM shift that night is 9 hours', async () => {
    venueClockAt('2026-11-01T18:00:00Z'); // Sunday November 1, the day the clocks fall back
    await start();
    await saveDay('2026-10-31', { shift: '6 PM - 2 AM', staff: 'Sarah' });
    await saveDay('2026-10-30', { shift: '6 PM - 2 AM', staff: 'Sarah' });
    const week = await currentWeek();
    expect(week.weekStart).toBe('2026-10-26');
    expect(week.currentWeek.map((day) => day.date)).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
    expect(week.currentWeek[4]?.hours).toBe(8);
    expect(week.currentWeek[5]?.hours).toBe(9);
    expect(week.month).toBe(10);
  });

  it('when the week holds the spring clock change, then a shift through the skipped hour is an hour shorter', async () => {
    venueClockAt('2026-03-08T18:00:00Z'); // Sunday March 8, the day the clocks spring forward
    await start();
    await saveDay('2026-03-07', { shift: '6 PM - 4 AM', staff: 'Sarah' });
    await saveDay('2026-03-08', { shift: '6 PM - 4 AM', staff: 'Sarah' });
    const week = await currentWeek();
    expect(week.weekStart).toBe('2026-03-02');
    expect(week.currentWeek).toHaveLength(7);
    expect(week.currentWeek[5]?.hours).toBe(9);
    expect(week.currentWeek[6]?.hours).toBe(10);
  });

  it('when someone works past the standard week with overnight shifts, then the hours past it are this week’s overtime and an alert names them', async () => {
    venueClockAt('2026-11-23T18:00:00Z'); // Monday
    await start();
    for (const date of ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']) {
      await saveDay(date, { shift: '2 PM - 10 PM', staff: 'Sarah' });
    }
    await saveDay('2026-11-27', { shift: '6 PM - 2 AM', staff: 'Sarah, Mike' });
    await saveDay('2026-11-28', { shift: '6 PM - 2 AM', staff: 'sarah, Mike' });
    const week = await currentWeek();
    expect(week.overtimeHours).toEqual({ thisWeek: 8, thisMonth: 8, budget: 20, standardWeek: 40 });
    expect(week.notifications).toContain(
      'Sarah is scheduled for 48 hours this week, over the standard 40-hour week.',
    );
    expect(week.notifications.filter((text) => text.includes('Mike'))).toEqual([]);
  });

  it('when a week straddles two months, then its overtime counts in the month of the day it is worked', async () => {
    const plan = async () => {
      await saveDay('2026-11-30', { staff: 'Sarah' });
      await saveDay('2026-12-01', { staff: 'Sarah' });
      await saveDay('2026-12-02', { staff: 'Sarah' });
    };
    venueClockAt('2026-11-30T18:00:00Z'); // Monday November 30
    await start({ SCHEDULE_STANDARD_WEEK_HOURS: '16' });
    await plan();
    expect((await currentWeek()).overtimeHours).toMatchObject({ thisWeek: 8, thisMonth: 0 });
    await hosted.close();

    venueClockAt('2026-12-02T18:00:00Z');
    await start({ SCHEDULE_STANDARD_WEEK_HOURS: '16' });
    await plan();
    expect((await currentWeek()).overtimeHours).toMatchObject({ thisWeek: 8, thisMonth: 8 });
  });

  it('when the month’s overtime passes the budget, then an alert says so', async () => {
    venueClockAt('2026-11-25T18:00:00Z');
    await start({ SCHEDULE_STANDARD_WEEK_HOURS: '8', SCHEDULE_OVERTIME_BUDGET_HOURS: '10.5' });
    await saveDay('2026-11-02', { staff: 'Sarah' });
    await saveDay('2026-11-03', { staff: 'Sarah' });
    await saveDay('2026-11-10', { staff: 'Sarah' });
    await saveDay('2026-11-11', { staff: 'Sarah' });
    const week = await currentWeek();
    expect(week.overtimeHours).toEqual({
      thisWeek: 0,
      thisMonth: 16,
      budget: 10.5,
      standardWeek: 8,
    });
    expect(week.notifications).toContain(
      'Overtime this month (16 hours) is over the 10.5-hour budget.',
    );
  });

  it('when days from today on are unscheduled or under- or overstaffed, then each is an alert; days already over are not', async () => {
    venueClockAt('2026-11-25T18:00:00Z'); // Wednesday
    await start({ SCHEDULE_STANDARD_WEEK_HOURS: '60' });
    await saveDay('2026-11-23', { coverage: 'understaffed' });
    await saveDay('2026-11-24');
    await saveDay('2026-11-25', { coverage: 'understaffed' });
    await saveDay('2026-11-26', { shift: '4 PM - 12 AM', coverage: 'overstaffed' });
    await saveDay('2026-11-27');
    await saveDay('2026-11-29');
    expect((await currentWeek()).notifications).toEqual([
      'Wed, Nov 25 is understaffed (2 PM - 10 PM).',
      'Thu, Nov 26 is overstaffed (4 PM - 12 AM).',
      'Sat, Nov 28 has no schedule yet.',
    ]);
  });

  it('when nothing needs attention, then there are no alerts and no overtime', async () => {
    venueClockAt('2026-11-29T18:00:00Z'); // Sunday
    await start();
    await saveDay('2026-11-29');
    const week = await currentWeek();
    expect(week.notifications).toEqual([]);
    expect(week.overtimeHours).toMatchObject({ thisWeek: 0, thisMonth: 0 });
  });
});

describe('performance figures', () => {
  beforeEach(async () => {
    venueClockAt('2026-11-25T18:00:00Z');
    await start();
    await saveDay('2026-11-25', { staff: 'Sarah, Mike, Alex' });
  });

  const putFigures = (name: string, json: unknown) =>
    api(`/api/staff/schedule/performance/${encodeURIComponent(name)}`, {
      method: 'PUT',
      as: 'staff',
      json,
    });

  it('when nobody has figures, then everyone on this week’s schedule is listed by name with none', async () => {
    expect((await currentWeek()).staffPerformance).toEqual([
      { name: 'Alex', punctuality: null, customerRating: null },
      { name: 'Mike', punctuality: null, customerRating: null },
      { name: 'Sarah', punctuality: null, customerRating: null },
    ]);
  });

  it('when figures are saved for a member, then the week shows them, whatever the case of the name', async () => {
    const response = await putFigures('sarah', { punctuality: 96, customerRating: 4.7 });
    expect(response.status).toBe(200);
    expect(staffPerformanceSchema.parse(await response.json())).toEqual({
      name: 'sarah',
      punctuality: 96,
      customerRating: 4.7,
    });
    expect(await putFigures('Mike', { punctuality: '88', customerRating: '4' })).toHaveProperty(
      'status',
      200,
    );
    expect((await currentWeek()).staffPerformance).toEqual([
      { name: 'Alex', punctuality: null, customerRating: null },
      { name: 'Mike', punctuality: 88, customerRating: 4 },
      { name: 'Sarah', punctuality: 96, customerRating: 4.7 },
    ]);
    await expect
      .poll(() => events.filter((event) => event.change === 'performance-saved'))
      .toEqual([
        { change: 'performance-saved', name: 'sarah' },
        { change: 'performance-saved', name: 'Mike' },
      ]);
  });

  it.each([
    [{ punctuality: 101, customerRating: 4 }, 'punctuality'],
    [{ punctuality: 95.5, customerRating: 4 }, 'punctuality'],
    [{ punctuality: 'ninety', customerRating: 4 }, 'punctuality'],
    [{ customerRating: 4 }, 'punctuality'],
    [{ punctuality: 90, customerRating: 0.5 }, 'customerRating'],
    [{ punctuality: 90, customerRating: 5.5 }, 'customerRating'],
    [{ punctuality: 90, customerRating: 4.25 }, 'customerRating'],
    [{ punctuality: 90 }, 'customerRating'],
  ])(
    'when the figures are %o, then it is a 400 naming %s and nothing changes',
    async (json, field) => {
      expect((await putFigures('Alex', { punctuality: 90, customerRating: 4.5 })).status).toBe(200);
      const body = await expectErrorBody(await putFigures('Alex', json), 400);
      expect(body.errors?.[field]?.[0]).toEqual(expect.any(String));
      expect((await currentWeek()).staffPerformance[0]).toEqual({
        name: 'Alex',
        punctuality: 90,
        customerRating: 4.5,
      });
    },
  );

  it('when the name is blank, then it is a 400', async () => {
    const body = await expectErrorBody(
      await putFigures(' ', { punctuality: 90, customerRating: 4 }),
      400,
    );
    expect(body.errors?.['params.name']).toBeDefined();
  });
});

describe('the sample schedule', () => {
  it('when the service first starts, then this month and the next are planned, with figures for all but the newest member', async () => {
    venueClockAt('2026-11-23T18:00:00Z');
    await start({ SCHEDULE_SEED: 'true' });
    const november = await monthly(10, 2026);
    const december = await monthly(11, 2026);
    expect(scheduledIn(november)).toHaveLength(30);
    expect(scheduledIn(december)).toHaveLength(31);
    expect(scheduledIn(await monthly(0, 2027))).toEqual([]);
    for (const day of [...scheduledIn(november), ...scheduledIn(december)]) {
      expect(day.staff.length).toBeGreaterThan(0);
      expect(day.hours).toBeGreaterThan(0);
    }
    const coverages = new Set(scheduledIn(november).map((day) => day.coverage));
    expect(coverages).toEqual(new Set(['full', 'understaffed', 'overstaffed']));
    const week = await currentWeek();
    expect(week.staffPerformance.find((member) => member.name === 'Alex')).toEqual({
      name: 'Alex',
      punctuality: null,
      customerRating: null,
    });
    expect(week.staffPerformance.find((member) => member.name === 'Sarah')?.punctuality).toEqual(
      expect.any(Number),
    );
    expect(week.notifications.length).toBeGreaterThan(0);
  });

  it('when December is the current month, then the plan runs into January of the next year', async () => {
    venueClockAt('2026-12-10T18:00:00Z');
    await start({ SCHEDULE_SEED: 'true' });
    expect(scheduledIn(await monthly(0, 2027))).toHaveLength(31);
  });

  it('when the service starts again after staff cleared a day, then the sample is not written again', async () => {
    venueClockAt('2026-11-23T18:00:00Z');
    await start({ SCHEDULE_SEED: 'true' });
    await saveDay('2026-11-24', { shift: '', staff: '' });
    const { dataDir } = hosted;
    await hosted.stop();
    await start({ SCHEDULE_SEED: 'true' }, dataDir);
    const november = await monthly(10, 2026);
    expect(scheduledIn(november)).toHaveLength(29);
  });
});

describe('settings', () => {
  it.each([
    [{ SCHEDULE_STANDARD_WEEK_HOURS: 'forty' }, 'SCHEDULE_STANDARD_WEEK_HOURS'],
    [{ SCHEDULE_STANDARD_WEEK_HOURS: '0' }, 'SCHEDULE_STANDARD_WEEK_HOURS'],
    [{ SCHEDULE_OVERTIME_BUDGET_HOURS: '-5' }, 'SCHEDULE_OVERTIME_BUDGET_HOURS'],
    [{ SCHEDULE_SEED: 'yes' }, 'SCHEDULE_SEED'],
  ])('when the environment has %o, then the start stops naming %s', async (env, name) => {
    const dataDir = await tempDir('schedule-settings');
    try {
      const failure = startServicesUnderTest([scheduleService], {
        env: { ...baseEnv, ...env },
        dataDir,
      });
      await expect(failure).rejects.toBeInstanceOf(ConfigError);
      await expect(failure).rejects.toThrow(new RegExp(`schedule: ${name}`));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
