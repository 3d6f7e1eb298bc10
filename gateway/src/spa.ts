import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { Router } from 'express';
import { venueClockElementId } from '@venue/contracts/venue-time';
import { venueClock } from '@venue/venue-time/venue-time';

/**
 * The venue's clock as a JSON data block in the page: no script runs it (so the CSP allows it),
 * and the browser has the server's today and zone offsets before it draws anything.
 */
const clockBlock = () =>
  `<script type="application/json" id="${venueClockElementId}">${JSON.stringify(
    venueClock(),
  ).replaceAll('<', '\\u003c')}</script>`;

/**
 * The built SPA: hashed assets cached for a year, index.html never cached (it carries the venue's
 * clock), and index.html for every other path so client routes (and the SPA's own 404 page) work
 * on reload.
 */
export function spaRoutes(webDist: string): Router {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(
      `The web app is not built: ${indexFile} is missing. Run "npm run build" first.`,
    );
  }
  const router = Router();
  router.use(
    '/assets',
    express.static(path.join(webDist, 'assets'), {
      immutable: true,
      maxAge: '1y',
      fallthrough: false,
      index: false,
    }),
  );
  router.use(
    express.static(webDist, {
      index: false,
      setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
    }),
  );
  router.get('/{*path}', async (_req, res) => {
    const page = await readFile(indexFile, 'utf8');
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(page.replace('</head>', `${clockBlock()}</head>`));
  });
  return router;
}
