/**
 * Jobs in this process's memory: the same semantics as the BullMQ adapter (FIFO, concurrency,
 * retries with exponential backoff, de-duplication by id, schedules, event fan-out to subscribers
 * and listeners) for development and tests. Jobs do not survive the process, and listeners hear
 * only this instance's events.
 */
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
import { assertValidSchedule, nextRuns } from './schedules';

export interface InProcessJobsOptions {
  logger?: JobsLogger;
}

type JobState = 'delayed' | 'waiting' | 'active' | 'completed' | 'failed';

interface StoredJob {
  id: string;
  payload: unknown;
  attempts: number;
  backoffMs: number;
  attemptsMade: number;
  state: JobState;
  result?: unknown;
  failedReason?: string;
  requestId?: string;
}

interface Waiter {
  resolve(result: unknown): void;
  reject(error: Error): void;
}

interface WorkerSlot {
  concurrency: number;
  active: number;
  run(job: StoredJob, attempt: number): Promise<unknown>;
}

interface QueueState {
  name: string;
  jobs: Map<string, StoredJob>;
  waiting: StoredJob[];
  workers: WorkerSlot[];
  finished: Record<'completed' | 'failed', string[]>;
  waiters: Map<string, Waiter[]>;
}

/** What a Redis round trip would do to a value, so handlers see the same thing in both adapters. */
const throughJson = (value: unknown): unknown =>
  value === undefined ? undefined : JSON.parse(JSON.stringify(value));

/** setTimeout fires at once for longer delays (Node's TIMEOUT_MAX). */
const longestTimerMs = 2 ** 31 - 1;

const scheduleKey = (definition: QueueDefinition<unknown>, schedulerId: string) =>
  `${definition.name}:${schedulerId}`;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createInProcessJobs(options: InProcessJobsOptions = {}): Jobs {
  const logger = options.logger ?? stderrJsonLogger;
  const queues = new Map<string, QueueState>();
  const subscribers = new Map<string, Set<string>>();
  const schedules = new Map<string, NodeJS.Timeout>();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  const listeners = new Map<string, Set<(payload: unknown, meta: EventMeta) => void>>();
  const hearing = new Set<Promise<void>>();
  let closing: Promise<void> | undefined;
  // Producing stays allowed while closing, until the workers' last jobs are done.
  let closed = false;

  const assertOpen = () => {
    if (closed) throw new Error('jobs: closed');
  };
  const assertNotClosing = () => {
    if (closing) throw new Error('jobs: closing');
  };

  const queueState = (name: string): QueueState => {
    let queue = queues.get(name);
    if (!queue) {
      queue = {
        name,
        jobs: new Map(),
        waiting: [],
        workers: [],
        finished: { completed: [], failed: [] },
        waiters: new Map(),
      };
      queues.set(name, queue);
    }
    return queue;
  };

  const later = (ms: number, action: () => void) => {
    if (closing) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      action();
    }, ms);
    timers.add(timer);
  };

  const pump = (queue: QueueState) => {
    if (closing) return;
    for (;;) {
      const worker = queue.workers.find((candidate) => candidate.active < candidate.concurrency);
      const job = worker && queue.waiting.shift();
      if (!worker || !job) return;
      start(queue, worker, job);
    }
  };

  const release = (queue: QueueState, job: StoredJob) => {
    job.state = 'waiting';
    queue.waiting.push(job);
    pump(queue);
  };

  const start = (queue: QueueState, worker: WorkerSlot, job: StoredJob) => {
    worker.active += 1;
    job.state = 'active';
    const run = worker
      .run(job, job.attemptsMade + 1)
      .then(
        (result) => complete(queue, job, result),
        (error: unknown) => fail(queue, job, error),
      )
      .finally(() => {
        worker.active -= 1;
        running.delete(run);
        pump(queue);
      });
    running.add(run);
  };

  const settle = (queue: QueueState, jobId: string, notify: (waiter: Waiter) => void) => {
    queue.waiters.get(jobId)?.forEach(notify);
    queue.waiters.delete(jobId);
  };

  /** Keeps the newest finished jobs, like BullMQ's removeOnComplete/removeOnFail counts. */
  const retain = (queue: QueueState, kind: 'completed' | 'failed', jobId: string) => {
    const kept = queue.finished[kind];
    kept.push(jobId);
    const dropped = kept.length > jobRetention[kind] ? kept.shift() : undefined;
    if (dropped) queue.jobs.delete(dropped);
  };

  const complete = (queue: QueueState, job: StoredJob, result: unknown) => {
    job.attemptsMade += 1;
    job.state = 'completed';
    job.result = result;
    retain(queue, 'completed', job.id);
    settle(queue, job.id, (waiter) => waiter.resolve(result));
  };

  const fail = (queue: QueueState, job: StoredJob, error: unknown) => {
    job.attemptsMade += 1;
    const reason = reasonOf(error);
    const entry = {
      queue: queue.name,
      jobId: job.id,
      attempt: job.attemptsMade,
      attempts: job.attempts,
      reason,
      requestId: job.requestId,
    };
    if (!(error instanceof UnrecoverableJobError) && job.attemptsMade < job.attempts) {
      logger.warn(entry, 'job attempt failed, will retry');
      job.state = 'delayed';
      later(job.backoffMs * 2 ** (job.attemptsMade - 1), () => release(queue, job));
      return;
    }
    job.state = 'failed';
    job.failedReason = reason;
    logger.error(entry, 'job failed');
    retain(queue, 'failed', job.id);
    settle(queue, job.id, (waiter) =>
      waiter.reject(new JobFailedError(queue.name, job.id, reason)),
    );
  };

  const enqueue = <P>(definition: QueueDefinition<P>, payload: P, addOptions: AddOptions = {}) => {
    assertOpen();
    if (addOptions.jobId !== undefined) assertValidJobId(addOptions.jobId);
    const data = throughJson(definition.payload.parse(payload));
    const queue = queueState(definition.name);
    const jobId = addOptions.jobId ?? randomUUID();
    const existing = queue.jobs.get(jobId);
    if (existing) return existing;
    const job: StoredJob = {
      id: jobId,
      payload: data,
      attempts: definition.attempts ?? jobDefaults.attempts,
      backoffMs: definition.backoffMs ?? jobDefaults.backoffMs,
      attemptsMade: 0,
      state: 'delayed',
      ...(addOptions.requestId !== undefined && { requestId: addOptions.requestId }),
    };
    queue.jobs.set(jobId, job);
    if (addOptions.delayMs && addOptions.delayMs > 0)
      later(addOptions.delayMs, () => release(queue, job));
    else release(queue, job);
    return job;
  };

  const work = <P, R>(
    definition: QueueDefinition<P>,
    handler: JobHandler<P, R>,
    workOptions?: WorkOptions,
  ) => {
    assertNotClosing();
    const queue = queueState(definition.name);
    queue.workers.push({
      concurrency: workOptions?.concurrency ?? 1,
      active: 0,
      async run(job, attempt) {
        const parsed = definition.payload.safeParse(job.payload);
        if (!parsed.success)
          throw new UnrecoverableJobError(`Invalid payload: ${z.prettifyError(parsed.error)}`);
        const context = {
          jobId: job.id,
          attempt,
          ...(job.requestId !== undefined && { requestId: job.requestId }),
        };
        return throughJson(await handler(parsed.data, context));
      },
    });
    pump(queue);
  };

  /** Calls a listener without making publish wait for it; a failure is logged. */
  const hear = (event: string, meta: EventMeta, call: () => void | Promise<void>) => {
    const heard = Promise.resolve()
      .then(call)
      .catch((error: unknown) =>
        logger.error(
          { event, eventId: meta.eventId, requestId: meta.requestId, reason: reasonOf(error) },
          'jobs: event listener failed',
        ),
      )
      .finally(() => hearing.delete(heard));
    hearing.add(heard);
  };

  return {
    async add(definition, payload, addOptions) {
      return { jobId: enqueue(definition, payload, addOptions).id };
    },

    async addAndWait<P, R>(
      definition: QueueDefinition<P>,
      payload: P,
      { timeoutMs, ...addOptions }: AddOptions & { timeoutMs: number },
    ): Promise<R> {
      const job = enqueue(definition, payload, addOptions);
      const queue = queueState(definition.name);
      // A de-duplicated id may name a job that has already finished.
      if (job.state === 'completed') return job.result as R;
      if (job.state === 'failed')
        throw new JobFailedError(definition.name, job.id, job.failedReason ?? '');
      return new Promise<R>((resolve, reject) => {
        const waiter: Waiter = {
          resolve: (result) => {
            clearTimeout(timer);
            resolve(result as R);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        };
        const timer = setTimeout(() => {
          const remaining = queue.waiters.get(job.id)?.filter((other) => other !== waiter) ?? [];
          if (remaining.length > 0) queue.waiters.set(job.id, remaining);
          else queue.waiters.delete(job.id);
          reject(new JobTimeoutError(definition.name, timeoutMs));
        }, timeoutMs);
        queue.waiters.set(job.id, [...(queue.waiters.get(job.id) ?? []), waiter]);
      });
    },

    async schedule(definition, schedulerId, when, payload) {
      assertNotClosing();
      definition.payload.parse(payload);
      assertValidSchedule(when);
      const key = scheduleKey(definition, schedulerId);
      clearTimeout(schedules.get(key));
      let pending: StoredJob | undefined;
      // Like a BullMQ job scheduler: never piles up iterations while the previous one still
      // waits for a worker.
      const run = () => {
        if (pending && (pending.state === 'waiting' || pending.state === 'delayed')) return;
        pending = enqueue(definition, payload);
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

    async unschedule(definition, schedulerId) {
      assertOpen();
      const key = scheduleKey(definition, schedulerId);
      clearTimeout(schedules.get(key));
      schedules.delete(key);
    },

    work,

    async publish(event, payload, publishOptions) {
      assertOpen();
      const eventId = publishOptions?.eventId ?? randomUUID();
      assertValidJobId(eventId);
      const data = event.payload.parse(payload);
      const requestId = publishOptions?.requestId;
      for (const subscriber of subscribers.get(event.name) ?? []) {
        enqueue(subscriberQueue(event, subscriber), payload, { jobId: eventId, requestId });
      }
      const meta = { eventId, ...(requestId !== undefined && { requestId }) };
      for (const listener of listeners.get(event.name) ?? []) listener(data, meta);
      return { eventId };
    },

    subscribe<P>(
      event: EventDefinition<P>,
      subscriber: string,
      handler: JobHandler<P, void>,
      workOptions?: WorkOptions,
    ) {
      assertNotClosing();
      const names = subscribers.get(event.name) ?? new Set<string>();
      names.add(subscriber);
      subscribers.set(event.name, names);
      work(
        subscriberQueue(event, subscriber),
        (payload, context) => handler(payload, { ...context, eventId: context.jobId }),
        workOptions,
      );
    },

    listen<P>(event: EventDefinition<P>, listener: EventListener<P>) {
      assertNotClosing();
      const entry = (payload: unknown, meta: EventMeta) => {
        // Parsed again from a JSON copy, as a listener on Redis receives it.
        const parsed = event.payload.safeParse(throughJson(payload));
        if (parsed.success) hear(event.name, meta, () => listener(parsed.data, meta));
        else
          logger.warn(
            { event: event.name, eventId: meta.eventId, reason: z.prettifyError(parsed.error) },
            'jobs: invalid event dropped',
          );
      };
      const entries = listeners.get(event.name) ?? new Set();
      entries.add(entry);
      listeners.set(event.name, entries);
      return async () => {
        entries.delete(entry);
      };
    },

    watchListening(watch) {
      watch(true);
      return () => {};
    },

    async counts(definition) {
      const queue = queues.get(definition.name);
      const counts = { waiting: queue?.waiting.length ?? 0, active: 0, delayed: 0, failed: 0 };
      for (const job of queue?.jobs.values() ?? []) {
        if (job.state === 'active') counts.active += 1;
        else if (job.state === 'delayed') counts.delayed += 1;
      }
      counts.failed = queue?.finished.failed.length ?? 0;
      return counts;
    },

    async ping() {
      assertOpen();
    },

    close() {
      closing ??= (async () => {
        schedules.forEach((timer) => clearTimeout(timer));
        timers.forEach((timer) => clearTimeout(timer));
        while (running.size > 0) await Promise.allSettled([...running]);
        closed = true;
        await Promise.allSettled([...hearing]);
        const dropped = [...queues.values()].flatMap((queue) =>
          [...queue.jobs.values()].filter(
            (job) => job.state === 'waiting' || job.state === 'delayed',
          ),
        );
        // Memory is all these jobs had: say so rather than lose them silently.
        if (dropped.length > 0)
          logger.warn(
            { jobIds: dropped.map((job) => job.id) },
            'jobs: unfinished jobs dropped at close',
          );
        const unfinished = new Error('jobs: closed before the job finished');
        queues.forEach((queue) =>
          queue.waiters.forEach((_, jobId) =>
            settle(queue, jobId, (waiter) => waiter.reject(unfinished)),
          ),
        );
      })();
      return closing;
    },
  };
}
