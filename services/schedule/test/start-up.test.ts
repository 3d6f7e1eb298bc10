/** What a start does: the sample plan on a fresh store, once, and settings it refuses. */
import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '@venue/service-kit/config';
import { startServicesUnderTest, tempDir } from '@venue/test-helpers/service-harness';
import { scheduleService } from '../src/schedule.service';
import {
  baseEnv,
  closeSchedule,
  currentWeek,
  hosted,
  monthly,
  saveDay,
  scheduledIn,
  start,
  venueClockAt,
} from './schedule-harness';

afterEach(closeSchedule);

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
