/**
 * Running jobs in memory as BullMQ would: FIFO, each worker's concurrency, retries with
 * exponential backoff, de-duplication by id and delays. The runner's state is passed to each step.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  type Lifecycle,
  assertNotClosing,
  assertOpen,
  logFailedAttempt,
  reasonOf,
} from '../adapter-common';
import type { JobsLogger } from '../jobs-logger';
import type { QueueDefinition } from '@venue/contracts/messages';
import {
  type AddOptions,
  type JobHandler,
  type WorkOptions,
  JobFailedError,
  UnrecoverableJobError,
  assertValidJobId,
  jobDefaults,
} from '../jobs.port';
import {
  type QueueState,
  type StoredJob,
  type WorkerSlot,
  queueState,
  retain,
} from './queue-state';
import { settle } from './waiters';

export interface JobRunner {
  logger: JobsLogger;
  lifecycle: Lifecycle;
  queues: Map<string, QueueState>;
  /** Delays and retries waiting for their time. */
  timers: Set<NodeJS.Timeout>;
  /** Jobs being run. */
  running: Set<Promise<void>>;
}

export const createJobRunner = (logger: JobsLogger, lifecycle: Lifecycle): JobRunner => ({
  logger,
  lifecycle,
  queues: new Map(),
  timers: new Set(),
  running: new Set(),
});

/** What a Redis round trip would do to a value, so handlers see the same thing in both adapters. */
export const throughJson = (value: unknown): unknown =>
  value === undefined ? undefined : JSON.parse(JSON.stringify(value));

function later(runner: JobRunner, ms: number, action: () => void) {
  if (runner.lifecycle.closing) return;
  const timer = setTimeout(() => {
    runner.timers.delete(timer);
    action();
  }, ms);
  runner.timers.add(timer);
}

/** Hands waiting jobs to workers that have room. */
function pump(runner: JobRunner, queue: QueueState) {
  if (runner.lifecycle.closing) return;
  for (;;) {
    const worker = queue.workers.find((candidate) => candidate.active < candidate.concurrency);
    const job = worker && queue.waiting.shift();
    if (!worker || !job) return;
    start(runner, queue, worker, job);
  }
}

function release(runner: JobRunner, queue: QueueState, job: StoredJob) {
  job.state = 'waiting';
  queue.waiting.push(job);
  pump(runner, queue);
}

function start(runner: JobRunner, queue: QueueState, worker: WorkerSlot, job: StoredJob) {
  worker.active += 1;
  job.state = 'active';
  const run = worker
    .run(job, job.attemptsMade + 1)
    .then(
      (result) => complete(queue, job, result),
      (error: unknown) => fail(runner, queue, job, error),
    )
    .finally(() => {
      worker.active -= 1;
      runner.running.delete(run);
      pump(runner, queue);
    });
  runner.running.add(run);
}

function complete(queue: QueueState, job: StoredJob, result: unknown) {
  job.attemptsMade += 1;
  job.state = 'completed';
  job.result = result;
  retain(queue, 'completed', job.id);
  settle(queue, job.id, (waiter) => waiter.resolve(result));
}

function fail(runner: JobRunner, queue: QueueState, job: StoredJob, error: unknown) {
  job.attemptsMade += 1;
  const reason = reasonOf(error);
  const failed = {
    queue: queue.name,
    jobId: job.id,
    attempt: job.attemptsMade,
    attempts: job.attempts,
    reason,
    requestId: job.requestId,
  };
  if (!(error instanceof UnrecoverableJobError) && job.attemptsMade < job.attempts) {
    logFailedAttempt(runner.logger, failed, true);
    job.state = 'delayed';
    later(runner, job.backoffMs * 2 ** (job.attemptsMade - 1), () => release(runner, queue, job));
    return;
  }
  job.state = 'failed';
  job.failedReason = reason;
  logFailedAttempt(runner.logger, failed, false);
  retain(queue, 'failed', job.id);
  settle(queue, job.id, (waiter) => waiter.reject(new JobFailedError(queue.name, job.id, reason)));
}

/** Adds the job, or returns the one already under its id. */
export function enqueue<P>(
  runner: JobRunner,
  definition: QueueDefinition<P>,
  payload: P,
  addOptions: AddOptions = {},
): StoredJob {
  assertOpen(runner.lifecycle);
  if (addOptions.jobId !== undefined) assertValidJobId(addOptions.jobId);
  const data = throughJson(definition.payload.parse(payload));
  const queue = queueState(runner.queues, definition.name);
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
    later(runner, addOptions.delayMs, () => release(runner, queue, job));
  else release(runner, queue, job);
  return job;
}

export function work<P, R>(
  runner: JobRunner,
  definition: QueueDefinition<P>,
  handler: JobHandler<P, R>,
  workOptions?: WorkOptions,
): void {
  assertNotClosing(runner.lifecycle);
  const queue = queueState(runner.queues, definition.name);
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
  pump(runner, queue);
}

/** Drops the delays and retries still waiting for their time. */
export function stopTimers(runner: JobRunner): void {
  runner.timers.forEach((timer) => clearTimeout(timer));
}
