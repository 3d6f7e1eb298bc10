/** Filling a week from the one before it. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copiedWeekSchema } from '@venue/contracts/schedule-payroll';
import {
  api,
  closeSchedule,
  events,
  expectErrorBody,
  monthly,
  saveDay,
  scheduledIn,
  start,
} from './schedule-harness';

afterEach(closeSchedule);

const copy = async (json: unknown) => {
  const response = await api('/api/staff/schedule/weeks/copy', {
    method: 'POST',
    as: 'staff',
    json,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return copiedWeekSchema.parse(await response.json());
};

const dayOn = async (date: string) =>
  scheduledIn(await monthly(Number(date.slice(5, 7)) - 1, Number(date.slice(0, 4)))).find(
    (day) => day.date === date,
  );

describe('copying last week', () => {
  beforeEach(async () => {
    await start();
    // The week of Monday, November 16, 2026: Monday, Wednesday and Saturday.
    await saveDay('2026-11-16', {
      shift: '2 PM - 10 PM',
      staff: 'Sarah, Mike',
      coverage: 'understaffed',
    });
    await saveDay('2026-11-18', {
      shift: '',
      staff: [],
      shifts: [
        { name: 'Sam', start: '10:00', end: '20:00' },
        { name: 'Robin', start: '16:00', end: '00:30' },
      ],
    });
    await saveDay('2026-11-21', { shift: 'all day', staff: 'Priya' });
    // Already planned in the week of November 23.
    await saveDay('2026-11-25', { shift: '4 PM - 12 AM', staff: 'Jordan' });
    await expect.poll(() => events).toHaveLength(4);
  });

  it('when the week is copied, then each day of the week before lands on its weekday with everyone’s times, and a day already planned is kept', async () => {
    expect(await copy({ weekStart: '2026-11-23' })).toEqual({
      weekStart: '2026-11-23',
      copiedFrom: '2026-11-16',
      copied: ['2026-11-23', '2026-11-28'],
      kept: ['2026-11-25'],
    });
    const monday = await dayOn('2026-11-16');
    expect(await dayOn('2026-11-23')).toEqual({ ...monday, date: '2026-11-23' });
    expect(await dayOn('2026-11-25')).toMatchObject({ staff: ['Jordan'], shift: '4 PM - 12 AM' });
    expect(await dayOn('2026-11-28')).toMatchObject({
      day: 'Sat',
      shift: 'all day',
      staff: ['Priya'],
      shifts: [],
    });
    await expect.poll(() => events).toHaveLength(6);
    expect(events.slice(4)).toEqual([
      { change: 'day-saved', date: '2026-11-23' },
      { change: 'day-saved', date: '2026-11-28' },
    ]);
  });

  it('when the copy replaces days already planned, then they take the week before’s, and days the week before left empty stay as they are', async () => {
    await saveDay('2026-11-24', { shift: '12 PM - 8 PM', staff: 'Alex' });
    const copied = await copy({ weekStart: '2026-11-23', replace: true });
    expect(copied.copied).toEqual(['2026-11-23', '2026-11-25', '2026-11-28']);
    expect(copied.kept).toEqual([]);
    expect(await dayOn('2026-11-25')).toMatchObject({
      shift: '10 AM - 12:30 AM',
      staff: ['Sam', 'Robin'],
      shifts: [
        { name: 'Sam', start: '10:00', end: '20:00', hours: 9.5 },
        { name: 'Robin', start: '16:00', end: '00:30', hours: 8 },
      ],
    });
    expect(await dayOn('2026-11-24')).toMatchObject({ staff: ['Alex'] });
  });

  it('when the week before is empty, then nothing is written or announced', async () => {
    expect(await copy({ weekStart: '2026-12-07' })).toEqual({
      weekStart: '2026-12-07',
      copiedFrom: '2026-11-30',
      copied: [],
      kept: [],
    });
    expect(scheduledIn(await monthly(11, 2026))).toEqual([]);
    expect(events).toHaveLength(4);
  });

  it.each([
    [{ weekStart: '2026-11-24' }, 'weekStart'],
    [{ weekStart: '24/11/2026' }, 'weekStart'],
    [{ weekStart: '2023-11-20' }, 'weekStart'],
    [{ weekStart: '2026-11-23', replace: 'yes' }, 'replace'],
    [{}, 'weekStart'],
  ])('when the body is %o, then it is a 400 naming %s and nothing changes', async (json, field) => {
    const before = await monthly(10, 2026);
    const body = await expectErrorBody(
      await api('/api/staff/schedule/weeks/copy', { method: 'POST', as: 'staff', json }),
      400,
    );
    expect(body.errors?.[field]?.[0]).toEqual(expect.any(String));
    expect(await monthly(10, 2026)).toEqual(before);
  });
});
