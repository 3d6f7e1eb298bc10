/**
 * The built web app's routes: its files, and every other path answered with a document the
 * server bundle renders. Public pages come with their content (kept in the edge cache, dropped on
 * the events of the routes they read), staff pages with their head only (the browser renders
 * them), unknown paths with the 404 page.
 */
import type { IncomingMessage } from 'node:http';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type RequestHandler } from 'express';
import type { RenderContext } from '@venue/contracts/page-rendering';
import type { StaffAuthenticator } from '@venue/auth/edge-auth';
import type { Logger } from '@venue/service-kit/logger';
import { venueClock } from '@venue/venue-time/venue-time';
import type { EdgeCache } from './edge-cache';
import { pageRendering } from './page-rendering';
import { pageRequest } from './page-requests';
import type { WebApp } from './web-bundle';

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

/** The names at the top of the built app's folder (favicon, link-preview image, assets). */
function topLevelNames(directory: string): ReadonlySet<string> {
  return new Set(readdirSync(directory));
}

/** A path's first segment as a file name (`/favicon.svg`: `favicon.svg`), '' if unreadable. */
function firstSegment(urlPath: string): string {
  const segment = urlPath.split('/')[1] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

/**
 * The web app's routes: hashed assets cached for a year, public files (favicon, link-preview
 * image) revalidated, and every other GET a document. Documents for visitors are answered
 * through the edge cache (a hit never reaches here: the cache answers it before Express); a
 * request with a staff session is rendered afresh and kept nowhere; any other Authorization
 * header is no one's, and gets the visitors' page.
 */
export function webAppRoutes(options: {
  web: WebApp;
  edgeCache: EdgeCache;
  previousPageForMs?: number;
  originOf: (req: IncomingMessage) => string;
  authenticate: StaffAuthenticator;
  logger: Logger;
}): Router {
  const { web, originOf, logger } = options;
  const rendering = pageRendering(web, options.edgeCache, options);
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
  const onDisk = topLevelNames(web.clientDir);
  const files: RequestHandler = (req, res, next) =>
    // index.html is the template pages are rendered into, not a page. A page's path is not
    // looked for on disk: a stat for every render was 1.7% of the thread on a busy night.
    req.path === '/index.html' || !onDisk.has(firstSegment(req.path))
      ? next()
      : publicFiles(req, res, next);
  router.use(files);

  router.get('/{*path}', async (req, res) => {
    const asked = pageRequest(web.addressOf, req.originalUrl);
    if (asked.kind === 'redirect') {
      res.status(asked.status).location(asked.location).end();
      return;
    }
    const context: RenderContext = { origin: originOf(req), clock: venueClock() };
    try {
      if (asked.kind === 'shell') {
        res.setHeader('Cache-Control', 'no-cache');
        res.type('html').send(rendering.shell(req.originalUrl, context));
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
      await rendering.serve(req, res, address, context);
    } catch (error) {
      // A page that fails to render is still the app: the browser renders it instead.
      logger.error({ err: error, url: req.originalUrl }, 'a page failed to render on the server');
      if (res.headersSent) return;
      res.setHeader('Cache-Control', 'no-store');
      res.type('html').send(rendering.shell(req.originalUrl, context));
    }
  });
  return router;
}
