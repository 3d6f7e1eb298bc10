/**
 * The jobs port: named queues with typed payloads, workers, repeatable schedules, waiting for a
 * result, and domain events fanned out to every subscriber (durably) and every listener (best
 * effort). Two adapters implement it (in-process, BullMQ on Redis) and one contract suite
 * (jobs.contract.ts) proves they agree.
 */
import type { EventDefinition, QueueDefinition } from '@venue/contracts/messages';

export const jobDefaults = { attempts: 3, backoffMs: 1000 } as const;

/**
 * How many of its newest finished jobs each queue keeps. A job id is de-duplicated while its job
 * is waiting, delayed, active or still kept; after that the same id may run again.
 */
export const jobRetention = { completed: 1000, failed: 10_000 } as const;

/** Each subscriber works its own queue, so it gets its own copy of each event and its own retries. */
export const subscriberQueue = <Payload>(
  event: EventDefinition<Payload>,
  subscriber: string,
): QueueDefinition<Payload> => ({
  name: `event.${event.name}.${subscriber}`,
  payload: event.payload,
});

export interface JobContext {
  jobId: string;
  /** 1 for the first try. */
  attempt: number;
  /** Set for a subscriber's copy of an event; it is also the copy's jobId. */
  eventId?: string;
  /** The request the job was added (or its event published) for, when it was given one. */
  requestId?: string;
}

export type JobHandler<Payload, Result> = (
  payload: Payload,
  context: JobContext,
) => Promise<Result>;

export interface AddOptions {
  /** Jobs with the same id are added once (de-duplication). See assertValidJobId. */
  jobId?: string;
  delayMs?: number;
  /** The request the job is added for: kept with the job and given to its handler. */
  requestId?: string;
}

export interface PublishOptions {
  /**
   * Identifies the event; generated when not given. Publishing the same id again (a relay
   * retrying after a crash) runs each subscriber once, while its copy is retained (jobRetention).
   * Must be a valid job id (assertValidJobId).
   */
  eventId?: string;
  /** The request the event comes from: given to each subscriber's copy and to listeners. */
  requestId?: string;
}

/**
 * When a schedule runs: every everyMs starting at once, or at each match of a cron pattern (5
 * fields, or 6 with seconds first) read in an IANA time zone, so '0 6 * * *' stays at 06:00
 * local across daylight-saving changes.
 */
export type ScheduleWhen = { everyMs: number } | { cron: string; timeZone: string };

/** What a listener hears besides the payload. */
export interface EventMeta {
  eventId: string;
  requestId?: string;
}

/** How many jobs of a queue are in each state (failed: those kept, see jobRetention). */
export interface QueueCounts {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
}

export type EventListener<Payload> = (payload: Payload, meta: EventMeta) => void | Promise<void>;

export interface WorkOptions {
  concurrency?: number;
}

export interface Jobs {
  /** Validates the payload against the queue's schema, then enqueues it. */
  add<P>(queue: QueueDefinition<P>, payload: P, options?: AddOptions): Promise<{ jobId: string }>;
  /**
   * Enqueues and waits for the handler's result; rejects with JobFailedError once the job has
   * failed for good, or with JobTimeoutError after timeoutMs (the job itself carries on).
   */
  addAndWait<P, R>(
    queue: QueueDefinition<P>,
    payload: P,
    options: AddOptions & { timeoutMs: number },
  ): Promise<R>;
  /**
   * Repeats the job (see ScheduleWhen); calling again with the same schedulerId replaces it. An
   * iteration is skipped while the previous one still waits for a worker, so runs never pile up.
   * Refuses a bad interval, cron pattern or time zone.
   */
  schedule<P>(
    queue: QueueDefinition<P>,
    schedulerId: string,
    when: ScheduleWhen,
    payload: P,
  ): Promise<void>;
  /**
   * Removes the schedule; nothing happens for an unknown id. An iteration that was already due
   * may still run once.
   */
  unschedule<P>(queue: QueueDefinition<P>, schedulerId: string): Promise<void>;
  /** Starts a worker for the queue in this process. */
  work<P, R>(queue: QueueDefinition<P>, handler: JobHandler<P, R>, options?: WorkOptions): void;
  /**
   * Sends the event to every subscriber, each of which gets its own copy with the event id as its
   * job id, and to every listener.
   */
  publish<P>(
    event: EventDefinition<P>,
    payload: P,
    options?: PublishOptions,
  ): Promise<{ eventId: string }>;
  /**
   * Subscribes a named subscriber; one subscriber name receives each event once, however many
   * workers (or processes) subscribe under it. Only subscribers registered before a publish get it.
   */
  subscribe<P>(
    event: EventDefinition<P>,
    subscriber: string,
    handler: JobHandler<P, void>,
    options?: WorkOptions,
  ): void;
  /**
   * Hears every event published (by any instance) after listening starts, in this instance.
   * Unlike subscribe, every listening Jobs instance hears each event, and nothing is stored or
   * retried: best effort. An instance that is disconnected from Redis when an event is published
   * misses it, and listening starts a round trip after listen() returns (a later publish() from
   * this same instance is always heard). A retried publish of the same event id may be heard
   * twice. Listener errors are logged. Returns unlisten, after which the listener hears nothing.
   */
  listen<P>(event: EventDefinition<P>, listener: EventListener<P>): () => Promise<void>;
  /**
   * Whether this instance's listeners hear every event published: `watch` is called at once with
   * the state and again at each change, until the returned function is called. With Redis it is
   * false until listening has begun and while the connection it listens on is down (an event
   * published then is never heard here), and true once that connection is back and listening
   * again. In-process it is always true.
   */
  watchListening(watch: (listening: boolean) => void): () => void;
  /** How many jobs of the queue are in each state (as producers do, within the connect timeout). */
  counts(queue: QueueDefinition<unknown>): Promise<QueueCounts>;
  ping(): Promise<void>;
  /** Stops taking new jobs, lets running ones finish, closes connections. */
  close(): Promise<void>;
}

/**
 * Refuses job ids that BullMQ 6 would refuse or misread, in both adapters so that they agree: an
 * empty id (BullMQ would silently generate one), an integer-like id (it could clash with BullMQ's
 * own numeric ids) and an id containing ':' (the separator in Redis keys).
 */
export function assertValidJobId(id: string): void {
  if (id === '' || /^-?\d+$/.test(id) || id.includes(':'))
    throw new Error(
      `jobs: invalid job id ${JSON.stringify(id)}: ids must be non-empty, not a whole number and without ':'`,
    );
}

/** Thrown by a handler for input that can never succeed: the job fails without retrying. */
export class UnrecoverableJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnrecoverableJobError';
  }
}

/** addAndWait's rejection when the job failed for good; message is the handler's error message. */
export class JobFailedError extends Error {
  constructor(
    readonly queue: string,
    readonly jobId: string,
    reason: string,
  ) {
    super(reason);
    this.name = 'JobFailedError';
  }
}

export class JobTimeoutError extends Error {
  constructor(queue: string, timeoutMs: number) {
    super(`Job on ${queue} gave no result within ${timeoutMs} ms`);
    this.name = 'JobTimeoutError';
  }
}

export type JobsConfig =
  { kind: 'in-process' } | { kind: 'bullmq'; redisUrl: string; prefix?: string };
