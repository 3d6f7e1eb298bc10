/**
 * What a miss does: one request to the service (or one making of a document) per key at a time,
 * which later misses of the key wait for; a read's answer is kept unless an event that makes it
 * stale was published meanwhile.
 */
import type { RouteDeclaration } from '@venue/contracts/http';
import { type CacheableRoutes, eventsOf, maxAgeOf } from './cacheable-routes';
import { type Entry, type ResponseHeaders, makeEntry } from './entry';
import type { EntryStore } from './entry-store';
import type { ServiceAsker, Upstream } from './upstream';

export function createMisses(options: {
  routes: CacheableRoutes;
  store: EntryStore;
  /** How a service is asked. */
  ask: ServiceAsker;
  timeoutMs: number;
  baseHeaders: ResponseHeaders;
}) {
  const { routes, store, timeoutMs, baseHeaders } = options;
  const inFlight = new Map<string, Promise<Entry | Upstream>>();

  const fetch = (route: RouteDeclaration, key: string) =>
    options.ask(routes.serviceOf(route), key, timeoutMs);

  return {
    /** Asks the route's service, keeping nothing. */
    fetch,

    /** Whether an answer for the key is under way. */
    underWay: (key: string) => inFlight.has(key),

    /** The answer under way for the key, or the one `start` begins for everyone asking. */
    shared(key: string, start: () => Promise<Entry | Upstream>) {
      let pending = inFlight.get(key);
      if (!pending) {
        pending = start().finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },

    async fetchAndStore(route: RouteDeclaration, key: string) {
      const before = store.mark();
      const upstream = await fetch(route, key);
      if (upstream.status !== 200) return upstream;
      const events = eventsOf(route);
      const entry = await makeEntry(baseHeaders, key, upstream, events, maxAgeOf(route));
      // An invalidation while the answer was on its way makes it stale: serve it, keep it not.
      if (!store.changedSince(before, events)) store.keep(entry);
      return entry;
    },
  };
}

export type Misses = ReturnType<typeof createMisses>;
