/**
 * The server bundle's renderer, reading the public API through the edge cache: each render
 * records the reads it made, which say whether its document may be kept, until when, and which
 * events drop it. A visitor's page is the kept one, or made once for everyone asking and handed
 * to the cache to keep, or, while the render after a change is under way, the page as it was
 * (for at most two seconds): the pages call the cache, never the other way round.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EventDefinition } from '@venue/contracts/messages';
import type { PageRenderer, RenderContext } from '@venue/contracts/page-rendering';
import { venueClock } from '@venue/venue-time/venue-time';
import type { EdgeCache, Entry, InternalRead, MadeDocument, Mark, Upstream } from './edge-cache';
import { documentKey } from './page-requests';
import type { WebApp } from './web-bundle';

/** How long a page that read nothing (or only long-lived reads) is kept, in case of a deploy. */
const documentMaxAgeSeconds = 60;

/**
 * How old (since its render began) a page may be and still be answered while the render after
 * a change is under way, unless told otherwise; and how many such pages are remembered, the
 * most recently made kept.
 */
const defaultPreviousPageForMs = 2_000;
const previousPagesRemembered = 64;

/**
 * A kept page an event drops is made again at once, ahead of the next client, if a client was
 * answered with it this recently: a tournament night's board, read all the time, is ready when
 * the next visitor asks after a score; a page nobody reads now is left until someone does.
 */
const renderAheadWithinMs = 10_000;

/**
 * The last page each key's renders made, with when its render began (its data is of then); the
 * newest render's answer wins, and one that moved or is gone leaves none.
 */
function lastPagesMade(forMs: number) {
  const made = new Map<string, { page: Entry; asOf: number; address: string; origin: string }>();
  return {
    remember(
      key: string,
      answer: Entry | Upstream,
      asOf: number,
      where: { address: string; origin: string },
    ) {
      const last = made.get(key);
      if (last && last.asOf > asOf) return;
      made.delete(key);
      if (!('etag' in answer)) return;
      made.set(key, { page: answer, asOf, ...where });
      for (const oldest of made.keys()) {
        if (made.size <= previousPagesRemembered) break;
        made.delete(oldest);
      }
    },

    /** The key's last page, if its render began less than `forMs` ago. */
    recent(key: string): Entry | undefined {
      const last = made.get(key);
      return last && Date.now() - last.asOf < forMs ? last.page : undefined;
    },

    /** The address and origin the key's last page was made for. */
    madeFor: (key: string) => made.get(key),
  };
}

/**
 * The server bundle's renderer, its reads made through the edge cache: `make` renders a document
 * and says what it was made from.
 */
function documentMaker(web: WebApp, edgeCache: EdgeCache) {
  const current = new AsyncLocalStorage<{
    bypass: boolean;
    reads: InternalRead[];
    /** The events of every read the render began. */
    asked: Set<EventDefinition<unknown>>;
  }>();
  const renderer: PageRenderer = web.createPageRenderer({
    template: web.template,
    manifest: web.manifest,
    stylesheets: web.stylesheets,
    readApi: async (apiPath) => {
      const render = current.getStore();
      if (!render) throw new Error(`${apiPath} was read outside a render`);
      for (const event of edgeCache.eventsOfRead(apiPath)) render.asked.add(event);
      const read = await edgeCache.read(apiPath, { bypass: render.bypass });
      render.reads.push(read);
      return {
        status: read.status,
        contentType: read.contentType,
        pageHeaders: read.pageHeaders,
        body: read.body.toString(),
      };
    },
  });

  /**
   * Renders a document; `bypass` (a staff request) reads past the cache. `asked` gathers the
   * events of each read as the read begins.
   */
  const make = async (
    address: string,
    context: RenderContext,
    bypass: boolean,
    asked = new Set<EventDefinition<unknown>>(),
  ): Promise<MadeDocument> => {
    const reads: InternalRead[] = [];
    const document = await current.run({ bypass, reads, asked }, () =>
      renderer.render(address, context),
    );
    return {
      status: document.status,
      location: document.location,
      contentType: document.contentType,
      body: Buffer.from(document.body),
      keep: document.complete && reads.every((read) => read.status === 200),
      events: [...new Set(reads.flatMap((read) => read.events))],
      maxAgeSeconds: Math.min(documentMaxAgeSeconds, ...reads.map((read) => read.maxAgeSeconds)),
    };
  };
  return {
    make,
    shell: (rawUrl: string, context: RenderContext) => renderer.shell(rawUrl, context),
  };
}

export function pageRendering(
  web: WebApp,
  edgeCache: EdgeCache,
  { previousPageForMs = defaultPreviousPageForMs }: { previousPageForMs?: number } = {},
) {
  const { make, shell } = documentMaker(web, edgeCache);

  /** Renders under way, by key: where the cache stood when each began, and what it has read. */
  const underWay = new Map<
    string,
    { before: Mark; asked: Set<EventDefinition<unknown>>; answer: Promise<Entry | Upstream> }
  >();

  const lastMade = lastPagesMade(previousPageForMs);

  const startMaking = (key: string, address: string, context: RenderContext) => {
    const asOf = Date.now();
    const making = { before: edgeCache.mark(), asked: new Set<EventDefinition<unknown>>() };
    const answer = make(address, context, false, making.asked).then((made) => {
      const document = edgeCache.keepDocument(key, made, making.before);
      lastMade.remember(key, document, asOf, { address, origin: context.origin });
      return document;
    });
    const entry = { ...making, answer };
    underWay.set(key, entry);
    const done = () => {
      if (underWay.get(key) === entry) underWay.delete(key);
    };
    answer.then(done, done);
    return answer;
  };

  /**
   * The render under way for a key, if it is as fresh as one begun now: no event of anything it
   * has read, or is reading, was published since it began (what it reads from now on is read
   * after them). A score starts again the board's page, not the render of one that shows none.
   */
  const joinable = (key: string) => {
    const making = underWay.get(key);
    return making && !edgeCache.changedSince(making.before, making.asked)
      ? making.answer
      : undefined;
  };

  /**
   * While a render of the page is under way that began before the last change (a tournament
   * night: scores every few seconds, each dropping the board), the page its renders last made,
   * if younger than `previousPageForMs`: those asking meanwhile are answered at once, and one
   * render at a time makes the next page, not one for each change. With no render under way,
   * the next client after a change waits for a page made after it.
   */
  const previous = (key: string) => (underWay.has(key) ? lastMade.recent(key) : undefined);

  /**
   * The pages an event dropped that a client had lately (`renderAheadWithinMs`), made again now,
   * each unless a render of it is under way: the next client after the change joins the render
   * or gets its page kept.
   */
  const renderAhead = (dropped: Entry[]) => {
    const now = Date.now();
    for (const entry of dropped) {
      const made = lastMade.madeFor(entry.key);
      if (!made || now - entry.usedAt >= renderAheadWithinMs || underWay.has(entry.key)) continue;
      startMaking(entry.key, made.address, { origin: made.origin, clock: venueClock() }).catch(
        // A page that cannot be made now fails again for the client who asks, and is answered so.
        () => undefined,
      );
    }
  };
  // After the turn the event is heard in: a staff write's answer does not wait for the renders.
  edgeCache.whenDropped((dropped) => setImmediate(renderAhead, dropped));

  return {
    shell,
    make,

    /** A visitor's page: the kept one, or made once for everyone asking, kept when it may be. */
    async serve(
      req: IncomingMessage,
      res: ServerResponse,
      address: string,
      context: RenderContext,
    ) {
      const key = documentKey(context.origin, address);
      const kept = edgeCache.keptDocument(key);
      if (kept) {
        edgeCache.sendDocument(req, res, kept);
        return;
      }
      const underWayAnswer = joinable(key);
      const previousPage = underWayAnswer ? undefined : previous(key);
      if (previousPage) {
        edgeCache.sendPrevious(req, res, previousPage);
        return;
      }
      const answer = await (underWayAnswer ?? startMaking(key, address, context));
      edgeCache.sendDocument(req, res, answer);
    },
  };
}
