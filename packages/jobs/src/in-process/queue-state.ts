/** A queue in memory: its jobs by id, those waiting for a worker, its workers and its waiters. */
import { type QueueCounts, jobRetention } from '../jobs.port';

type JobState = 'delayed' | 'waiting' | 'active' | 'completed' | 'failed';

export interface StoredJob {
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

/** One addAndWait waiting for a job's result. */
export interface Waiter {
  resolve(result: unknown): void;
  reject(error: Error): void;
}

export interface WorkerSlot {
  concurrency: number;
  active: number;
  run(job: StoredJob, attempt: number): Promise<unknown>;
}

export interface QueueState {
  name: string;
  jobs: Map<string, StoredJob>;
  waiting: StoredJob[];
  workers: WorkerSlot[];
  finished: Record<'completed' | 'failed', string[]>;
  waiters: Map<string, Waiter[]>;
}

/** The queue of that name, made on first use. */
export function queueState(queues: Map<string, QueueState>, name: string): QueueState {
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
}

/** Keeps the newest finished jobs, like BullMQ's removeOnComplete/removeOnFail counts. */
export function retain(queue: QueueState, kind: 'completed' | 'failed', jobId: string): void {
  const kept = queue.finished[kind];
  kept.push(jobId);
  const dropped = kept.length > jobRetention[kind] ? kept.shift() : undefined;
  if (dropped) queue.jobs.delete(dropped);
}

export function countsOf(queue: QueueState | undefined): QueueCounts {
  const counts = { waiting: queue?.waiting.length ?? 0, active: 0, delayed: 0, failed: 0 };
  for (const job of queue?.jobs.values() ?? []) {
    if (job.state === 'active') counts.active += 1;
    else if (job.state === 'delayed') counts.delayed += 1;
  }
  counts.failed = queue?.finished.failed.length ?? 0;
  return counts;
}

/** The jobs still to run: waiting for a worker, or for their delay or retry. */
export const pendingJobs = (queues: Map<string, QueueState>): StoredJob[] =>
  [...queues.values()].flatMap((queue) =>
    [...queue.jobs.values()].filter((job) => job.state === 'waiting' || job.state === 'delayed'),
  );
