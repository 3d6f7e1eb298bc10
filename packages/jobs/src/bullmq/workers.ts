/** The worker's side of BullMQ: a Worker per work() on the worker connection. */
import { type Job, UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { type Lifecycle, assertNotClosing, logFailedAttempt } from '../adapter-common';
import type { JobsLogger } from '../jobs-logger';
import type { QueueDefinition } from '@venue/contracts/messages';
import { type JobHandler, type WorkOptions, UnrecoverableJobError } from '../jobs.port';
import { logBullmqErrors } from './connections';
import { jobIdOf, readJobData } from './job-data';

/** Runs the handler on a job's payload, and tells BullMQ which failures are not worth a retry. */
const processorFor =
  <P, R>(definition: QueueDefinition<P>, handler: JobHandler<P, R>) =>
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
  };

function logFailure(logger: JobsLogger, queue: string, job: Job | undefined, error: Error) {
  const attempts = job?.opts.attempts ?? 1;
  const attemptsMade = job?.attemptsMade ?? attempts;
  logFailedAttempt(
    logger,
    {
      queue,
      jobId: job?.id,
      attempt: attemptsMade,
      attempts,
      reason: error.message,
      requestId: job && readJobData(job.data).requestId,
    },
    !(error instanceof UnrecoverableError || attemptsMade >= attempts),
  );
}

export function createWorkers(options: {
  prefix: string;
  logger: JobsLogger;
  lifecycle: Lifecycle;
  /** The worker connection, opened on first use. */
  consumer: () => Redis;
}) {
  const { prefix, logger, lifecycle } = options;
  const workers: Worker[] = [];

  return {
    work<P, R>(
      definition: QueueDefinition<P>,
      handler: JobHandler<P, R>,
      workOptions?: WorkOptions,
    ) {
      assertNotClosing(lifecycle);
      const worker = new Worker(definition.name, processorFor(definition, handler), {
        connection: options.consumer(),
        prefix,
        concurrency: workOptions?.concurrency ?? 1,
      });
      worker.on('failed', (job, error) => logFailure(logger, definition.name, job, error));
      worker.on('error', logBullmqErrors(logger, 'worker', definition.name));
      workers.push(worker);
    },

    /** Lets each worker finish its active jobs. */
    async close() {
      await Promise.all(workers.map((worker) => worker.close()));
    },
  };
}
