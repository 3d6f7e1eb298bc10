/** The current venue week (Monday to Sunday): its days, its overtime and its alerts. */
import { afterEach, describe, expect, it } from 'vitest';
import { isScheduled } from '@venue/contracts/schedule';
import {
  api,
  closeSchedule,
  currentWeek,
  hosted,
  plainDay,
  saveDay,
  scheduleDayKeys,
  shiftsOf,
  start,
  venueClockAt,
} from './schedule-harness';

afterEach(closeSchedule);

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
      shifts: shiftsOf(['Sarah', 'Mike'], '14:00', '22:00', 7.5),
      short: false,
      ...plainDay,
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

  it('when someone works past the standard week with overnight shifts, then the paid hours past it are this week’s overtime, on the day that passes it, and alerts name them', async () => {
    venueClockAt('2026-11-23T18:00:00Z'); // Monday
    await start();
    for (const date of ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']) {
      await saveDay(date, { shift: '2 PM - 10 PM', staff: 'Sarah' });
    }
    await saveDay('2026-11-27', { shift: '6 PM - 2 AM', staff: 'Sarah, Mike' });
    await saveDay('2026-11-28', { shift: '6 PM - 2 AM', staff: 'sarah, Mike' });
    const week = await currentWeek();
    // Six 8-hour shifts, each less its unpaid 30 minutes: 45 paid hours, 5 past the 40.
    expect(week.overtimeHours).toEqual({
      thisWeek: 5,
      thisMonth: 5,
      budget: 20,
      standardWeek: 40,
      standardDay: 8,
    });
    expect(week.notifications).toContain('Sarah: 7.5 h on Sat 28 Nov, 5 h overtime.');
    expect(week.notifications).toContain(
      'Sarah is scheduled for 45 hours this week, over the standard 40-hour week.',
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
    // 7.5 paid hours a day: 22.5 in the week, 6.5 past its 16, all on December 2.
    expect((await currentWeek()).overtimeHours).toMatchObject({ thisWeek: 6.5, thisMonth: 0 });
    await hosted.close();

    venueClockAt('2026-12-02T18:00:00Z');
    await start({ SCHEDULE_STANDARD_WEEK_HOURS: '16' });
    await plan();
    expect((await currentWeek()).overtimeHours).toMatchObject({ thisWeek: 6.5, thisMonth: 6.5 });
  });

  it('when the month’s overtime passes the budget, then an alert says so', async () => {
    venueClockAt('2026-11-25T18:00:00Z');
    await start({ SCHEDULE_STANDARD_WEEK_HOURS: '8', SCHEDULE_OVERTIME_BUDGET_HOURS: '10.5' });
    await saveDay('2026-11-02', { staff: 'Sarah' });
    await saveDay('2026-11-03', { staff: 'Sarah' });
    await saveDay('2026-11-09', { staff: 'Sarah' });
    await saveDay('2026-11-10', { staff: 'Sarah' });
    const week = await currentWeek();
    // Two weeks of two 7.5-hour days past an 8-hour week: 7 hours of overtime each.
    expect(week.overtimeHours).toEqual({
      thisWeek: 0,
      thisMonth: 14,
      budget: 10.5,
      standardWeek: 8,
      standardDay: 8,
    });
    expect(week.notifications).toContain(
      'Overtime this month (14 hours) is over the 10.5-hour budget.',
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
      'Wed 25 Nov is understaffed (2 PM - 10 PM).',
      'Thu 26 Nov is overstaffed (4 PM - 12 AM).',
      'Sat 28 Nov has no schedule yet.',
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
