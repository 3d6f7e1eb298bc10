import { Redis } from 'ioredis';
import type { Logger } from './logger';

/** The reconnect backoff BullMQ gives its own connections: 1 s growing to 20 s. */
const retryStrategy = (times: number) => Math.max(Math.min(Math.exp(times), 20_000), 1_000);

export interface RedisConnection {
  redis: Redis;
  /** Resolves once connected; rejects after `timeoutMs` without a connection. */
  ready(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A connection for what a request waits on (shared rate limits, the assertions services have
 * taken): while Redis cannot be reached a command fails at once (no offline queue), and after
 * `commandTimeoutMs` when Redis does not answer, so the caller decides what an outage means
 * instead of the request hanging. It reconnects in the background; an outage is logged once
 * when it begins and once when it ends, not at every attempt.
 */
export function openRedisConnection(
  url: string,
  options: { name: string; logger: Logger; commandTimeoutMs?: number },
): RedisConnection {
  const { name, logger } = options;
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: options.commandTimeoutMs ?? 1_000,
    retryStrategy,
    connectionName: name,
  });
  let closed = false;
  let lost = false;
  let lastError: string | undefined;
  redis.on('error', (error: Error) => {
    lastError = error.message;
  });
  redis.on('close', () => {
    if (lost || closed) return;
    lost = true;
    logger.warn({ connection: name, reason: lastError }, 'redis connection lost');
  });
  redis.on('ready', () => {
    lastError = undefined;
    if (!lost) return;
    lost = false;
    logger.info({ connection: name }, 'redis connection restored');
  });

  return {
    redis,
    async ready(timeoutMs) {
      if (redis.status === 'ready') return;
      await new Promise<void>((resolve, reject) => {
        const onReady = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          redis.off('ready', onReady);
          reject(new Error(`${name}: Redis not reachable within ${timeoutMs} ms`));
        }, timeoutMs);
        redis.once('ready', onReady);
      });
    },
    async close() {
      closed = true;
      if (redis.status !== 'ready') {
        redis.disconnect();
        return;
      }
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
