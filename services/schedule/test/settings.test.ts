/** The schedule's settings: their defaults, who may change them, what is refused and kept. */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { eventKinds } from '@venue/contracts/events';
import {
  payPeriodLengths,
  scheduleSettingsSchema,
  type ScheduleSettings,
} from '@venue/contracts/schedule-settings';
import {
  api,
  closeSchedule,
  events,
  expectErrorBody,
  hosted,
  saveDay,
  start,
} from './schedule-harness';

afterEach(closeSchedule);

const readSettings = async () =>
  scheduleSettingsSchema.parse(
    await (await api('/api/staff/schedule/settings', { as: 'staff' })).json(),
  );

const putSettings = (json: unknown, as: 'staff' | 'admin' = 'admin') =>
  api('/api/staff/schedule/settings', { method: 'PUT', as, json });

const defaults: ScheduleSettings = {
  standardDayHours: 8,
  standardWeekHours: 40,
  overtimeBudgetHours: 20,
  payPeriodDays: 14,
  payPeriodStart: '2024-01-01',
  staffNeeded: { Sun: 2, Mon: 2, Tue: 2, Wed: 2, Thu: 2, Fri: 2, Sat: 2 },
  extraStaffPerEvent: { tournament: 2, league: 1, other: 1 },
};

describe('the settings', () => {
  it('when no admin has saved any, then they are Manitoba’s standard day and the environment’s week and budget', async () => {
    await start({ SCHEDULE_STANDARD_WEEK_HOURS: '40', SCHEDULE_OVERTIME_BUDGET_HOURS: '20' });
    expect(await readSettings()).toEqual(defaults);
  });

  it('when an admin saves an averaging agreement’s standard hours, then they are kept, announced and used', async () => {
    await start();
    for (const date of ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19']) {
      await saveDay(date, { shift: '10 AM - 8:30 PM', staff: 'Sam' });
    }
    const saved = await putSettings({ ...defaults, standardDayHours: '10', standardWeekHours: 40 });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ ...defaults, standardDayHours: 10 });
    await expect.poll(() => events).toContainEqual({ change: 'settings-saved' });
    const payroll = (await (
      await api('/api/staff/schedule/payroll?from=2026-11-16&to=2026-11-22', { as: 'staff' })
    ).json()) as { people: Array<{ regularHours: number; overtimeHours: number }> };
    expect(payroll.people).toEqual([
      expect.objectContaining({ regularHours: 40, overtimeHours: 0 }),
    ]);
  });

  it('when a staff member who is not an admin saves settings, then it is a 403 and nothing changes', async () => {
    await start();
    await expectErrorBody(await putSettings({ ...defaults, standardDayHours: 10 }, 'staff'), 403);
    expect(await readSettings()).toEqual(defaults);
  });

  it.each([
    [{ standardDayHours: 0 }, 'standardDayHours'],
    [{ standardDayHours: 'eight' }, 'standardDayHours'],
    [{ standardDayHours: 7.3 }, 'standardDayHours'],
    [{ standardWeekHours: 169 }, 'standardWeekHours'],
    [{ overtimeBudgetHours: -1 }, 'overtimeBudgetHours'],
    [{ payPeriodDays: 10 }, 'payPeriodDays'],
    [{ payPeriodStart: '2026-02-30' }, 'payPeriodStart'],
    [{ staffNeeded: { ...defaults.staffNeeded, Mon: 2.5 } }, 'staffNeeded.Mon'],
    [{ staffNeeded: { ...defaults.staffNeeded, Sat: 31 } }, 'staffNeeded.Sat'],
    [{ staffNeeded: { Mon: 2 } }, 'staffNeeded.Sun'],
    [
      { extraStaffPerEvent: { ...defaults.extraStaffPerEvent, tournament: -2 } },
      'extraStaffPerEvent.tournament',
    ],
    [{ extraStaffPerEvent: null }, 'extraStaffPerEvent'],
  ])(
    'when the settings have %o, then it is a 400 naming %s and nothing changes',
    async (fields, field) => {
      await start();
      const body = await expectErrorBody(await putSettings({ ...defaults, ...fields }), 400);
      expect(body.errors?.[field]?.[0]).toEqual(expect.any(String));
      expect(await readSettings()).toEqual(defaults);
    },
  );
});

const quarterHours = (min: number, max: number) =>
  fc.integer({ min: min * 4, max: max * 4 }).map((quarters) => quarters / 4);
const staffCount = fc.integer({ min: 0, max: 30 });
const settings = fc.record({
  standardDayHours: quarterHours(1, 24),
  standardWeekHours: quarterHours(1, 168),
  overtimeBudgetHours: quarterHours(0, 10_000),
  payPeriodDays: fc.constantFrom(...payPeriodLengths),
  payPeriodStart: fc
    .date({ min: new Date('2000-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  staffNeeded: fc.record({
    Sun: staffCount,
    Mon: staffCount,
    Tue: staffCount,
    Wed: staffCount,
    Thu: staffCount,
    Fri: staffCount,
    Sat: staffCount,
  }),
  extraStaffPerEvent: fc.record(
    Object.fromEntries(eventKinds.map((kind) => [kind, staffCount])) as Record<
      (typeof eventKinds)[number],
      typeof staffCount
    >,
  ),
});

describe('storing the settings', () => {
  it('when any valid settings are saved, then they read back the same after a restart', async () => {
    await start();
    await fc.assert(
      fc.asyncProperty(settings, async (chosen) => {
        expect((await putSettings(chosen)).status).toBe(200);
        expect(await readSettings()).toEqual(chosen);
      }),
      { numRuns: 25 },
    );
    const last = await readSettings();
    const { dataDir } = hosted;
    await hosted.stop();
    await start({}, dataDir);
    expect(await readSettings()).toEqual(last);
  });
});
