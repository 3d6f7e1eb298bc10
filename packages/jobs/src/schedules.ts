/**
 * When a schedule runs. Cron patterns go through cron-parser, the library and the options BullMQ's
 * job schedulers use, so the in-process adapter runs at the instants BullMQ would.
 */
import { CronExpressionParser } from 'cron-parser';
import type { ScheduleWhen } from './jobs.port';

const isTimeZone = (timeZone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
};

const cronRuns = (cron: string, timeZone: string, from: Date, count: number) => {
  // cron-parser reads an empty pattern as every minute; BullMQ would refuse it.
  if (cron.trim() === '') throw new Error('jobs: empty cron pattern');
  // cron-parser accepts an unknown zone and only fails on the first next(), and BullMQ then
  // silently schedules nothing: check the zone first, with a message that names it.
  if (!isTimeZone(timeZone))
    throw new Error(
      `jobs: unknown time zone ${JSON.stringify(timeZone)} (use an IANA name such as America/Winnipeg)`,
    );
  try {
    return CronExpressionParser.parse(cron, { tz: timeZone, currentDate: from })
      .take(count)
      .map((run) => run.toDate());
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`jobs: invalid cron pattern ${JSON.stringify(cron)}: ${reason}`, {
      cause: error,
    });
  }
};

/**
 * The next `count` run instants strictly after `from`. Throws a clear error for an interval that
 * is not a positive whole number of milliseconds, a bad cron pattern or an unknown time zone.
 */
export function nextRuns(when: ScheduleWhen, from: Date, count: number): Date[] {
  if ('cron' in when) return cronRuns(when.cron, when.timeZone, from, count);
  if (!Number.isSafeInteger(when.everyMs) || when.everyMs <= 0)
    throw new Error(`jobs: everyMs must be a positive whole number, got ${when.everyMs}`);
  return Array.from(
    { length: count },
    (_, index) => new Date(from.getTime() + (index + 1) * when.everyMs),
  );
}

/** Refuses a schedule that could never run, before anything is stored. */
export function assertValidSchedule(when: ScheduleWhen): void {
  nextRuns(when, new Date(), 1);
}
