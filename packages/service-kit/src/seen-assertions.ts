import type { Redis } from 'ioredis';
import { DuplicateKeyError, type Store } from '@venue/store/store.port';
import type { Logger } from './logger';

/**
 * The identity assertions a service has taken (gateway-identity.ts), each by its id until it
 * expires: an assertion is good once, across restarts too. A port so that the list can live
 * where a service's processes share it: the service's store, and Redis where REDIS_URL is set,
 * shared by replicas that share no store (see host.ts).
 */
export interface SeenAssertions {
  /** Records the id until `expiresAt`; false when it was recorded before (a replay). */
  firstUse(id: string, expiresAt: Date): Promise<boolean>;
}

interface SeenAssertion {
  /** The assertion's jti. */
  id: string;
  expiresAt: Date;
}

/**
 * Kept in the service's own store: the id is the document's, so a second use is refused by
 * the store itself, at once for any number of processes on one database; the expiry index
 * drops each when its assertion expires (and is refused for that anyway).
 */
export async function storedSeenAssertions(store: Store): Promise<SeenAssertions> {
  const seen = await store.collection<SeenAssertion>('seen_assertions', {
    indexes: [{ fields: { expiresAt: 1 }, expireAfterSeconds: 0 }],
  });
  return {
    async firstUse(id, expiresAt) {
      try {
        await seen.insert({ id, expiresAt });
        return true;
      } catch (error) {
        if (error instanceof DuplicateKeyError) return false;
        throw error;
      }
    },
  };
}

/**
 * Kept in Redis, for every process of every service on it: `SET NX` with the assertion's
 * remaining life as `PX`, so a second use is refused by Redis itself, at once for any number of
 * replicas, and the key goes when the assertion expires. Rejects while Redis does not answer.
 */
export function redisSeenAssertions(redis: Pick<Redis, 'set'>): SeenAssertions {
  return {
    async firstUse(id, expiresAt) {
      const lifeMs = expiresAt.getTime() - Date.now();
      // Expired already: refused for that by the verifier, with nothing left to remember.
      if (lifeMs <= 0) return true;
      return (await redis.set(`seen-assertion:${id}`, '1', 'PX', lifeMs, 'NX')) === 'OK';
    },
  };
}

/**
 * Where a service's replicas share Redis: each assertion is taken in the replica's own list (its
 * store, as without Redis) and then in Redis, so a replay is refused by the replica that took
 * it and by every other. While Redis does not answer, staff requests go on (as the rest of the
 * product does without Redis) and each replica refuses what it took itself, as it always has;
 * that is said once when it begins and once when Redis answers again.
 */
export function sharedSeenAssertions(
  own: SeenAssertions,
  shared: SeenAssertions,
  logger: Logger,
): SeenAssertions {
  let away = false;
  return {
    async firstUse(id, expiresAt) {
      if (!(await own.firstUse(id, expiresAt))) return false;
      try {
        const first = await shared.firstUse(id, expiresAt);
        if (away) {
          away = false;
          logger.info('seen assertions: Redis answers again; every replica refuses a replay');
        }
        return first;
      } catch (error) {
        if (!away) {
          away = true;
          logger.warn(
            { err: error },
            'seen assertions: Redis does not answer; each replica refuses only the assertions it took itself until it does',
          );
        }
        return true;
      }
    },
  };
}
