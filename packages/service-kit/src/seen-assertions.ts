import { DuplicateKeyError, type Store } from '@venue/store/store.port';

/**
 * The identity assertions a service has taken (gateway-identity.ts), each by its id until it
 * expires: an assertion is good once, across restarts too. A port so that the list can live
 * where a service's processes share it: the service's store (here), or e.g. Redis for replicas
 * that share no store.
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
