/**
 * The gateway's edge cache for public GET routes that their declarations mark cacheable.
 *
 * An entry keeps the service's answer (bytes, content type), a strong ETag, and every header of
 * the answer computed once when it is stored, security headers included; its brotli and gzip
 * copies are made once each, when a client first asks for that encoding. A hit is answered before Express sees the request: no logging, no helmet,
 * no access check, no compression, no proxy. Entries are dropped when an event the route
 * declares is published (heard on every gateway through the jobs port's `listen`; and on the
 * gateway that answers the write, before its answer leaves, from the events the service names
 * in it: `dropPublished`; each event once, whichever way it comes first, since what is kept after
 * either was made after the change showed), and expire after the route's maximum age in case an
 * event is lost. While the gateway cannot hear events
 * (its Redis connection is down, or not yet listening) it neither serves nor keeps anything:
 * every cacheable read goes to its service, so a change saved meanwhile is never hidden behind
 * an entry its event could not drop; and when it hears again, every entry is dropped, since the
 * events of that gap are lost. Concurrent misses for one key make one request to the service;
 * an answer other than 200 is passed on and never kept. Requests that carry a staff token never
 * read or fill the cache; any other Authorization header is no one's, and gets what anyone gets
 * (a header anyone can send must not cost a trip past the cache).
 *
 * It keeps the server-rendered pages the same way (`keptDocument`, `keepDocument`): an entry per
 * address, dropped on the events of every route the page read (`read`). It never renders one:
 * the pages read through it, never the other way round.
 */
import type { IncomingMessage } from 'node:http';
import type { ServiceApi } from '@venue/contracts/http';
import type { EventDefinition } from '@venue/contracts/messages';
import type { Jobs } from '@venue/jobs/jobs.port';
import { idsUntilHeardAgain } from '@venue/service-kit/event-ids';
import type { Logger } from '@venue/service-kit/logger';
import type { PublishedEvent } from '@venue/service-kit/published-events';
import { currentRequestId } from '@venue/service-kit/request-context';
import { cacheableRoutes } from './edge-cache/cacheable-routes';
import { cachedReads, type DocumentAsked } from './edge-cache/cached-reads';
import { documentServing } from './edge-cache/documents';
import type { ResponseHeaders } from './edge-cache/entry';
import { createEntryStore } from './edge-cache/entry-store';
import { createMisses } from './edge-cache/misses';
import { responseWriter } from './edge-cache/response-writer';
import { type EdgeCacheStats, emptyStats } from './edge-cache/stats';
import type { ServiceAsker } from './edge-cache/upstream';

export type { DocumentAsked } from './edge-cache/cached-reads';
export type { InternalRead, MadeDocument } from './edge-cache/documents';
export type { Entry } from './edge-cache/entry';
export type { Mark } from './edge-cache/entry-store';
export type { Upstream } from './edge-cache/upstream';
export type { EdgeCacheStats } from './edge-cache/stats';
export { askHosted, askOverHttp, type ServiceAsker } from './edge-cache/upstream';

export interface EdgeCacheOptions {
  /** Every declared route: the gateway's own and the services'. */
  apis: ServiceApi[];
  /** How a service is asked for a read (over HTTP, or a call where the process hosts it). */
  ask: ServiceAsker;
  /** Headers every answer of the gateway carries (security headers), computed once. */
  baseHeaders: ResponseHeaders;
  jobs: Jobs;
  logger: Logger;
  /** The size bound of everything kept; 0 keeps nothing (every read is a miss, for measuring). */
  maxBytes: number;
  /** How long a request to a service may take (as the proxy's). */
  timeoutMs: number;
  /**
   * The document (a server-rendered page) a request asks for, if any: a redirect the cache writes
   * itself (never kept), or a page's key, a hit of which is answered before Express like a
   * cached read. A request with a staff token is never asked.
   */
  document?: (req: IncomingMessage) => DocumentAsked | null;
  /**
   * Whether a request carries a staff token, genuine and unexpired (checked without the store:
   * whether its account is still active is checked where the request is answered).
   */
  bearsStaffToken: (req: IncomingMessage) => boolean;
}

/**
 * How many events seen once are remembered until seen again: events another gateway's writes
 * published are only ever heard once, so the oldest are forgotten (seen again, one is dropped
 * twice, as before). About 100 bytes each.
 */
const maxIdsSeenOnce = 10_000;

export function createEdgeCache(options: EdgeCacheOptions) {
  const { logger, maxBytes, baseHeaders } = options;
  const routes = cacheableRoutes(options.apis);
  const stats = emptyStats();
  const store = createEntryStore({ maxBytes, logger, stats });
  const eventNamed = new Map([...routes.events].map((event) => [event.name, event]));
  const seenOnce = idsUntilHeardAgain(maxIdsSeenOnce);
  /**
   * An event is heard twice on the gateway that answered its write: from the answer and over the
   * jobs port. The second drops nothing, since what was kept after the first was made after the
   * change showed: a tournament night's board is made once after a score, not twice.
   */
  const dropOnce = (event: EventDefinition<unknown>, eventId: string, requestId?: string) => {
    if (seenOnce.heardAgain(eventId)) {
      stats.alreadyDropped += 1;
      return;
    }
    seenOnce.keep(eventId);
    store.invalidate(event, requestId);
  };
  const unlisteners = [...routes.events].map((event) =>
    options.jobs.listen(event, (_payload, { eventId, requestId }) =>
      dropOnce(event, eventId, requestId),
    ),
  );
  const unwatch = options.jobs.watchListening((listening) =>
    store.hearingChanged(listening, routes.events),
  );
  const writer = responseWriter(baseHeaders, store.grew);
  const misses = createMisses({
    routes,
    store,
    ask: options.ask,
    timeoutMs: options.timeoutMs,
    baseHeaders,
  });
  const reads = cachedReads({
    routes,
    store,
    misses,
    writer,
    stats,
    logger,
    maxBytes,
    document: options.document,
    bearsStaffToken: options.bearsStaffToken,
  });
  const documents = documentServing({
    routes,
    store,
    misses,
    writer,
    stats,
    baseHeaders,
    maxBytes,
  });

  return {
    handle: reads.handle,
    read: documents.read,
    keptDocument: documents.keptDocument,
    mark: documents.mark,
    changedSince: documents.changedSince,
    eventsOfRead: documents.eventsOfRead,
    keepDocument: documents.keepDocument,
    sendDocument: documents.sendDocument,
    sendPrevious: documents.sendPrevious,
    /** Tells `listener` of the entries (answers and pages) each published event drops. */
    whenDropped: store.whenDropped,

    stats: (): EdgeCacheStats => ({ ...stats }),

    /**
     * Drops at once what these events make stale: the events a service says the write it
     * answered recorded, which every gateway hears later over the jobs port. Names no cached
     * read depends on are none of the cache's business.
     */
    dropPublished(events: PublishedEvent[]) {
      for (const { name, id } of events) {
        const event = eventNamed.get(name);
        if (event) dropOnce(event, id, currentRequestId());
      }
    },

    async close() {
      unwatch();
      await Promise.all(unlisteners.map((stop) => stop()));
    },
  };
}

export type EdgeCache = ReturnType<typeof createEdgeCache>;
