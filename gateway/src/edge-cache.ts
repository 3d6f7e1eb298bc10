/**
 * The gateway's edge cache for public GET routes that their declarations mark cacheable.
 *
 * An entry keeps the service's answer (bytes, content type), a strong ETag, gzip and brotli
 * copies made once, and every header of the answer computed once when it is stored, security
 * headers included. A hit is answered before Express sees the request: no logging, no helmet,
 * no access check, no compression, no proxy. Entries are dropped when an event the route
 * declares is published (heard on every gateway through the jobs port's `listen`), and expire
 * after the route's maximum age in case an event is lost. While the gateway cannot hear events
 * (its Redis connection is down, or not yet listening) it neither serves nor keeps anything:
 * every cacheable read goes to its service, so a change saved meanwhile is never hidden behind
 * an entry its event could not drop; and when it hears again, every entry is dropped, since the
 * events of that gap are lost. Concurrent misses for one key make one request to the service;
 * an answer other than 200 is passed on and never kept. Requests that carry a staff token never
 * read or fill the cache; any other Authorization header is no one's, and gets what anyone gets
 * (a header anyone can send must not cost a trip past the cache).
 *
 * It keeps the server-rendered pages the same way (`serveDocument`): an entry per address, made
 * once for everyone asking, dropped on the events of every route the page read (`read`).
 */
import type { IncomingMessage } from 'node:http';
import { leaderboardChanged } from '@venue/contracts/leaderboard';
import type { ServiceApi } from '@venue/contracts/http';
import type { EventDefinition } from '@venue/contracts/messages';
import type { Jobs } from '@venue/jobs/jobs.port';
import type { Logger } from '@venue/service-kit/logger';
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
export { documentKeyPrefix } from './edge-cache/entry-store';
export type { InternalRead, MadeDocument } from './edge-cache/documents';
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
  /**
   * How long after a change a kept page may still be answered while its next render is under
   * way (0: never; each request after a change waits for the render).
   */
  staleDocumentMs: number;
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
 * Whether the pages a change drops may be answered as they were while their next render is under
 * way: only for a new score, which comes every few seconds on a tournament night and takes
 * nothing away. Any other change (a machine flagged, a game or event deleted, an image hidden,
 * a score removed) is shown from the next read, as staff expect.
 */
function showsLate(event: EventDefinition<unknown>, payload: unknown): boolean {
  return (
    event.name === leaderboardChanged.name &&
    (payload as { change?: unknown } | undefined)?.change === 'score-added'
  );
}

export function createEdgeCache(options: EdgeCacheOptions) {
  const { logger, maxBytes, baseHeaders } = options;
  const routes = cacheableRoutes(options.apis);
  const stats = emptyStats();
  const store = createEntryStore({
    maxBytes,
    logger,
    stats,
    staleDocumentMs: options.staleDocumentMs,
  });
  const unlisteners = [...routes.events].map((event) =>
    options.jobs.listen(event, (payload, { requestId }) =>
      store.invalidate(event, requestId, showsLate(event, payload)),
    ),
  );
  const unwatch = options.jobs.watchListening((listening) =>
    store.hearingChanged(listening, routes.events),
  );
  const writer = responseWriter(baseHeaders);
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
    staleDocumentMs: options.staleDocumentMs,
  });

  return {
    handle: reads.handle,
    read: documents.read,
    serveDocument: documents.serveDocument,

    stats: (): EdgeCacheStats => ({ ...stats }),

    async close() {
      unwatch();
      await Promise.all(unlisteners.map((stop) => stop()));
    },
  };
}

export type EdgeCache = ReturnType<typeof createEdgeCache>;
