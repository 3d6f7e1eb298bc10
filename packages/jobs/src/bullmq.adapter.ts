/**
 * Jobs on Redis through BullMQ 6. Connections follow BullMQ's going-to-production guide:
 * producers fail fast (no offline queue), workers wait out disconnections
 * (maxRetriesPerRequest: null). One factory creates every ioredis connection we own. A job's
 * data is `{payload, requestId?}` (see jobData). Listeners hear events through Redis pub/sub,
 * on channel `${prefix}:event:${event}`, as JSON `{eventId, payload, requestId?}`.
 */
import { type Job, type JobsOptions, Queue, QueueEvents, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { type JobsLogger, stderrJsonLogger } from './jobs-logger';
import type { EventDefinition, QueueDefinition } from '@venue/contracts/messages';
import {
  type AddOptions,
  type EventListener,
  type EventMeta,
  type JobHandler,
  type Jobs,
  type WorkOptions,
  JobFailedError,
  JobTimeoutError,
  UnrecoverableJobError,
  assertValidJobId,
  jobDefaults,
  jobRetention,
  subscriberQueue,
} from './jobs.port';
import { assertValidSchedule } from './schedules';

export interface BullmqJobsOptions {
  redisUrl: string;
  /** Namespace for every key (BullMQ's own default is 'bull'). */
  prefix?: string;
  logger?: JobsLogger;
  /** How long producer calls and ping() wait for a connection before rejecting (default 3 s). */
  connectTimeoutMs?: number;
}

type ConnectionRole = 'producer' | 'worker' | 'listener';

/** The reconnect backoff BullMQ gives connections it creates itself: 1 s growing to 20 s. */
const retryStrategy = (times: number) => Math.max(Math.min(Math.exp(times), 20_000), 1_000);

/** Listeners for addAndWait outlive its own timer by this much, so the timeout is always ours. */
const waitListenerGraceMs = 1_000;

/** What publish() sends on an event's channel. */
const eventEnvelope = z.object({
  eventId: z.string(),
  payload: z.unknown(),
  requestId: z.string().optional(),
});

/** What a job holds: its payload, and the request it was added for. */
const jobEnvelope = z.strictObject({ payload: z.unknown(), requestId: z.string().optional() });
type JobData = z.infer<typeof jobEnvelope>;

const jobData = (payload: unknown, requestId: string | undefined): JobData =>
  requestId === undefined ? { payload } : { payload, requestId };

/** A job's data as stored; one added before jobs carried request ids held its bare payload. */
function readJobData(data: unknown): JobData {
  const envelope = jobEnvelope.safeParse(data);
  return envelope.success && typeof data === 'object' && data !== null && 'payload' in data
    ? envelope.data
    : { payload: data };
}

/** Node's codes for a socket that cannot reach or lost its peer. */
const connectionErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

const isConnectionError = (error: Error) =>
  ('code' in error && typeof error.code === 'string' && connectionErrorCodes.has(error.code)) ||
  error.message === 'Connection is closed.';

const jobIdOf = (job: Job) => {
  if (!job.id) throw new Error(`jobs: BullMQ returned a job without id on ${job.queueName}`);
  return job.id;
};

async function closeConnection(connection: Redis) {
  if (connection.status !== 'ready') {
    connection.disconnect();
    return;
  }
  await connection.quit().catch(() => connection.disconnect());
}

export function createBullmqJobs(options: BullmqJobsOptions): Jobs {
  const prefix = options.prefix ?? 'bull';
  const logger = options.logger ?? stderrJsonLogger;
  const connectTimeoutMs = options.connectTimeoutMs ?? 3_000;

  let closing: Promise<void> | undefined;
  // Producing stays allowed while closing, until the workers' last jobs are done.
  let closed = false;

  // An outage is logged once when a connection drops and once when all are back, rather than at
  // every reconnect attempt of every connection.
  const connections: Redis[] = [];
  let outage = false;
  const connect = (role: ConnectionRole) => {
    const connection = new Redis(
      options.redisUrl,
      role === 'producer'
        ? { enableOfflineQueue: false, retryStrategy, connectionName: `${prefix}:producer` }
        : { maxRetriesPerRequest: null, retryStrategy, connectionName: `${prefix}:${role}` },
    );
    let lastError: string | undefined;
    connection.on('error', (error: Error) => {
      lastError = error.message;
    });
    connection.on('close', () => {
      if (outage || closed) return;
      outage = true;
      logger.warn(
        lastError === undefined ? { role } : { role, reason: lastError },
        'jobs: redis connection lost',
      );
    });
    connection.on('ready', () => {
      lastError = undefined;
      if (!outage || connections.some((other) => other.status !== 'ready')) return;
      outage = false;
      logger.info({}, 'jobs: redis connection restored');
    });
    connections.push(connection);
    return connection;
  };

  const producer = connect('producer');
  /** Every subscription of this instance, registered again whenever the connection is back. */
  const subscriptions: Array<{ event: string; subscriber: string }> = [];
  const register = (connection: Redis, event: string, subscriber: string) =>
    connection.sadd(subscribersKey(event), subscriber).then(
      () => undefined,
      (error: Error) =>
        logger.error({ event, subscriber, reason: error.message }, 'jobs: subscribe failed'),
    );
  // Only processes that work, subscribe or wait for results open the worker connection.
  let consumer: Redis | undefined;
  const consumerConnection = () => {
    if (!consumer) {
      const connection = connect('worker');
      // A Redis that restarted without its data has forgotten who subscribes: say it again.
      connection.on('ready', () => {
        for (const { event, subscriber } of subscriptions)
          void register(connection, event, subscriber);
      });
      consumer = connection;
    }
    return consumer;
  };

  // Pub/sub needs a connection of its own: a subscribed connection can send nothing else.
  let pubsub: Redis | undefined;
  /** Whether the pub/sub connection is up and subscribed to every channel listened to. */
  let listening = false;
  const listeningWatchers = new Set<(listening: boolean) => void>();
  const setListening = (now: boolean) => {
    if (listening === now) return;
    listening = now;
    for (const watch of listeningWatchers) watch(now);
  };
  let subscribing = 0;
  /** Subscribes, and says it listens once no subscription is under way on a ready connection. */
  const subscribe = (connection: Redis, channels: string[]) => {
    subscribing += 1;
    return connection
      .subscribe(...channels)
      .finally(() => (subscribing -= 1))
      .then(() => setListening(connection.status === 'ready' && subscribing === 0));
  };
  const listenersByChannel = new Map<string, Set<(payload: unknown, meta: EventMeta) => void>>();
  const listenings = new Set<Promise<void>>();
  const hearing = new Set<Promise<void>>();

  const queues = new Map<string, Queue>();
  const queueEvents = new Map<string, Promise<QueueEvents>>();
  const workers: Worker[] = [];
  const registrations = new Set<Promise<void>>();

  const assertOpen = () => {
    if (closed) throw new Error('jobs: closed');
  };
  const assertNotClosing = () => {
    if (closing) throw new Error('jobs: closing');
  };

  const logError = (source: string, queue: string) => (error: Error) => {
    // BullMQ repeats its connections' errors at every reconnect attempt; the outage is logged
    // once by the connections above.
    if (isConnectionError(error)) return;
    logger.error({ queue, reason: error.message }, `jobs: ${source} error`);
  };

  const queueFor = (name: string) => {
    let queue = queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: producer, prefix });
      queue.on('error', logError('queue', name));
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
          connection: consumerConnection(),
          prefix,
          lastEventId: newest?.[0] ?? '0-0',
        });
        created.on('error', logError('queue events', name));
        return created;
      })();
      queueEvents.set(name, events);
      events.catch(() => queueEvents.delete(name));
    }
    return events;
  };

  /**
   * Without an offline queue a command sent before the connection is ready fails at once, and
   * BullMQ itself would wait for ready forever: wait a bounded time instead.
   */
  const producerReady = async () => {
    if (producer.status === 'ready') return;
    await new Promise<void>((resolve, reject) => {
      const onReady = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        producer.off('ready', onReady);
        reject(
          new Error(`jobs: Redis not reachable within ${connectTimeoutMs} ms (${producer.status})`),
        );
      }, connectTimeoutMs);
      producer.once('ready', onReady);
    });
  };

  const retryOptions = (definition: QueueDefinition<unknown>): JobsOptions => ({
    attempts: definition.attempts ?? jobDefaults.attempts,
    backoff: { type: 'exponential', delay: definition.backoffMs ?? jobDefaults.backoffMs },
    removeOnComplete: { count: jobRetention.completed },
    removeOnFail: { count: jobRetention.failed },
  });

  const enqueue = async <P>(
    definition: QueueDefinition<P>,
    payload: P,
    addOptions: AddOptions = {},
  ) => {
    assertOpen();
    if (addOptions.jobId !== undefined) assertValidJobId(addOptions.jobId);
    const data = definition.payload.parse(payload);
    await producerReady();
    return queueFor(definition.name).add(definition.name, jobData(data, addOptions.requestId), {
      ...retryOptions(definition),
      ...(addOptions.jobId === undefined ? {} : { jobId: addOptions.jobId }),
      ...(addOptions.delayMs === undefined ? {} : { delay: addOptions.delayMs }),
    });
  };

  const logFailure = (queue: string, job: Job | undefined, error: Error) => {
    const attempts = job?.opts.attempts ?? 1;
    const attemptsMade = job?.attemptsMade ?? attempts;
    const entry = {
      queue,
      jobId: job?.id,
      attempt: attemptsMade,
      attempts,
      reason: error.message,
      requestId: job && readJobData(job.data).requestId,
    };
    if (error instanceof UnrecoverableError || attemptsMade >= attempts)
      logger.error(entry, 'job failed');
    else logger.warn(entry, 'job attempt failed, will retry');
  };

  const work = <P, R>(
    definition: QueueDefinition<P>,
    handler: JobHandler<P, R>,
    workOptions?: WorkOptions,
  ) => {
    assertNotClosing();
    const worker = new Worker(
      definition.name,
      async (job: Job) => {
        // The payload was validated on add, but Redis may hold jobs from an older producer.
        const { payload, requestId } = readJobData(job.data);
        const parsed = definition.payload.safeParse(payload);
        if (!parsed.success)
          throw new UnrecoverableError(`Invalid payload: ${z.prettifyError(parsed.error)}`);
        const context = {
          jobId: jobIdOf(job),
          attempt: job.attemptsMade + 1,
          ...(requestId !== undefined && { requestId }),
        };
        try {
          return await handler(parsed.data, context);
        } catch (error) {
          if (error instanceof UnrecoverableJobError) throw new UnrecoverableError(error.message);
          throw error;
        }
      },
      { connection: consumerConnection(), prefix, concurrency: workOptions?.concurrency ?? 1 },
    );
    worker.on('failed', (job, error) => logFailure(definition.name, job, error));
    worker.on('error', logError('worker', definition.name));
    workers.push(worker);
  };

  const subscribersKey = (event: string) => `${prefix}:event-subscribers:${event}`;
  const eventChannel = (event: string) => `${prefix}:event:${event}`;

  /** Calls a listener without holding up other messages; a failure is logged. */
  const hear = (event: string, meta: EventMeta, call: () => void | Promise<void>) => {
    const heard = Promise.resolve()
      .then(call)
      .catch((error: unknown) =>
        logger.error(
          {
            event,
            eventId: meta.eventId,
            requestId: meta.requestId,
            reason: error instanceof Error ? error.message : String(error),
          },
          'jobs: event listener failed',
        ),
      )
      .finally(() => hearing.delete(heard));
    hearing.add(heard);
  };

  const onMessage = (channel: string, message: string) => {
    const entries = listenersByChannel.get(channel);
    if (closed || !entries) return;
    let envelope: z.infer<typeof eventEnvelope>;
    try {
      envelope = eventEnvelope.parse(JSON.parse(message));
    } catch (error) {
      logger.warn(
        { channel, reason: error instanceof Error ? error.message : String(error) },
        'jobs: invalid event dropped',
      );
      return;
    }
    const { payload, ...meta } = envelope;
    for (const entry of entries) entry(payload, meta);
  };

  const pubsubConnection = () => {
    if (!pubsub) {
      const connection = connect('listener');
      connection.on('message', onMessage);
      connection.on('close', () => setListening(false));
      // ioredis subscribes again after a reconnection, but only after 'ready': subscribing here
      // as well says when every channel is heard again.
      connection.on('ready', () => {
        const channels = [...listenersByChannel.keys()];
        if (channels.length > 0) subscribe(connection, channels).catch(() => undefined);
      });
      pubsub = connection;
    }
    return pubsub;
  };

  return {
    async add(definition, payload, addOptions) {
      return { jobId: jobIdOf(await enqueue(definition, payload, addOptions)) };
    },

    async addAndWait<P, R>(
      definition: QueueDefinition<P>,
      payload: P,
      { timeoutMs, ...addOptions }: AddOptions & { timeoutMs: number },
    ): Promise<R> {
      assertOpen();
      // Listening before adding; waitUntilFinished also catches a job that had already finished.
      const events = await queueEventsFor(definition.name);
      const job = await enqueue(definition, payload, addOptions);
      const jobId = jobIdOf(job);
      const finished = job
        .waitUntilFinished(events, timeoutMs + waitListenerGraceMs)
        .catch((error: Error) => {
          if (closing) throw new Error('jobs: closed before the job finished');
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

    async schedule(definition, schedulerId, when, payload) {
      assertNotClosing();
      const data = definition.payload.parse(payload);
      assertValidSchedule(when);
      await producerReady();
      await queueFor(definition.name).upsertJobScheduler(
        schedulerId,
        'everyMs' in when ? { every: when.everyMs } : { pattern: when.cron, tz: when.timeZone },
        { name: definition.name, data: jobData(data, undefined), opts: retryOptions(definition) },
      );
    },

    async unschedule(definition, schedulerId) {
      assertOpen();
      await producerReady();
      await queueFor(definition.name).removeJobScheduler(schedulerId);
    },

    work,

    async publish(event, payload, publishOptions) {
      assertOpen();
      const eventId = publishOptions?.eventId ?? randomUUID();
      assertValidJobId(eventId);
      const data = event.payload.parse(payload);
      const requestId = publishOptions?.requestId;
      await producerReady();
      // So that a process which subscribes or listens and then publishes reaches its own
      // subscribers and listeners.
      await Promise.all([...registrations, ...listenings]);
      const subscribers = await producer.smembers(subscribersKey(event.name));
      await Promise.all([
        ...subscribers.map((subscriber) =>
          enqueue(subscriberQueue(event, subscriber), payload, { jobId: eventId, requestId }),
        ),
        producer.publish(
          eventChannel(event.name),
          JSON.stringify({ eventId, payload: data, requestId }),
        ),
      ]);
      return { eventId };
    },

    subscribe<P>(
      event: EventDefinition<P>,
      subscriber: string,
      handler: JobHandler<P, void>,
      workOptions?: WorkOptions,
    ) {
      assertNotClosing();
      work(
        subscriberQueue(event, subscriber),
        (payload, context) => handler(payload, { ...context, eventId: context.jobId }),
        workOptions,
      );
      // The worker connection waits out a Redis outage, so the registration is not lost.
      subscriptions.push({ event: event.name, subscriber });
      const registration = register(consumerConnection(), event.name, subscriber);
      registrations.add(registration);
      void registration.finally(() => registrations.delete(registration));
    },

    listen<P>(event: EventDefinition<P>, eventListener: EventListener<P>) {
      assertNotClosing();
      const channel = eventChannel(event.name);
      const entry = (payload: unknown, meta: EventMeta) => {
        // Anything may publish on the channel, including an older or newer producer.
        const parsed = event.payload.safeParse(payload);
        if (parsed.success) hear(event.name, meta, () => eventListener(parsed.data, meta));
        else
          logger.warn(
            { event: event.name, eventId: meta.eventId, reason: z.prettifyError(parsed.error) },
            'jobs: invalid event dropped',
          );
      };
      let entries = listenersByChannel.get(channel);
      if (!entries) {
        entries = new Set();
        listenersByChannel.set(channel, entries);
        // ioredis subscribes again by itself after a reconnection.
        const subscribed = subscribe(pubsubConnection(), [channel]).catch((error: Error) => {
          if (!closed)
            logger.error({ event: event.name, reason: error.message }, 'jobs: listen failed');
        });
        listenings.add(subscribed);
        void subscribed.finally(() => listenings.delete(subscribed));
      }
      entries.add(entry);
      const listening = entries;
      return async () => {
        listening.delete(entry);
        if (listening.size > 0 || listenersByChannel.get(channel) !== listening) return;
        listenersByChannel.delete(channel);
        const connection = pubsubConnection();
        // Delivery has stopped already; unsubscribing only spares the traffic, so it is not
        // waited for while Redis is away.
        const unsubscribed = connection.unsubscribe(channel).then(
          () => undefined,
          (error: Error) => {
            if (!closed)
              logger.warn({ event: event.name, reason: error.message }, 'jobs: unlisten failed');
          },
        );
        if (connection.status === 'ready') await unsubscribed;
      };
    },

    watchListening(watch) {
      listeningWatchers.add(watch);
      watch(listening);
      return () => {
        listeningWatchers.delete(watch);
      };
    },

    async counts(definition) {
      assertOpen();
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

    async ping() {
      assertOpen();
      await producerReady();
      await producer.ping();
    },

    close() {
      closing ??= (async () => {
        // Workers first: they finish their active jobs, which may still add jobs or publish.
        await Promise.all(workers.map((worker) => worker.close()));
        closed = true;
        await Promise.allSettled([...hearing]);
        const listeners = await Promise.allSettled(queueEvents.values());
        await Promise.all(
          listeners.map((events) =>
            events.status === 'fulfilled' ? events.value.close() : undefined,
          ),
        );
        await Promise.all([...queues.values()].map((queue) => queue.close()));
        await Promise.all(
          [producer, consumer, pubsub].flatMap((connection) =>
            connection ? [closeConnection(connection)] : [],
          ),
        );
      })();
      return closing;
    },
  };
}
