/** Job schedulers in memory: a timer per schedule, armed again after each run. */
import { assertNotClosing, assertOpen } from '../adapter-common';
import type { QueueDefinition } from '@venue/contracts/messages';
import type { ScheduleWhen } from '../jobs.port';
import { assertValidSchedule, nextRuns } from '../schedules';
import { type JobRunner, enqueue } from './job-runner';
import type { StoredJob } from './queue-state';

/** setTimeout fires at once for longer delays (Node's TIMEOUT_MAX). */
const longestTimerMs = 2 ** 31 - 1;

const scheduleKey = (definition: QueueDefinition<unknown>, schedulerId: string) =>
  `${definition.name}:${schedulerId}`;

export function createSchedulers(runner: JobRunner) {
  const schedules = new Map<string, NodeJS.Timeout>();

  return {
    async schedule<P>(
      definition: QueueDefinition<P>,
      schedulerId: string,
      when: ScheduleWhen,
      payload: P,
    ) {
      assertNotClosing(runner.lifecycle);
      definition.payload.parse(payload);
      assertValidSchedule(when);
      const key = scheduleKey(definition, schedulerId);
      clearTimeout(schedules.get(key));
      let pending: StoredJob | undefined;
      // Like a BullMQ job scheduler: never piles up iterations while the previous one still
      // waits for a worker.
      const run = () => {
        if (pending && (pending.state === 'waiting' || pending.state === 'delayed')) return;
        pending = enqueue(runner, definition, payload);
      };
      const nextAfter = (instant: number) => nextRuns(when, new Date(instant), 1)[0]!.getTime();
      const arm = (at: number) => {
        const timer = setTimeout(
          () => {
            // A long wait is taken in steps, and the clock may read a little before `at`.
            if (Date.now() < at) return arm(at);
            run();
            // From now if the process was too busy to run on time: missed runs are skipped.
            arm(nextAfter(Math.max(at, Date.now())));
          },
          Math.min(at - Date.now(), longestTimerMs),
        );
        // unref: a schedule alone must not keep the process alive.
        schedules.set(key, timer.unref());
      };
      // As in BullMQ, an interval runs at once and a cron pattern at its next match.
      if ('everyMs' in when) run();
      arm(nextAfter(Date.now()));
    },

    async unschedule<P>(definition: QueueDefinition<P>, schedulerId: string) {
      assertOpen(runner.lifecycle);
      const key = scheduleKey(definition, schedulerId);
      clearTimeout(schedules.get(key));
      schedules.delete(key);
    },

    stop() {
      schedules.forEach((timer) => clearTimeout(timer));
    },
  };
}
