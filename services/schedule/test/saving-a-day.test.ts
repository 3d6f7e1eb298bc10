/** Saving a day of the monthly calendar: what is stored, what is announced, what is refused. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  api,
  closeSchedule,
  dayBody,
  events,
  expectErrorBody,
  hosted,
  monthly,
  plainDay,
  saveDay,
  scheduledIn,
  shiftsOf,
  start,
} from './schedule-harness';

afterEach(closeSchedule);

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
        shifts: shiftsOf(['Priya'], '16:00', '00:00', 7.5),
        short: true,
        ...plainDay,
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
      shifts: [],
      short: true,
      ...plainDay,
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
