/**
 * What the gateway makes itself, the server-rendered pages: the public reads a page is made from
 * (`read`), and the pages, kept the same way as reads (`keptDocument`, `keepDocument`): an entry
 * per address, dropped on the events of every route the page read. The cache never makes a
 * page: whoever renders it asks for the kept one, and hands over what it made.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EventDefinition } from '@venue/contracts/messages';
import { type CacheableRoutes, eventsOf, maxAgeOf } from './cacheable-routes';
import { type Entry, type ResponseHeaders, makeEntry } from './entry';
import type { EntryStore, Mark } from './entry-store';
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

export function documentServing(options: {
  routes: CacheableRoutes;
  store: EntryStore;
  misses: Misses;
  writer: ResponseWriter;
  stats: EdgeCacheStats;
  baseHeaders: ResponseHeaders;
  /** 0 keeps nothing. */
  maxBytes: number;
}) {
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
        : misses.shared(route, key, () => misses.fetchAndStore(route, key)));
      if ('etag' in got) return kept(got);
      return answer(got.status, contentTypeOf(got.headers), answerHeadersOf(got.headers), got.body);
    },

    /** The document kept under the key (a hit), or undefined (a miss). */
    keptDocument(key: string): Entry | undefined {
      const cached = maxBytes === 0 ? undefined : store.live(key);
      if (cached) stats.hits += 1;
      else stats.misses += 1;
      return cached;
    },

    /** Where the cache stands before a document is made (`keepDocument` is given it). */
    mark: (): Mark => store.mark(),

    /** Whether any of these events was published since `before`. */
    changedSince: (before: Mark, events: Iterable<EventDefinition<unknown>>) =>
      store.changedSince(before, events),

    /** The events that drop a public read's answer (none for a path that is not one). */
    eventsOfRead(path: string): EventDefinition<unknown>[] {
      const found = routes.locate(path);
      return found ? eventsOf(found.route) : [];
    },

    /**
     * A made document as the cache answers it, kept when it may be kept: a 200 whose reads were
     * all cacheable, with no event of theirs published since `before`.
     */
    keepDocument(key: string, made: MadeDocument, before: Mark): Entry | Upstream {
      stats.rendered += 1;
      const headers = {
        'content-type': made.contentType,
        ...(made.location !== undefined && { location: made.location }),
      };
      if (made.status !== 200 || !made.keep) {
        return { status: made.status, headers, body: made.body };
      }
      const entry = makeEntry(
        options.baseHeaders,
        key,
        { headers, body: made.body },
        made.events,
        made.maxAgeSeconds,
      );
      if (maxBytes > 0 && !store.changedSince(before, made.events)) store.keep(entry);
      return entry;
    },

    /**
     * Sends a page as it was before a change (made at most a bounded while ago) to a client that
     * asked while the render after the change was under way.
     */
    sendPrevious(req: IncomingMessage, res: ServerResponse, previous: Entry): void {
      stats.previousPages += 1;
      writer.send(req, res, previous);
    },

    /** Sends a document, kept or not. */
    sendDocument(req: IncomingMessage, res: ServerResponse, answer: Entry | Upstream): void {
      if ('etag' in answer) writer.send(req, res, answer);
      else writer.document(req, res, answer);
    },
  };
}
