/**
 * Jobs on Redis through BullMQ 6, wired from its parts in bullmq/: the connections (one factory
 * creates every ioredis connection we own), the queues producers add to, the workers, the
 * subscribers' registry (publish adds a job for each) and the listeners' pub/sub.
 */
import type { Redis } from 'ioredis';
import {
  assertNotClosing,
  assertOpen,
  createListenerCalls,
  eventToPublish,
  openLifecycle,
  subscriberHandler,
} from './adapter-common';
import { type JobsLogger, stderrJsonLogger } from './jobs-logger';
import { type Jobs, subscriberQueue } from './jobs.port';
import { createRedisConnections, untilReady } from './bullmq/connections';
import { createEventListeners } from './bullmq/event-listeners';
import { createEventSubscribers } from './bullmq/event-subscribers';
import { createQueues } from './bullmq/queues';
import { createWorkers } from './bullmq/workers';
import { jobIdOf } from './bullmq/job-data';

export interface BullmqJobsOptions {
  redisUrl: string;
  /** Namespace for every key (BullMQ's own default is 'bull'). */
  prefix?: string;
  logger?: JobsLogger;
  /** How long producer calls and ping() wait for a connection before rejecting (default 3 s). */
  connectTimeoutMs?: number;
}

export function createBullmqJobs(options: BullmqJobsOptions): Jobs {
  const prefix = options.prefix ?? 'bull';
  const logger = options.logger ?? stderrJsonLogger;
  const connectTimeoutMs = options.connectTimeoutMs ?? 3_000;
  const lifecycle = openLifecycle();

  const connections = createRedisConnections({
    redisUrl: options.redisUrl,
    prefix,
    logger,
    lifecycle,
  });
  const producer = connections.open('producer');
  const producerReady = () => untilReady(producer, connectTimeoutMs);
  const subscribers = createEventSubscribers({ prefix, logger });
  // Only processes that work, subscribe or wait for results open the worker connection.
  let consumer: Redis | undefined;
  const consumerConnection = () =>
    (consumer ??= subscribers.registerAgainWhenReady(connections.open('worker')));

  const queues = createQueues({
    prefix,
    logger,
    lifecycle,
    producer,
    producerReady,
    consumer: consumerConnection,
  });
  const workers = createWorkers({ prefix, logger, lifecycle, consumer: consumerConnection });
  const calls = createListenerCalls(logger);
  const listeners = createEventListeners({
    prefix,
    logger,
    lifecycle,
    calls,
    open: () => connections.open('listener'),
  });

  return {
    async add(definition, payload, addOptions) {
      return { jobId: jobIdOf(await queues.enqueue(definition, payload, addOptions)) };
    },

    addAndWait: queues.addAndWait,
    schedule: queues.schedule,
    unschedule: queues.unschedule,
    work: workers.work,

    async publish(event, payload, publishOptions) {
      assertOpen(lifecycle);
      const { eventId, data, requestId } = eventToPublish(event, payload, publishOptions);
      await producerReady();
      // So that a process which subscribes or listens and then publishes reaches its own
      // subscribers and listeners.
      await Promise.all([...subscribers.registrations, ...listeners.subscriptions]);
      const names = await subscribers.list(producer, event.name);
      await Promise.all([
        ...names.map((subscriber) =>
          queues.enqueue(subscriberQueue(event, subscriber), payload, {
            jobId: eventId,
            requestId,
          }),
        ),
        listeners.announce(producer, event.name, { eventId, payload: data, requestId }),
      ]);
      return { eventId };
    },

    subscribe(event, subscriber, handler, workOptions) {
      assertNotClosing(lifecycle);
      workers.work(subscriberQueue(event, subscriber), subscriberHandler(handler), workOptions);
      subscribers.add(consumerConnection(), event.name, subscriber);
    },

    listen: listeners.listen,
    watchListening: listeners.watchListening,
    counts: queues.counts,

    async ping() {
      assertOpen(lifecycle);
      await producerReady();
      await producer.ping();
    },

    close() {
      lifecycle.closing ??= (async () => {
        // Workers first: they finish their active jobs, which may still add jobs or publish.
        await workers.close();
        lifecycle.closed = true;
        await calls.settled();
        await queues.close();
        await connections.closeAll();
      })();
      return lifecycle.closing;
    },
  };
}
