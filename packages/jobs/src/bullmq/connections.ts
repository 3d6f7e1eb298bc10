/**
 * The ioredis connections of one instance, as BullMQ's going-to-production guide says: producers
 * fail fast (no offline queue), workers and listeners wait out disconnections
 * (maxRetriesPerRequest: null). An outage is logged once when a connection drops and once when all
 * are back, rather than at every reconnect attempt of every connection.
 */
import { Redis } from 'ioredis';
import type { Lifecycle } from '../adapter-common';
import type { JobsLogger } from '../jobs-logger';

type ConnectionRole = 'producer' | 'worker' | 'listener';

/** The reconnect backoff BullMQ gives connections it creates itself: 1 s growing to 20 s. */
const retryStrategy = (times: number) => Math.max(Math.min(Math.exp(times), 20_000), 1_000);

/** Node's codes for a socket that cannot reach or lost its peer. */
const connectionErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

const isConnectionError = (error: Error) =>
  ('code' in error && typeof error.code === 'string' && connectionErrorCodes.has(error.code)) ||
  error.message === 'Connection is closed.';

/** The error handler of a BullMQ queue, queue events or worker. */
export const logBullmqErrors =
  (logger: JobsLogger, source: string, queue: string) => (error: Error) => {
    // BullMQ repeats its connections' errors at every reconnect attempt; the outage is logged
    // once by the connections.
    if (isConnectionError(error)) return;
    logger.error({ queue, reason: error.message }, `jobs: ${source} error`);
  };

async function closeConnection(connection: Redis) {
  if (connection.status !== 'ready') {
    connection.disconnect();
    return;
  }
  await connection.quit().catch(() => connection.disconnect());
}

export function createRedisConnections(options: {
  redisUrl: string;
  prefix: string;
  logger: JobsLogger;
  lifecycle: Lifecycle;
}) {
  const { redisUrl, prefix, logger, lifecycle } = options;
  const connections: Redis[] = [];
  let outage = false;

  return {
    open(role: ConnectionRole): Redis {
      const connection = new Redis(
        redisUrl,
        role === 'producer'
          ? { enableOfflineQueue: false, retryStrategy, connectionName: `${prefix}:producer` }
          : { maxRetriesPerRequest: null, retryStrategy, connectionName: `${prefix}:${role}` },
      );
      let lastError: string | undefined;
      connection.on('error', (error: Error) => {
        lastError = error.message;
      });
      connection.on('close', () => {
        if (outage || lifecycle.closed) return;
        outage = true;
        logger.warn(
          lastError === undefined ? { role } : { role, reason: lastError },
          'jobs: redis connection lost',
        );
      });
      connection.on('ready', () => {
        lastError = undefined;
        if (!outage || connections.some((other) => other.status !== 'ready')) return;
        outage = false;
        logger.info({}, 'jobs: redis connection restored');
      });
      connections.push(connection);
      return connection;
    },

    async closeAll() {
      await Promise.all(connections.map(closeConnection));
    },
  };
}

/**
 * Without an offline queue a command sent before the connection is ready fails at once, and
 * BullMQ itself would wait for ready forever: wait a bounded time instead.
 */
export async function untilReady(connection: Redis, timeoutMs: number): Promise<void> {
  if (connection.status === 'ready') return;
  await new Promise<void>((resolve, reject) => {
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      connection.off('ready', onReady);
      reject(new Error(`jobs: Redis not reachable within ${timeoutMs} ms (${connection.status})`));
    }, timeoutMs);
    connection.once('ready', onReady);
  });
}
