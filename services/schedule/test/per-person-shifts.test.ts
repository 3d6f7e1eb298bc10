/**
 * Each person's own shift on a day: what is stored and shown, how the spec's one-shift body is
 * read, and what is refused.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staffNameKey, staffNameSchema } from '@venue/contracts/schedule';
import {
  api,
  closeSchedule,
  currentWeek,
  dayBody,
  events,
  expectErrorBody,
  hosted,
  monthly,
  saveDay,
  scheduledIn,
  start,
  venueClockAt,
} from './schedule-harness';

afterEach(closeSchedule);

const sam = { name: 'Sam', start: '10:00', end: '20:00' };
const robin = { name: 'Robin', start: '16:00', end: '00:30' };

describe('a day of people with shifts of their own', () => {
  beforeEach(() => start());

  it('when people have different times, then each keeps theirs, the shift is the span and its hours are the span’s', async () => {
    const saved = await saveDay('2026-12-12', { shift: '', staff: [], shifts: [sam, robin] });
    expect(saved).toMatchObject({
      shift: '10 AM - 12:30 AM',
      staff: ['Sam', 'Robin'],
      hours: 14.5,
      shifts: [
        { ...sam, hours: 9.5 },
        { ...robin, hours: 8 },
      ],
    });
    expect(scheduledIn(await monthly(11, 2026))).toEqual([saved]);
  });

  it('when a named person has no shift of their own, then they work the shift text’s times', async () => {
    const saved = await saveDay('2026-12-12', {
      shift: '2 PM - 10 PM',
      staff: 'Jordan, Sam',
      shifts: [sam],
    });
    expect(saved.shifts).toEqual([
      { name: 'Jordan', start: '14:00', end: '22:00', hours: 7.5 },
      { ...sam, hours: 9.5 },
    ]);
    expect(saved.shift).toBe('10 AM - 10 PM');
  });

  it('when someone with a shift is not named in staff, then they join the day after the named', async () => {
    const saved = await saveDay('2026-12-12', {
      shift: '2 PM - 10 PM',
      staff: 'Jordan',
      shifts: [robin],
    });
    expect(saved.staff).toEqual(['Jordan', 'Robin']);
  });

  it('when everyone works the shift text, then the text is shown as it was written', async () => {
    const saved = await saveDay('2026-12-12', { shift: '2:30pm-11pm', staff: 'Sam, Robin' });
    expect(saved.shift).toBe('2:30pm-11pm');
    expect(saved.shifts.map((shift) => `${shift.start}-${shift.end}`)).toEqual([
      '14:30-23:00',
      '14:30-23:00',
    ]);
  });

  it('when a client that knows only the spec’s fields sends back the day’s span, then everyone still on it keeps their own times', async () => {
    const saved = await saveDay('2026-12-12', { shift: '', staff: [], shifts: [sam, robin] });
    const again = await saveDay('2026-12-12', {
      shift: saved.shift,
      staff: ['Sam', 'Robin', 'Priya'],
      coverage: 'overstaffed',
    });
    expect(again.shifts).toEqual([
      { ...sam, hours: 9.5 },
      { ...robin, hours: 8 },
      { name: 'Priya', start: '10:00', end: '00:30', hours: 13.5 },
    ]);
    expect(again.coverage).toBe('overstaffed');
  });

  it('when a client sends a new shift text for the day, then everyone named works it', async () => {
    await saveDay('2026-12-12', { shift: '', staff: [], shifts: [sam, robin] });
    const again = await saveDay('2026-12-12', { shift: '2 PM - 10 PM', staff: ['Sam', 'Robin'] });
    expect(again.shifts.map((shift) => `${shift.name} ${shift.start}-${shift.end}`)).toEqual([
      'Sam 14:00-22:00',
      'Robin 14:00-22:00',
    ]);
  });

  it('when the shift text is not a time range, then it is kept as written, its hours are unknown, and the alerts say so', async () => {
    venueClockAt('2026-12-09T18:00:00Z'); // Wednesday
    const saved = await saveDay('2026-12-12', { shift: 'afternoon', staff: 'Sam, Robin' });
    expect(saved).toMatchObject({
      shift: 'afternoon',
      staff: ['Sam', 'Robin'],
      shifts: [],
      hours: 0,
    });
    const week = await currentWeek();
    expect(week.notifications).toContain(
      'Sat 12 Dec: the shift "afternoon" is not a time range, so the hours of Sam, Robin are unknown.',
    );
    const payroll = (await (
      await api('/api/staff/schedule/payroll?from=2026-12-07&to=2026-12-13', { as: 'staff' })
    ).json()) as { people: Array<{ name: string; totalHours: number; unknownShifts: number }> };
    expect(payroll.people).toEqual([
      expect.objectContaining({ name: 'Robin', totalHours: 0, unknownShifts: 1 }),
      expect.objectContaining({ name: 'Sam', totalHours: 0, unknownShifts: 1 }),
    ]);
  });

  it.each([
    ['a start that is not a time', 'shifts.0.start', { shifts: [{ ...sam, start: '25:00' }] }],
    ['an end in 12-hour text', 'shifts.0.end', { shifts: [{ ...sam, end: '8 PM' }] }],
    ['a shift that ends when it starts', 'shifts.0.end', { shifts: [{ ...sam, end: '10:00' }] }],
    ['one person twice', 'shifts.1.name', { shifts: [sam, { ...robin, name: 'sam' }] }],
    ['a blank name', 'shifts.0.name', { shifts: [{ ...sam, name: '  ' }] }],
    ['shifts that are not a list', 'shifts', { shifts: 'Sam 10-8' }],
    [
      'a named person without times and no shift text',
      'shift',
      { shift: '', staff: 'Jordan', shifts: [sam] },
    ],
    [
      'more than 30 people',
      'staff',
      {
        staff: Array.from({ length: 20 }, (_, index) => `Named ${index}`),
        shifts: Array.from({ length: 11 }, (_, index) => ({ ...sam, name: `Timed ${index}` })),
      },
    ],
  ])(
    'when the body has %s, then it is a 400 naming %s and nothing changes',
    async (_label, field, fields) => {
      await saveDay('2026-12-12', { shifts: [sam] });
      await expect.poll(() => events).toHaveLength(1);
      const before = await monthly(11, 2026);
      const body = await expectErrorBody(
        await api('/api/staff/schedule/monthly/update', {
          method: 'POST',
          as: 'staff',
          json: dayBody('2026-12-12', fields),
        }),
        400,
      );
      expect(Object.keys(body.errors ?? {})).toContain(field);
      expect(await monthly(11, 2026)).toEqual(before);
      await hosted.services.schedule!.outbox.relay();
      expect(events).toHaveLength(1);
    },
  );
});

const clock = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
  .map(([hour, minute]) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);
const name = fc
  .string({ minLength: 1, maxLength: 60, unit: 'grapheme' })
  .filter((text) => !text.includes(',') && staffNameSchema.safeParse(text).success)
  .map((text) => text.trim());
const shift = fc
  .record({ name, start: clock, end: clock })
  .filter((planned) => planned.start !== planned.end);
const day = fc
  .tuple(
    fc.integer({ min: 1, max: 28 }),
    fc.uniqueArray(shift, {
      minLength: 1,
      maxLength: 5,
      selector: (planned) => staffNameKey(planned.name),
    }),
  )
  .map(([dayOfMonth, shifts]) => ({
    date: `2026-02-${String(dayOfMonth).padStart(2, '0')}`,
    shifts,
  }));

describe('storing shifts', () => {
  it('when any days of people and times are saved, then they read back the same after a restart', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(day, { minLength: 1, maxLength: 4, selector: (planned) => planned.date }),
        async (days) => {
          await start();
          for (const planned of days) {
            await saveDay(planned.date, { shift: '', staff: [], shifts: planned.shifts });
          }
          const before = await monthly(1, 2026);
          expect(
            scheduledIn(before).map((saved) =>
              saved.shifts.map(({ name, start, end }) => ({ name, start, end })),
            ),
          ).toEqual(
            [...days].sort((a, b) => a.date.localeCompare(b.date)).map((planned) => planned.shifts),
          );
          const { dataDir } = hosted;
          await hosted.stop();
          await start({}, dataDir);
          expect(await monthly(1, 2026)).toEqual(before);
          await closeSchedule();
        },
      ),
      { numRuns: 8 },
    );
  });
});
