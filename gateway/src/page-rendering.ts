/**
 * The server bundle's renderer, reading the public API through the edge cache: each render
 * records the reads it made, which say whether its document may be kept, until when, and which
 * events drop it. A visitor's page is the kept one, or made once for everyone asking and handed
 * to the cache to keep: the pages call the cache, never the other way round.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PageRenderer, RenderContext } from '@venue/contracts/page-rendering';
import type { EdgeCache, Entry, InternalRead, MadeDocument, Upstream } from './edge-cache';
import { oncePerKey } from './once-per-key';
import { documentKey } from './page-requests';
import type { WebApp } from './web-bundle';

/** How long a page that read nothing (or only long-lived reads) is kept, in case of a deploy. */
const documentMaxAgeSeconds = 60;

export function pageRendering(web: WebApp, edgeCache: EdgeCache) {
  const current = new AsyncLocalStorage<{ bypass: boolean; reads: InternalRead[] }>();
  const renderer: PageRenderer = web.createPageRenderer({
    template: web.template,
    manifest: web.manifest,
    stylesheets: web.stylesheets,
    readApi: async (apiPath) => {
      const render = current.getStore();
      if (!render) throw new Error(`${apiPath} was read outside a render`);
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

  /** Renders a document; `bypass` (a staff request) reads past the cache. */
  const make = async (
    address: string,
    context: RenderContext,
    bypass: boolean,
  ): Promise<MadeDocument> => {
    const reads: InternalRead[] = [];
    const document = await current.run({ bypass, reads }, () => renderer.render(address, context));
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

  const makingOnce = oncePerKey<Entry | Upstream>(edgeCache.publications);

  return {
    shell: (rawUrl: string, context: RenderContext) => renderer.shell(rawUrl, context),
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
      const answer = await makingOnce(key, async () => {
        const before = edgeCache.mark();
        return edgeCache.keepDocument(key, await make(address, context, false), before);
      });
      edgeCache.sendDocument(req, res, answer);
    },
  };
}
