import type { Redis } from 'ioredis';
import { DuplicateKeyError, type Store } from '@venue/store/store.port';
import { Unavailable } from './errors';

/**
 * The identity assertions a service has taken (gateway-identity.ts), each by its id until it
 * expires: an assertion is good once, across restarts too. A port so that the list can live
 * where a service's processes share it: the service's store, or Redis, shared by replicas that
 * share no store (where REDIS_URL is set: see host.ts).
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
 * replicas, and the key goes when the assertion expires. Redis keeps it across a restart of
 * the service (and of Redis, with its append-only file). While Redis does not answer, an
 * assertion cannot be checked, so the request is refused (a 503) rather than taken unchecked;
 * the connection logs the outage.
 */
export function redisSeenAssertions(redis: Pick<Redis, 'set'>): SeenAssertions {
  return {
    async firstUse(id, expiresAt) {
      const lifeMs = expiresAt.getTime() - Date.now();
      // Expired already: refused for that by the verifier, with nothing left to remember.
      if (lifeMs <= 0) return true;
      try {
        return (await redis.set(`seen-assertion:${id}`, '1', 'PX', lifeMs, 'NX')) === 'OK';
      } catch {
        throw new Unavailable(
          'Staff requests cannot be checked right now. Please try again shortly.',
        );
      }
    },
  };
}
