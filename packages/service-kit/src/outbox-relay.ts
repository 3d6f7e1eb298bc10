/**
 * The outbox's relay: publishes the records that are due (ready, or pending past their grace),
 * oldest first, deleting each once the queue took it; while the queue is away it retries with
 * backoff, and a timer sweeps for due records where the service's jobs run.
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

export function outboxRelay(options: {
  records: Collection<OutboxRecord>;
  jobs: Jobs;
  logger: Logger;
  definitions: Map<string, EventDefinition<unknown>>;
  pendingGraceMs: number;
  /** Sweeps for due records every this many ms; none when not given. */
  sweepEveryMs: number | undefined;
}) {
  const { records, jobs, logger, definitions, pendingGraceMs } = options;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let failures = 0;

  const publishRecord = async (record: OutboxRecord) => {
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
        await publishRecord(record);
        failures = 0;
      } catch (error) {
        failures += 1;
        logger.warn(
          { err: error, outboxRecord: record.id, requestId: record.requestId, failures },
          'outbox: publishing failed; will retry',
        );
        scheduleRetry();
        return;
      }
    }
    if (waiting || due.length === 100) scheduleRetry();
  };

  const relay = (): Promise<void> => {
    if (closed) return Promise.resolve();
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
    /** Publishes whatever is due now; resolves when this pass is over. */
    relay,
    /** Stops the timers and waits for a pass under way. */
    async close() {
      closed = true;
      clearInterval(sweeper);
      clearTimeout(retryTimer);
      await running;
    },
  };
}
