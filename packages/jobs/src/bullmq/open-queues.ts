/**
 * BullMQ's producer objects: a Queue per queue name on the producer connection, and the
 * QueueEvents addAndWait listens to, each opened on first use and closed at the end.
 */
import { Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import type { JobsLogger } from '../jobs-logger';
import { logBullmqErrors } from './connections';

export interface QueueConnections {
  prefix: string;
  logger: JobsLogger;
  producer: Redis;
  producerReady: () => Promise<void>;
  /** The worker connection, opened on first use. */
  consumer: () => Redis;
}

export function openQueues(options: QueueConnections) {
  const { prefix, logger, producer, producerReady } = options;
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

  return {
    queueFor,
    queueEventsFor,

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

export type OpenQueues = ReturnType<typeof openQueues>;
