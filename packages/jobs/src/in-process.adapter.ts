/**
 * Jobs in this process's memory: the same semantics as the BullMQ adapter (FIFO, concurrency,
 * retries with exponential backoff, de-duplication by id, schedules, event fan-out to subscribers
 * and listeners) for development and tests. Jobs do not survive the process, and listeners hear
 * only this instance's events.
 */
import { createListenerCalls, assertOpen, openLifecycle } from './adapter-common';
import { type JobsLogger, stderrJsonLogger } from './jobs-logger';
import type { QueueDefinition } from '@venue/contracts/messages';
import type { AddOptions, Jobs } from './jobs.port';
import { createEvents } from './in-process/events';
import { createJobRunner, enqueue, stopTimers, work } from './in-process/job-runner';
import { countsOf, pendingJobs, queueState } from './in-process/queue-state';
import { createSchedulers } from './in-process/schedulers';
import { rejectEveryWaiter, resultOf } from './in-process/waiters';

export interface InProcessJobsOptions {
  logger?: JobsLogger;
}

export function createInProcessJobs(options: InProcessJobsOptions = {}): Jobs {
  const logger = options.logger ?? stderrJsonLogger;
  const lifecycle = openLifecycle();
  const runner = createJobRunner(logger, lifecycle);
  const schedulers = createSchedulers(runner);
  const calls = createListenerCalls(logger);
  const events = createEvents(runner, calls);

  return {
    async add(definition, payload, addOptions) {
      return { jobId: enqueue(runner, definition, payload, addOptions).id };
    },

    async addAndWait<P, R>(
      definition: QueueDefinition<P>,
      payload: P,
      { timeoutMs, ...addOptions }: AddOptions & { timeoutMs: number },
    ): Promise<R> {
      const job = enqueue(runner, definition, payload, addOptions);
      return resultOf<R>(queueState(runner.queues, definition.name), job, timeoutMs);
    },

    schedule: schedulers.schedule,
    unschedule: schedulers.unschedule,

    work(definition, handler, workOptions) {
      work(runner, definition, handler, workOptions);
    },

    publish: events.publish,
    subscribe: events.subscribe,
    listen: events.listen,

    watchListening(watch) {
      watch(true);
      return () => {};
    },

    async counts(definition) {
      return countsOf(runner.queues.get(definition.name));
    },

    async ping() {
      assertOpen(lifecycle);
    },

    close() {
      lifecycle.closing ??= (async () => {
        schedulers.stop();
        stopTimers(runner);
        while (runner.running.size > 0) await Promise.allSettled([...runner.running]);
        lifecycle.closed = true;
        await calls.settled();
        const dropped = pendingJobs(runner.queues);
        // Memory is all these jobs had: say so rather than lose them silently.
        if (dropped.length > 0)
          logger.warn(
            { jobIds: dropped.map((job) => job.id) },
            'jobs: unfinished jobs dropped at close',
          );
        rejectEveryWaiter(runner.queues, new Error('jobs: closed before the job finished'));
      })();
      return lifecycle.closing;
    },
  };
}
