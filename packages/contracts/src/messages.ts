import type { z } from 'zod';

/**
 * Domain events and job queues: the names and payload schemas that producers and consumers
 * share. They live in contracts so that a service subscribing to another's event, or working
 * another's queue, imports the definition and never the other service's code.
 */

/** A domain event's name and payload schema. */
export interface EventDefinition<Payload> {
  name: string;
  payload: z.ZodType<Payload>;
}

export const defineEvent = <Payload>(definition: EventDefinition<Payload>) => definition;

/**
 * A queue's name and payload schema, shared by producers and workers. Payloads and results
 * travel as JSON (through Redis with BullMQ, and through a JSON copy in-process too), so keep
 * schemas JSON-shaped: a Date arrives as a string.
 */
export interface QueueDefinition<Payload> {
  /** Also the Redis queue name, so no ':' in it. */
  name: string;
  payload: z.ZodType<Payload>;
  /** Attempts in all, including the first (default 3). */
  attempts?: number;
  /** First retry delay; each further retry doubles it (default 1000 ms). */
  backoffMs?: number;
}

export const defineQueue = <Payload>(definition: QueueDefinition<Payload>) => definition;
