/**
 * The producer's side of BullMQ, one use case a file: the queues opened on first use
 * (open-queues.ts), adding jobs and waiting for their result (add-jobs.ts), job schedulers
 * (job-schedulers.ts), and each queue's counts.
 */
import { type Lifecycle, assertOpen } from '../adapter-common';
import type { QueueDefinition } from '@venue/contracts/messages';
import type { QueueCounts } from '../jobs.port';
import { addJobs } from './add-jobs';
import { jobSchedulers } from './job-schedulers';
import { openQueues, type QueueConnections } from './open-queues';

export function createQueues(options: QueueConnections & { lifecycle: Lifecycle }) {
  const { lifecycle, producerReady } = options;
  const open = openQueues(options);
  return {
    ...addJobs({ lifecycle, producerReady, open }),
    ...jobSchedulers({ lifecycle, producerReady, open }),

    async counts(definition: QueueDefinition<unknown>): Promise<QueueCounts> {
      assertOpen(lifecycle);
      await producerReady();
      const counts = await open
        .queueFor(definition.name)
        .getJobCounts('waiting', 'active', 'delayed', 'failed');
      return {
        waiting: counts.waiting ?? 0,
        active: counts.active ?? 0,
        delayed: counts.delayed ?? 0,
        failed: counts.failed ?? 0,
      };
    },

    close: open.close,
  };
}
