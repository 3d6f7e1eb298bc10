/**
 * What a miss does: one request to the service (or one making of a document) per key at a time,
 * which later misses of the key wait for until an event is published (the answer under way may
 * predate the change, and whoever asks after its event, the writer first, must see it); a read's
 * answer is kept unless an event that makes it stale was published meanwhile.
 */
import type { RouteDeclaration } from '@venue/contracts/http';
import { oncePerKey } from '../once-per-key';
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

  const sharedPerKey = oncePerKey<Entry | Upstream>();

  const fetch = (route: RouteDeclaration, key: string) =>
    options.ask(routes.serviceOf(route), key, timeoutMs);

  return {
    /** Asks the route's service, keeping nothing. */
    fetch,

    /**
     * The answer under way for the key if none of its route's events was published since it was
     * asked for, or the one `start` begins for everyone asking from now on. Only the route's own:
     * on a busy night every score was an event, and each one made the next reader of any route
     * (the events, the games) ask its service again beside the answer already under way.
     */
    shared: (route: RouteDeclaration, key: string, start: () => Promise<Entry | Upstream>) =>
      sharedPerKey(key, start, store.generationOf(eventsOf(route))),

    async fetchAndStore(route: RouteDeclaration, key: string) {
      const before = store.mark();
      const upstream = await fetch(route, key);
      if (upstream.status !== 200) return upstream;
      const events = eventsOf(route);
      const entry = makeEntry(baseHeaders, key, upstream, events, maxAgeOf(route));
      // An invalidation while the answer was on its way makes it stale: serve it, keep it not.
      if (!store.changedSince(before, events)) store.keep(entry);
      return entry;
    },
  };
}

export type Misses = ReturnType<typeof createMisses>;
