/** Adding jobs with BullMQ, and waiting for a job's result through its queue's events. */
import type { JobsOptions } from 'bullmq';
import { type Lifecycle, assertOpen } from '../adapter-common';
import type { QueueDefinition } from '@venue/contracts/messages';
import {
  type AddOptions,
  JobFailedError,
  JobTimeoutError,
  assertValidJobId,
  jobDefaults,
  jobRetention,
} from '../jobs.port';
import { jobData, jobIdOf } from './job-data';
import type { OpenQueues } from './open-queues';

/** Listeners for addAndWait outlive its own timer by this much, so the timeout is always ours. */
const waitListenerGraceMs = 1_000;

/** How a queue's jobs are retried and kept: for added jobs and for schedules' alike. */
export const retryOptions = (definition: QueueDefinition<unknown>): JobsOptions => ({
  attempts: definition.attempts ?? jobDefaults.attempts,
  backoff: { type: 'exponential', delay: definition.backoffMs ?? jobDefaults.backoffMs },
  removeOnComplete: { count: jobRetention.completed },
  removeOnFail: { count: jobRetention.failed },
});

export function addJobs(options: {
  lifecycle: Lifecycle;
  producerReady: () => Promise<void>;
  open: OpenQueues;
}) {
  const { lifecycle, producerReady, open } = options;

  const enqueue = async <P>(
    definition: QueueDefinition<P>,
    payload: P,
    addOptions: AddOptions = {},
  ) => {
    assertOpen(lifecycle);
    if (addOptions.jobId !== undefined) assertValidJobId(addOptions.jobId);
    const data = definition.payload.parse(payload);
    await producerReady();
    return open
      .queueFor(definition.name)
      .add(definition.name, jobData(data, addOptions.requestId), {
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
      const events = await open.queueEventsFor(definition.name);
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
  };
}
