import { setTimeout as sleep } from 'node:timers/promises';
import type { Collection, Doc, Store } from '@venue/store/store.port';

/**
 * Real stores whose answers come late, as a store across a network (MongoDB) answers: each call
 * does its work at once and answers `ms` later, errors too. `ms` starts at 0 and may be changed
 * at any time, e.g. once the services have started.
 */
export function storeLatency() {
  const latency = {
    ms: 0,
    /** The store, answering late; pass it as the harness's `wrapStore`. */
    wrap(store: Store): Store {
      return {
        collection: async <T extends Doc>(...args: Parameters<Store['collection']>) =>
          lateCollection(await late(store.collection<T>(...args))),
        ping: () => late(store.ping()),
        close: () => store.close(),
      };
    },
  };

  async function late<T>(answer: Promise<T>): Promise<T> {
    try {
      return await answer;
    } finally {
      if (latency.ms > 0) await sleep(latency.ms);
    }
  }

  function lateCollection<T extends Doc>(collection: Collection<T>): Collection<T> {
    return new Proxy(collection, {
      get(target, key, receiver) {
        const value: unknown = Reflect.get(target, key, receiver);
        return typeof value === 'function'
          ? (...args: unknown[]) => late(value.apply(target, args) as Promise<unknown>)
          : value;
      },
    });
  }

  return latency;
}
