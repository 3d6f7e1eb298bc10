import { MemoryStore, type IncrementResponse, type Options, type Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import type { RouteDeclaration } from '@venue/contracts/http';
import type { Logger } from '@venue/service-kit/logger';
import type { RedisConnection } from '@venue/service-kit/redis-connection';

/** A new store for each route's limiter (express-rate-limit refuses one store for two). */
export type RateLimitStores = (route: RouteDeclaration) => Store;

/** Counts in this gateway's memory: the one-process product, where it is the only gateway. */
export const memoryStores: RateLimitStores = () => new MemoryStore();

/** Says once when the shared counts stop answering and once when they answer again. */
function outageLog(logger: Logger) {
  let down = false;
  return {
    failed(error: unknown) {
      if (down) return;
      down = true;
      logger.warn(
        { err: error },
        "rate limits: Redis does not answer; each route's limit is counted in this gateway's memory until it does",
      );
    },
    answered() {
      if (!down) return;
      down = false;
      logger.info('rate limits: Redis answers again; limits are counted there, for every gateway');
    },
  };
}

/**
 * A route's counts in Redis (rate-limit-redis), shared by every gateway on it. While Redis does
 * not answer, the route is counted in this gateway's memory instead: public forms stay up, and
 * each gateway still refuses past the limit, so N gateways let at most N times it through.
 */
class SharedOrLocalStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;
  readonly #shared: RedisStore;
  readonly #local = new MemoryStore();
  readonly #outage: ReturnType<typeof outageLog>;
  #options: Options | undefined;
  /** Whether the shared store has loaded its scripts: it cannot count before. */
  #sharedReady = false;

  constructor(shared: RedisStore, outage: ReturnType<typeof outageLog>) {
    this.#shared = shared;
    this.prefix = shared.prefix;
    this.#outage = outage;
  }

  init(options: Options) {
    this.#options = options;
    this.#local.init(options);
  }

  async #inShared<T>(use: (store: RedisStore) => Promise<T>): Promise<T> {
    if (!this.#sharedReady) {
      // Loaded at the first count rather than at start, so a Redis not up yet costs nothing.
      await this.#shared.init(this.#options as Options);
      this.#sharedReady = true;
    }
    const result = await use(this.#shared);
    this.#outage.answered();
    return result;
  }

  async increment(key: string): Promise<IncrementResponse> {
    try {
      return await this.#inShared((store) => store.increment(key));
    } catch (error) {
      this.#outage.failed(error);
      return this.#local.increment(key);
    }
  }

  async decrement(key: string) {
    await this.#inShared((store) => store.decrement(key)).catch(() => this.#local.decrement(key));
  }

  async resetKey(key: string) {
    await Promise.all([
      this.#inShared((store) => store.resetKey(key)).catch(() => undefined),
      this.#local.resetKey(key),
    ]);
  }

  shutdown() {
    this.#local.shutdown();
  }
}

/** Each route counted under its own keys in Redis, shared by every gateway. */
export function sharedStores(connection: RedisConnection, logger: Logger): RateLimitStores {
  const outage = outageLog(logger);
  return (route) =>
    new SharedOrLocalStore(
      new RedisStore({
        sendCommand: (command: string, ...args: string[]) =>
          connection.redis.call(command, ...args) as Promise<string | number | string[]>,
        prefix: `rate-limit:${route.method} ${route.path}:`,
      }),
      outage,
    );
}
