/**
 * Answering a cacheable public read before Express sees the request: from a live entry, through
 * the one shared request a miss makes, or, while the cache cannot keep anything, straight from the
 * service. A page's document that is kept is answered here too.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '@venue/service-kit/logger';
import { labelRoute } from '@venue/service-kit/metrics';
import type { CacheableRoutes, Located } from './cacheable-routes';
import type { Entry } from './entry';
import type { EntryStore } from './entry-store';
import type { Misses } from './misses';
import type { ResponseWriter } from './response-writer';
import type { EdgeCacheStats } from './stats';
import type { Upstream } from './upstream';

/** A page's key, or the redirect a request for a page is answered with before anything is made. */
export type DocumentAsked = { key: string } | { status: 301 | 302; location: string };

export function cachedReads(options: {
  routes: CacheableRoutes;
  store: EntryStore;
  misses: Misses;
  writer: ResponseWriter;
  stats: EdgeCacheStats;
  logger: Logger;
  /** 0 keeps nothing (every read is a miss, for measuring). */
  maxBytes: number;
  document: ((req: IncomingMessage) => DocumentAsked | null) | undefined;
  bearsStaffToken: (req: IncomingMessage) => boolean;
}) {
  const { routes, store, misses, writer, stats, logger, maxBytes } = options;

  /**
   * With no room to keep anything, every read is a miss of its own: asked of the service and
   * passed on.
   */
  const forward = async (req: IncomingMessage, res: ServerResponse, { route, key }: Located) => {
    stats.misses += 1;
    const service = routes.serviceOf(route);
    let upstream: Upstream;
    try {
      upstream = await misses.fetch(route, key);
    } catch (error) {
      logger.warn({ err: error, service }, 'edge cache: the service did not answer');
      writer.unavailable(res, service);
      return;
    }
    writer.forward(req, res, upstream);
  };

  const miss = async (req: IncomingMessage, res: ServerResponse, { route, key }: Located) => {
    stats.misses += 1;
    const pending = misses.shared(route, key, () => {
      logger.debug({ key, ...stats }, 'edge cache: miss');
      return misses.fetchAndStore(route, key);
    });
    let answer: Entry | Upstream;
    try {
      answer = await pending;
    } catch (error) {
      const service = routes.serviceOf(route);
      logger.warn({ err: error, service, key }, 'edge cache: the service did not answer');
      writer.unavailable(res, service);
      return;
    }
    if ('etag' in answer) writer.send(req, res, answer);
    else {
      stats.passedOn += 1;
      writer.passOn(req, res, answer);
    }
  };

  const hit = (req: IncomingMessage, res: ServerResponse, entry: Entry) => {
    stats.hits += 1;
    store.touch(entry);
    writer.send(req, res, entry);
    return true;
  };

  return {
    /**
     * Answers a cacheable public read from the cache (or through one shared request to its
     * service); returns false for anything else, which then goes through the full gateway.
     */
    handle(req: IncomingMessage, res: ServerResponse): boolean {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || options.bearsStaffToken(req))
        return false;
      if (
        req.headers['transfer-encoding'] !== undefined ||
        Number(req.headers['content-length'] ?? 0) > 0
      )
        return false;
      const found = routes.locate(req.url ?? '/');
      if (!found) {
        const document = options.document?.(req);
        if (!document) return false;
        if ('location' in document) {
          writer.redirect(req, res, document.status, document.location);
          return true;
        }
        const entry = store.hearing() ? store.live(document.key) : undefined;
        return entry ? hit(req, res, entry) : false;
      }
      labelRoute(res, found.route.path);
      if (maxBytes === 0 || !store.hearing()) {
        if (maxBytes > 0) stats.bypassed += 1;
        void forward(req, res, found);
        return true;
      }
      const entry = store.live(found.key);
      if (entry) return hit(req, res, entry);
      miss(req, res, found).catch((error: unknown) => {
        logger.error({ err: error }, 'edge cache: a miss failed');
        if (!res.headersSent) writer.unavailable(res, routes.serviceOf(found.route));
      });
      return true;
    },
  };
}
