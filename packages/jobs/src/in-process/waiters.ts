/** addAndWait in memory: a job's waiters, told its result or its failure. */
import { JobFailedError, JobTimeoutError } from '../jobs.port';
import type { QueueState, StoredJob, Waiter } from './queue-state';

export function settle(queue: QueueState, jobId: string, notify: (waiter: Waiter) => void): void {
  queue.waiters.get(jobId)?.forEach(notify);
  queue.waiters.delete(jobId);
}

/** The job's result, once it has one; rejects once it failed for good, or after timeoutMs. */
export async function resultOf<R>(
  queue: QueueState,
  job: StoredJob,
  timeoutMs: number,
): Promise<R> {
  // A de-duplicated id may name a job that has already finished.
  if (job.state === 'completed') return job.result as R;
  if (job.state === 'failed') throw new JobFailedError(queue.name, job.id, job.failedReason ?? '');
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
      reject(new JobTimeoutError(queue.name, timeoutMs));
    }, timeoutMs);
    queue.waiters.set(job.id, [...(queue.waiters.get(job.id) ?? []), waiter]);
  });
}

export function rejectEveryWaiter(queues: Map<string, QueueState>, error: Error): void {
  queues.forEach((queue) =>
    queue.waiters.forEach((_, jobId) => settle(queue, jobId, (waiter) => waiter.reject(error))),
  );
}
