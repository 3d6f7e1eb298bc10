/**
 * The outbox's relay: releases a saved write's record at once (publishes its events, deletes
 * it); publishes the records that are due (ready, or pending past their grace), oldest first,
 * deleting each once the queue took it; while the queue is away it retries with backoff, and a
 * timer sweeps for due records where the service's jobs run.
 */
import type { EventDefinition } from '@venue/contracts/messages';
import type { Jobs } from '@venue/jobs/jobs.port';
import type { Collection } from '@venue/store/store.port';
import type { Logger } from './logger';

export interface OutboxRecord {
  id: string;
  state: 'pending' | 'ready';
  events: Array<{ id: string; name: string; payload: unknown }>;
  createdAt: Date;
  /** The request that made the change (none in records kept before requests had ids). */
  requestId?: string;
}

const maxRetryDelayMs = 30_000;

interface RelayOptions {
  records: Collection<OutboxRecord>;
  jobs: Jobs;
  logger: Logger;
  definitions: Map<string, EventDefinition<unknown>>;
  pendingGraceMs: number;
  /** Sweeps for due records every this many ms; none when not given. */
  sweepEveryMs: number | undefined;
}

/** Publishes a record's events, then deletes it: the queue took them. */
async function publishRecord(
  record: OutboxRecord,
  { records, jobs, logger, definitions }: RelayOptions,
) {
  for (const entry of record.events) {
    const event = definitions.get(entry.name);
    if (!event) {
      logger.error(
        { event: entry.name, eventId: entry.id, requestId: record.requestId },
        'outbox: unknown event dropped',
      );
      continue;
    }
    await jobs.publish(event, entry.payload, { eventId: entry.id, requestId: record.requestId });
  }
  await records.deleteOne({ id: record.id });
}

/** Marks a record ready, for the relay's retries; if that fails, its grace period comes. */
async function markReady(record: OutboxRecord, { records, logger }: RelayOptions) {
  try {
    await records.updateOne({ id: record.id }, { $set: { state: 'ready' } });
  } catch (error) {
    logger.warn({ err: error, outboxRecord: record.id }, 'outbox: could not mark events ready');
  }
}

export function outboxRelay(options: RelayOptions) {
  const { records, logger, pendingGraceMs } = options;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let failures = 0;
  /** Releases under way: a pass, and closing, wait for them. */
  const releasing = new Set<Promise<void>>();

  const publishFailed = (error: unknown, record: OutboxRecord) => {
    failures += 1;
    logger.warn(
      { err: error, outboxRecord: record.id, requestId: record.requestId, failures },
      'outbox: publishing failed; will retry',
    );
  };

  const scheduleRetry = () => {
    if (closed || retryTimer) return;
    const delay = Math.min(1000 * 2 ** Math.min(failures, 5), maxRetryDelayMs);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void relay();
    }, delay).unref();
  };

  const pass = async () => {
    const due = await records.find({}, { sort: { createdAt: 1 }, limit: 100 });
    const graceEnd = Date.now() - pendingGraceMs;
    let waiting = false;
    for (const record of due) {
      if (record.state === 'pending' && record.createdAt.getTime() > graceEnd) {
        waiting = true;
        continue;
      }
      try {
        await publishRecord(record, options);
        failures = 0;
      } catch (error) {
        publishFailed(error, record);
        scheduleRetry();
        return;
      }
    }
    if (waiting || due.length === 100) scheduleRetry();
  };

  /**
   * A saved write's record, published and deleted at once: two store operations a write (its
   * insert and this delete) rather than four (a ready mark, and the relay's read before the
   * delete). On a busy night the four queued behind one another in the store, and staff waited
   * seconds for a score to save. If the queue is away, the record is marked ready, for the
   * relay's retries.
   */
  const release = (record: OutboxRecord): void => {
    const released = publishRecord(record, options).then(
      () => {
        // The queue is back: what waited for it need not wait for the next retry.
        if (failures > 0) void relay();
        failures = 0;
      },
      async (error: unknown) => {
        publishFailed(error, record);
        await markReady(record, options);
        scheduleRetry();
      },
    );
    releasing.add(released);
    void released.finally(() => releasing.delete(released));
  };

  const relay = async (): Promise<void> => {
    if (closed) return;
    await Promise.all(releasing);
    if (closed) return;
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await pass();
        } catch (error) {
          failures += 1;
          logger.warn({ err: error }, 'outbox: reading the outbox failed; will retry');
          scheduleRetry();
        }
      } while (again && !closed);
    })().finally(() => {
      running = undefined;
    });
    return running;
  };

  const sweeper =
    options.sweepEveryMs === undefined
      ? undefined
      : setInterval(() => void relay(), options.sweepEveryMs).unref();
  if (sweeper) void relay();

  return {
    release,
    /** Publishes whatever is due now (after the releases under way); resolves when this pass is over. */
    relay,
    /** Stops the timers and waits for the releases and a pass under way. */
    async close() {
      closed = true;
      clearInterval(sweeper);
      clearTimeout(retryTimer);
      await Promise.all(releasing);
      await running;
    },
  };
}
