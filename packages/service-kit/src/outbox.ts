/**
 * The transactional outbox: a change and its domain events are never torn apart.
 *
 * The store guarantees single-document atomicity only, so the outbox writes the events first,
 * as one "pending" record in the service's own store, then makes the change, then releases the
 * record: publishes its events and deletes it. While the queue (Redis) is away the record is
 * marked ready instead, and a relay publishes ready records, deleting each once the queue took
 * it, with backoff. The client is answered as soon as the change is saved: never told that a
 * saved change failed because the queue was down.
 *
 * If the write fails, the record is deleted. If the process dies between the change and the
 * release, the record stays pending; after a grace period the relay publishes it anyway,
 * so a saved change always produces its events. The price: a crash between writing the record
 * and making the change can publish an event for a change that never happened. Events say
 * what changed, and subscribers re-read the owner's data rather than trust the payload, so a
 * spurious event costs a re-read. Each event keeps its id from the record, and every
 * subscriber's copy uses it as its job id, so a record published twice is handled once. A
 * record keeps the id of the request that made the change, and its events carry it on.
 *
 * Between the write and the release, the change is shown in the service's read model
 * (`beforeRelease`, see read-model.ts): nothing can hear of a change that its own service would
 * not yet answer with.
 */
import { randomUUID } from 'node:crypto';
import type { EventDefinition } from '@venue/contracts/messages';
import type { Jobs } from '@venue/jobs/jobs.port';
import type { Store } from '@venue/store/store.port';
import type { Logger } from './logger';
import { outboxRelay, type OutboxRecord } from './outbox-relay';
import { namePublished } from './published-events';
import { currentRequestId } from './request-context';

export interface OutboxEvent<P = unknown> {
  event: EventDefinition<P>;
  payload: P;
}

/** An event as recorded, with the id it is published with. */
export type RecordedEvent<P = unknown> = OutboxEvent<P> & { id: string };

/** An event to record with a write; its payload is checked against the event's schema. */
export const domainEvent = <P>(event: EventDefinition<P>, payload: P): OutboxEvent<P> => ({
  event,
  payload,
});

export interface Outbox {
  /**
   * Records the events, runs the write, and has the events published once the write has
   * succeeded. Resolves with the write's result as soon as it is saved.
   */
  record<R>(events: OutboxEvent[], write: () => Promise<R>): Promise<R>;
  /**
   * Has `show` run after each write is saved and before its events are marked ready, e.g. to
   * show the change in the read model. It must not throw: the change is saved either way.
   */
  beforeRelease(show: (events: RecordedEvent[]) => Promise<void>): void;
  /** Publishes whatever is due now; resolves when this pass is over. */
  relay(): Promise<void>;
  /** The events recorded and not yet relayed, and when the oldest of them was recorded. */
  backlog(): Promise<{ events: number; oldest: Date | undefined }>;
  /** Stops the relay's timer and waits for a pass under way. */
  close(): Promise<void>;
}

export interface OutboxOptions {
  store: Store;
  jobs: Jobs;
  logger: Logger;
  /** Events this service may publish; recording another is a programming error. */
  publishes: EventDefinition<unknown>[];
  /** Whether this process sweeps for due records on a timer (where the service's jobs run). */
  sweep: boolean;
  /** A pending record older than this is published although its "ready" mark never came. */
  pendingGraceMs?: number;
  sweepEveryMs?: number;
}

export async function createOutbox(options: OutboxOptions): Promise<Outbox> {
  const { store, logger } = options;
  const records = await store.collection<OutboxRecord>('outbox', {
    indexes: [{ fields: { createdAt: 1 } }],
  });
  const definitions = new Map(options.publishes.map((event) => [event.name, event]));
  const { release, relay, close } = outboxRelay({
    records,
    jobs: options.jobs,
    logger,
    definitions,
    pendingGraceMs: options.pendingGraceMs ?? 60_000,
    sweepEveryMs: options.sweep ? (options.sweepEveryMs ?? 5_000) : undefined,
  });
  let show: ((events: RecordedEvent[]) => Promise<void>) | undefined;

  return {
    async record(events, write) {
      for (const { event, payload } of events) {
        if (definitions.get(event.name) !== event) {
          throw new Error(`outbox: ${event.name} is not among the events this service publishes`);
        }
        event.payload.parse(payload);
      }
      const requestId = currentRequestId();
      const recorded = events.map((entry) => ({ ...entry, id: randomUUID() }));
      const record = await records.insert({
        state: 'pending',
        events: recorded.map(({ id, event, payload }) => ({ id, name: event.name, payload })),
        createdAt: new Date(),
        ...(requestId !== undefined && { requestId }),
      });
      let result: Awaited<ReturnType<typeof write>>;
      try {
        result = await write();
      } catch (error) {
        await records
          .deleteOne({ id: record.id })
          .catch((cleanupError: unknown) =>
            logger.error(
              { err: cleanupError, outboxRecord: record.id },
              'outbox: could not drop the events of a failed write; they will be published',
            ),
          );
        throw error;
      }
      await show?.(recorded);
      release(record);
      namePublished(recorded.map(({ id, event }) => ({ name: event.name, id })));
      return result;
    },
    beforeRelease(hook) {
      show = hook;
    },
    relay,
    async backlog() {
      const waiting = await records.find({}, { sort: { createdAt: 1 } });
      return {
        events: waiting.reduce((sum, record) => sum + record.events.length, 0),
        oldest: waiting[0]?.createdAt,
      };
    },
    close,
  };
}
