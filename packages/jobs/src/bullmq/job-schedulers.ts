/** Repeating jobs with BullMQ's job schedulers. */
import { type Lifecycle, assertNotClosing, assertOpen } from '../adapter-common';
import type { QueueDefinition } from '@venue/contracts/messages';
import type { ScheduleWhen } from '../jobs.port';
import { assertValidSchedule } from '../schedules';
import { retryOptions } from './add-jobs';
import { jobData } from './job-data';
import type { OpenQueues } from './open-queues';

export function jobSchedulers(options: {
  lifecycle: Lifecycle;
  producerReady: () => Promise<void>;
  open: OpenQueues;
}) {
  const { lifecycle, producerReady, open } = options;
  return {
    async schedule<P>(
      definition: QueueDefinition<P>,
      schedulerId: string,
      when: ScheduleWhen,
      payload: P,
    ) {
      assertNotClosing(lifecycle);
      const data = definition.payload.parse(payload);
      assertValidSchedule(when);
      await producerReady();
      await open
        .queueFor(definition.name)
        .upsertJobScheduler(
          schedulerId,
          'everyMs' in when ? { every: when.everyMs } : { pattern: when.cron, tz: when.timeZone },
          { name: definition.name, data: jobData(data, undefined), opts: retryOptions(definition) },
        );
    },

    async unschedule<P>(definition: QueueDefinition<P>, schedulerId: string) {
      assertOpen(lifecycle);
      await producerReady();
      await open.queueFor(definition.name).removeJobScheduler(schedulerId);
    },
  };
}
