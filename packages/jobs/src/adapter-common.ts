/**
 * What both adapters do alike, kept in one place so that they agree: an instance's life (open,
 * closing, closed), what an event is published with, how a listener is called, a subscriber's
 * handler, and a failed attempt's log line.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { JobsLogger } from './jobs-logger';
import type { EventDefinition } from '@venue/contracts/messages';
import {
  type EventListener,
  type EventMeta,
  type JobHandler,
  type PublishOptions,
  assertValidJobId,
} from './jobs.port';

export interface Lifecycle {
  /** Set by close(); producing stays allowed while closing, until the workers' last jobs end. */
  closing: Promise<void> | undefined;
  closed: boolean;
}

export const openLifecycle = (): Lifecycle => ({ closing: undefined, closed: false });

export function assertOpen(lifecycle: Lifecycle): void {
  if (lifecycle.closed) throw new Error('jobs: closed');
}

export function assertNotClosing(lifecycle: Lifecycle): void {
  if (lifecycle.closing) throw new Error('jobs: closing');
}

export const reasonOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

/** An event's id (generated when not given), its validated payload and its request. */
export function eventToPublish<P>(
  event: EventDefinition<P>,
  payload: P,
  publishOptions: PublishOptions | undefined,
) {
  const eventId = publishOptions?.eventId ?? randomUUID();
  assertValidJobId(eventId);
  const data = event.payload.parse(payload);
  return { eventId, data, requestId: publishOptions?.requestId };
}

/** What an event's listener is given: the payload as published, not yet validated. */
export type ListenerEntry = (payload: unknown, meta: EventMeta) => void;

/** Calls listeners without holding up their publisher or other messages; a failure is logged. */
export function createListenerCalls(logger: JobsLogger) {
  const hearing = new Set<Promise<void>>();

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
    /** The listener's entry: an event that does not fit its schema is dropped with a warning. */
    entry<P>(event: EventDefinition<P>, listener: EventListener<P>): ListenerEntry {
      return (payload, meta) => {
        const parsed = event.payload.safeParse(payload);
        if (parsed.success) hear(event.name, meta, () => listener(parsed.data, meta));
        else
          logger.warn(
            { event: event.name, eventId: meta.eventId, reason: z.prettifyError(parsed.error) },
            'jobs: invalid event dropped',
          );
      };
    },

    /** Settles once every listener call under way has. */
    settled: () => Promise.allSettled([...hearing]),
  };
}

export type ListenerCalls = ReturnType<typeof createListenerCalls>;

/** A subscriber's copy of an event has the event id as its job id. */
export const subscriberHandler =
  <P>(handler: JobHandler<P, void>): JobHandler<P, void> =>
  (payload, context) =>
    handler(payload, { ...context, eventId: context.jobId });

interface FailedAttempt {
  queue: string;
  jobId: string | undefined;
  attempt: number;
  attempts: number;
  reason: string;
  requestId: string | undefined;
}

export function logFailedAttempt(logger: JobsLogger, failed: FailedAttempt, retried: boolean) {
  if (retried) logger.warn(failed, 'job attempt failed, will retry');
  else logger.error(failed, 'job failed');
}
