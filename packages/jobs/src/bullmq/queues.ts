/**
 * The producer's side of BullMQ: a Queue per queue name on the producer connection, adding jobs
 * (and waiting for their result through QueueEvents), job schedulers and counts.
 */
import { type JobsOptions, Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import { type Lifecycle, assertNotClosing, assertOpen } from '../adapter-common';
import type { JobsLogger } from '../jobs-logger';
import type { QueueDefinition } from '@venue/contracts/messages';
import {
  type AddOptions,
  type QueueCounts,
  type ScheduleWhen,
  JobFailedError,
  JobTimeoutError,
  assertValidJobId,
  jobDefaults,
  jobRetention,
} from '../jobs.port';
import { assertValidSchedule } from '../schedules';
import { logBullmqErrors } from './connections';
import { jobData, jobIdOf } from './job-data';

/** Listeners for addAndWait outlive its own timer by this much, so the timeout is always ours. */
const waitListenerGraceMs = 1_000;

const retryOptions = (definition: QueueDefinition<unknown>): JobsOptions => ({
  attempts: definition.attempts ?? jobDefaults.attempts,
  backoff: { type: 'exponential', delay: definition.backoffMs ?? jobDefaults.backoffMs },
  removeOnComplete: { count: jobRetention.completed },
  removeOnFail: { count: jobRetention.failed },
});

export function createQueues(options: {
  prefix: string;
  logger: JobsLogger;
  lifecycle: Lifecycle;
  producer: Redis;
  producerReady: () => Promise<void>;
  /** The worker connection, opened on first use. */
  consumer: () => Redis;
}) {
  const { prefix, logger, lifecycle, producer, producerReady } = options;
  const queues = new Map<string, Queue>();
  const queueEvents = new Map<string, Promise<QueueEvents>>();

  const queueFor = (name: string) => {
    let queue = queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: producer, prefix });
      queue.on('error', logBullmqErrors(logger, 'queue', name));
      queues.set(name, queue);
    }
    return queue;
  };

  const queueEventsFor = (name: string) => {
    let events = queueEvents.get(name);
    if (!events) {
      events = (async () => {
        await producerReady();
        // Read from the stream's current end: the default '$' only applies once the first XREAD
        // runs, and a fast job can finish before that (taskforcesh/bullmq#2874).
        const [newest] = await producer.xrevrange(
          queueFor(name).toKey('events'),
          '+',
          '-',
          'COUNT',
          1,
        );
        const created = new QueueEvents(name, {
          connection: options.consumer(),
          prefix,
          lastEventId: newest?.[0] ?? '0-0',
        });
        created.on('error', logBullmqErrors(logger, 'queue events', name));
        return created;
      })();
      queueEvents.set(name, events);
      events.catch(() => queueEvents.delete(name));
    }
    return events;
  };

  const enqueue = async <P>(
    definition: QueueDefinition<P>,
    payload: P,
    addOptions: AddOptions = {},
  ) => {
    assertOpen(lifecycle);
    if (addOptions.jobId !== undefined) assertValidJobId(addOptions.jobId);
    const data = definition.payload.parse(payload);
    await producerReady();
    return queueFor(definition.name).add(definition.name, jobData(data, addOptions.requestId), {
      ...retryOptions(definition),
      ...(addOptions.jobId === undefined ? {} : { jobId: addOptions.jobId }),
      ...(addOptions.delayMs === undefined ? {} : { delay: addOptions.delayMs }),
    });
  };

  return {
    enqueue,

    async addAndWait<P, R>(
      definition: QueueDefinition<P>,
      payload: P,
      { timeoutMs, ...addOptions }: AddOptions & { timeoutMs: number },
    ): Promise<R> {
      assertOpen(lifecycle);
      // Listening before adding; waitUntilFinished also catches a job that had already finished.
      const events = await queueEventsFor(definition.name);
      const job = await enqueue(definition, payload, addOptions);
      const jobId = jobIdOf(job);
      const finished = job
        .waitUntilFinished(events, timeoutMs + waitListenerGraceMs)
        .catch((error: Error) => {
          if (lifecycle.closing) throw new Error('jobs: closed before the job finished');
          throw new JobFailedError(definition.name, jobId, error.message);
        });
      return new Promise<R>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new JobTimeoutError(definition.name, timeoutMs)),
          timeoutMs,
        );
        finished.then(
          (result: R) => {
            clearTimeout(timer);
            resolve(result);
          },
          (error: Error) => {
            clearTimeout(timer);
            reject(error);
          },
        );
      });
    },

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
      await queueFor(definition.name).upsertJobScheduler(
        schedulerId,
        'everyMs' in when ? { every: when.everyMs } : { pattern: when.cron, tz: when.timeZone },
        { name: definition.name, data: jobData(data, undefined), opts: retryOptions(definition) },
      );
    },

    async unschedule<P>(definition: QueueDefinition<P>, schedulerId: string) {
      assertOpen(lifecycle);
      await producerReady();
      await queueFor(definition.name).removeJobScheduler(schedulerId);
    },

    async counts(definition: QueueDefinition<unknown>): Promise<QueueCounts> {
      assertOpen(lifecycle);
      await producerReady();
      const counts = await queueFor(definition.name).getJobCounts(
        'waiting',
        'active',
        'delayed',
        'failed',
      );
      return {
        waiting: counts.waiting ?? 0,
        active: counts.active ?? 0,
        delayed: counts.delayed ?? 0,
        failed: counts.failed ?? 0,
      };
    },

    /** Closes the queue events that were opened, then the queues. */
    async close() {
      const listeners = await Promise.allSettled(queueEvents.values());
      await Promise.all(
        listeners.map((events) =>
          events.status === 'fulfilled' ? events.value.close() : undefined,
        ),
      );
      await Promise.all([...queues.values()].map((queue) => queue.close()));
    },
  };
}
