import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';

/**
 * The built SPA: hashed assets cached for a year, index.html never cached, and index.html for
 * every other path so client routes (and the SPA's own 404 page) work on reload.
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
  router.get('/{*path}', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return router;
}
