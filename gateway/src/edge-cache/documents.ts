/**
 * What the gateway makes itself, the server-rendered pages: the public reads a page is made from
 * (`read`), and the pages, kept the same way as reads (`serveDocument`): an entry per address,
 * made once for everyone asking, dropped on the events of every route the page read.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EventDefinition } from '@venue/contracts/messages';
import { type CacheableRoutes, eventsOf, maxAgeOf } from './cacheable-routes';
import { type Entry, type ResponseHeaders, makeEntry } from './entry';
import type { EntryStore } from './entry-store';
import type { Misses } from './misses';
import type { ResponseWriter } from './response-writer';
import type { EdgeCacheStats } from './stats';
import { type Upstream, answerHeadersOf, contentTypeOf } from './upstream';

/** A public read made inside the gateway (a page being rendered), and what keeps it true. */
export interface InternalRead {
  status: number;
  contentType: string;
  /** A paged list's `Link` and `X-Total-Count`. */
  pageHeaders: Record<string, string>;
  body: Buffer;
  /** The events its route is invalidated by. */
  events: EventDefinition<unknown>[];
  maxAgeSeconds: number;
}

/** A document the gateway made (a rendered page), with what it was made from. */
export interface MadeDocument {
  status: number;
  /** A moved page's new address (never kept: only a 200 is). */
  location?: string;
  contentType: string;
  body: Buffer;
  /** Kept only when true: every read it was made from succeeded and is cacheable. */
  keep: boolean;
  events: EventDefinition<unknown>[];
  maxAgeSeconds: number;
}

/**
 * Makes the document, and keeps it when it may be kept: a 200 whose reads were all cacheable;
 * stale from when it began to be made if an event of theirs was published meanwhile (answered
 * only while the next render is under way, and only so long). Anything else drops the stale
 * page it replaces: a page now a 404 or a redirect is never answered as it was.
 */
async function makeAndStore(
  options: DocumentServingOptions,
  key: string,
  make: () => Promise<MadeDocument>,
): Promise<Entry | Upstream> {
  const { store, stats, maxBytes, staleDocumentMs } = options;
  stats.rendered += 1;
  const before = store.mark();
  const made = await make().catch((error: unknown) => {
    store.dropStale(key);
    throw error;
  });
  const headers = {
    'content-type': made.contentType,
    ...(made.location !== undefined && { location: made.location }),
  };
  if (made.status !== 200 || !made.keep) {
    store.dropStale(key);
    return { status: made.status, headers, body: made.body };
  }
  const entry = await makeEntry(
    options.baseHeaders,
    key,
    { headers, body: made.body },
    made.events,
    made.maxAgeSeconds,
  );
  if (store.changedSince(before, made.events)) entry.staleSince = before.at;
  if (maxBytes > 0 && (entry.staleSince === undefined || staleDocumentMs > 0)) store.keep(entry);
  return entry;
}

interface DocumentServingOptions {
  routes: CacheableRoutes;
  store: EntryStore;
  misses: Misses;
  writer: ResponseWriter;
  stats: EdgeCacheStats;
  baseHeaders: ResponseHeaders;
  /** 0 keeps nothing. */
  maxBytes: number;
  staleDocumentMs: number;
}

export function documentServing(options: DocumentServingOptions) {
  const { routes, store, misses, writer, stats, maxBytes } = options;

  return {
    /**
     * A cacheable public read for something the gateway makes itself (a page): from the cache, or
     * through the one shared request a miss makes; `bypass` (a staff request) goes straight to the
     * service and keeps nothing. Throws for a path that is not a cacheable public read.
     */
    async read(path: string, { bypass = false }: { bypass?: boolean } = {}): Promise<InternalRead> {
      const found = routes.locate(path);
      if (!found) throw new Error(`${path} is not a cacheable public read`);
      const { route, key } = found;
      const answer = (
        status: number,
        contentType: string,
        pageHeaders: Record<string, string>,
        body: Buffer,
      ): InternalRead => ({
        status,
        contentType,
        pageHeaders,
        body,
        events: eventsOf(route),
        maxAgeSeconds: maxAgeOf(route),
      });
      const kept = (entry: Entry) =>
        answer(
          200,
          String(entry.headers.identity['content-type']),
          answerHeadersOf(entry.headers.identity),
          entry.identity,
        );
      const cached = bypass ? undefined : store.live(key);
      if (cached) {
        stats.hits += 1;
        return kept(cached);
      }
      stats.misses += 1;
      const got = await (bypass || maxBytes === 0
        ? misses.fetch(route, key)
        : misses.shared(key, () => misses.fetchAndStore(route, key)));
      if ('etag' in got) return kept(got);
      return answer(got.status, contentTypeOf(got.headers), answerHeadersOf(got.headers), got.body);
    },

    /**
     * Answers a document the gateway makes (a server-rendered page) from the cache, or makes it
     * once for everyone asking under this key and keeps it when it may be kept. A stale page
     * still within its bound is answered at once, its next render begun (or joined) behind it.
     */
    async serveDocument(
      req: IncomingMessage,
      res: ServerResponse,
      key: string,
      make: () => Promise<MadeDocument>,
    ): Promise<void> {
      const cached = maxBytes === 0 ? undefined : store.live(key);
      if (cached) {
        stats.hits += 1;
        writer.send(req, res, cached);
        return;
      }
      const previous = maxBytes === 0 ? undefined : store.stale(key);
      const rendering = misses.shared(key, () => makeAndStore(options, key, make));
      if (previous) {
        stats.servedStale += 1;
        writer.send(req, res, previous);
        // A render that fails dropped the stale page: the next request renders and says why.
        rendering.catch(() => undefined);
        return;
      }
      stats.misses += 1;
      const answer = await rendering;
      if ('etag' in answer) writer.send(req, res, answer);
      else writer.document(req, res, answer);
    },
  };
}
