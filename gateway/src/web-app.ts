/**
 * The built web app (`npm run build`: web/dist/client and web/dist/server): its files, and every
 * other path answered with a document the server bundle renders. Public pages come with their
 * content (kept in the edge cache, dropped on the events of the routes they read), staff pages
 * with their head only (the browser renders them), unknown paths with the 404 page.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import express, { Router, type RequestHandler } from 'express';
import type {
  CreatePageRenderer,
  ManifestChunk,
  PageRenderer,
  RenderContext,
} from '@venue/contracts/page-rendering';
import type { StaffAuthenticator } from '@venue/auth/edge-auth';
import { normalPath } from '@venue/contracts/http';
import type { Logger } from '@venue/service-kit/logger';
import { venueClock } from '@venue/venue-time/venue-time';
import {
  documentKeyPrefix,
  type EdgeCache,
  type InternalRead,
  type MadeDocument,
} from './edge-cache';

export interface WebApp {
  /** The browser's files: index.html (the template), hashed assets, public files. */
  clientDir: string;
  template: string;
  manifest: Record<string, ManifestChunk>;
  createPageRenderer: CreatePageRenderer;
}

/** How long a page that read nothing (or only long-lived reads) is kept, in case of a deploy. */
const documentMaxAgeSeconds = 60;

/** Loads the built web app; fails with what to do when it is not built. */
export async function loadWebApp(webDist: string): Promise<WebApp> {
  const clientDir = path.join(webDist, 'client');
  const files = {
    template: path.join(clientDir, 'index.html'),
    manifest: path.join(clientDir, '.vite', 'manifest.json'),
    server: path.join(webDist, 'server', 'entry-server.js'),
  };
  const missing = Object.values(files).filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `The web app is not built: ${missing.join(', ')} missing. Run "npm run build" first.`,
    );
  }
  const [template, manifest, bundle] = await Promise.all([
    readFile(files.template, 'utf8'),
    readFile(files.manifest, 'utf8'),
    import(pathToFileURL(files.server).href) as Promise<{
      createPageRenderer: CreatePageRenderer;
    }>,
  ]);
  return {
    clientDir,
    template,
    manifest: JSON.parse(manifest) as Record<string, ManifestChunk>,
    createPageRenderer: bundle.createPageRenderer,
  };
}

/**
 * The origin the site is published at: `PUBLIC_BASE_URL` (production requires it), else the
 * address the gateway was reached at as its own socket has it (`http://127.0.0.1:8080`), never a
 * Host or X-Forwarded-Host a client chose: pages are kept under their origin and name it in their
 * links, so a client-chosen one would be a new entry for every name anyone sends, and a link to
 * anywhere they like in the page the next visitor gets.
 */
export function siteOrigin(publicBaseUrl: string | undefined): (req: IncomingMessage) => string {
  if (publicBaseUrl) return () => publicBaseUrl;
  return ({ socket }) => {
    // An IPv4 client of a dual-stack socket is seen as ::ffff:127.0.0.1; a zone is the host's own.
    const address = (socket.localAddress ?? '127.0.0.1')
      .replace(/^::ffff:(?=\d+\.)/, '')
      .replace(/%.*$/, '');
    return `http://${address.includes(':') ? `[${address}]` : address}:${socket.localPort}`;
  };
}

/**
 * A page address spelled with empty segments (`//events`, `/games/`) in the one spelling the API's
 * matcher gives it (`normalPath`): the path to send it to, with its query, or null when it is
 * so spelled already (or cannot be read: it is then the 404 page). `//events` read as a URL names
 * the host `events`; so spelled, it is the path `/events`.
 */
export function respelledPage(rawUrl: string): string | null {
  const queryAt = rawUrl.indexOf('?');
  const path = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const normal = normalPath(path);
  if (normal === null || normal === path) return null;
  return queryAt === -1 ? normal : normal + rawUrl.slice(queryAt);
}

/** What a request for a page asks for, read before anything is read or rendered. */
export type PageRequest =
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | { kind: 'shell' }
  | { kind: 'page'; address: string };

/**
 * A request for a page as the gateway answers it, the same before Express (the edge cache) and
 * in it: a path with empty segments is a 301 to its one spelling (`respelledPage`), a query value
 * the page does not take a 302 to the page's own address, a page the browser renders its shell,
 * anything else a page by its own address.
 */
export function pageRequest(renderer: PageRenderer, rawUrl: string): PageRequest {
  const respelled = respelledPage(rawUrl);
  if (respelled !== null) return { kind: 'redirect', status: 301, location: respelled };
  const address = renderer.addressOf(rawUrl);
  if (address === null) return { kind: 'shell' };
  if (address.own !== address.asked)
    return { kind: 'redirect', status: 302, location: address.own };
  return { kind: 'page', address: address.own };
}

/**
 * The server bundle's renderer, reading the public API through the edge cache: each render
 * records the reads it made, which say whether its document may be kept, until when, and which
 * events drop it.
 */
export function pageRendering(web: WebApp, edgeCache: EdgeCache) {
  const current = new AsyncLocalStorage<{ bypass: boolean; reads: InternalRead[] }>();
  const renderer: PageRenderer = web.createPageRenderer({
    template: web.template,
    manifest: web.manifest,
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

  return { renderer, make };
}

/** The key a document is kept under: the origin its links name, and its address. */
export const documentKey = (origin: string, address: string) =>
  `${documentKeyPrefix}${origin}${address}`;

/**
 * The web app's routes: hashed assets cached for a year, public files (favicon, link-preview
 * image) revalidated, and every other GET a document. Documents for visitors are answered
 * through the edge cache (a hit never reaches here: the cache answers it before Express); a
 * request with a staff session is rendered afresh and kept nowhere; any other Authorization
 * header is no one's, and gets the visitors' page.
 */
export function webAppRoutes(options: {
  web: WebApp;
  rendering: ReturnType<typeof pageRendering>;
  edgeCache: EdgeCache;
  originOf: (req: IncomingMessage) => string;
  authenticate: StaffAuthenticator;
  logger: Logger;
}): Router {
  const { web, rendering, edgeCache, originOf, logger } = options;
  const { renderer } = rendering;
  const isStaff = (req: IncomingMessage) =>
    options.authenticate(req).then(
      (caller) => caller !== null,
      () => false,
    );
  const router = Router();
  router.use(
    '/assets',
    express.static(path.join(web.clientDir, 'assets'), {
      immutable: true,
      maxAge: '1y',
      fallthrough: false,
      index: false,
    }),
  );
  const publicFiles = express.static(web.clientDir, {
    index: false,
    setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
  });
  // index.html is the template pages are rendered into, not a page.
  const files: RequestHandler = (req, res, next) =>
    req.path === '/index.html' ? next() : publicFiles(req, res, next);
  router.use(files);

  router.get('/{*path}', async (req, res) => {
    const asked = pageRequest(renderer, req.originalUrl);
    if (asked.kind === 'redirect') {
      res.status(asked.status).location(asked.location).end();
      return;
    }
    const context: RenderContext = { origin: originOf(req), clock: venueClock() };
    try {
      if (asked.kind === 'shell') {
        res.setHeader('Cache-Control', 'no-cache');
        res.type('html').send(renderer.shell(req.originalUrl, context));
        return;
      }
      const { address } = asked;
      if (await isStaff(req)) {
        const made = await rendering.make(address, context, true);
        res.status(made.status).setHeader('Cache-Control', 'private, no-store');
        res.vary('Authorization');
        if (made.location !== undefined) res.setHeader('Location', made.location);
        res.type(made.contentType).send(made.body);
        return;
      }
      await edgeCache.serveDocument(req, res, documentKey(context.origin, address), () =>
        rendering.make(address, context, false),
      );
    } catch (error) {
      // A page that fails to render is still the app: the browser renders it instead.
      logger.error({ err: error, url: req.originalUrl }, 'a page failed to render on the server');
      if (res.headersSent) return;
      res.setHeader('Cache-Control', 'no-store');
      res.type('html').send(renderer.shell(req.originalUrl, context));
    }
  });
  return router;
}
