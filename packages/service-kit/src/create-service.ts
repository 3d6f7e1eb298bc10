import express, { type Express } from 'express';
import helmet from 'helmet';
import { notFound } from './errors';
import { errorHandler } from './error-handler';
import { httpLogger } from './http-logger';
import type { Logger } from './logger';

/** A dependency the service needs before it can serve, e.g. its store or its queue. */
export type ReadinessCheck = () => Promise<void>;

export interface ServiceOptions {
  name: string;
  logger: Logger;
  readiness: Record<string, ReadinessCheck>;
  /** Mounts the service's routes. */
  routes: (app: Express) => void;
  /** Default JSON body limit; a route that needs more mounts its own parser. */
  bodyLimit?: string;
  /** Which proxies to trust for the client address (the gateway sits in front). */
  trustProxy?: string | boolean;
}

/**
 * The Express app every service shares: security headers, request id, structured logs, JSON
 * bodies with a limit, health and readiness, the service's routes, JSON 404 and error mapping.
 */
export function createService(options: ServiceOptions): Express {
  const { name, logger, readiness } = options;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? 'loopback, uniquelocal');
  // An API answers JSON only: nothing in it may load or frame anything.
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
    }),
  );
  app.use(
    httpLogger(logger, {
      acceptRequestId: true,
      ignore: (url) => url === '/healthz' || url === '/readyz',
    }),
  );
  app.use(express.json({ limit: options.bodyLimit ?? '100kb' }));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: name });
  });
  app.get('/readyz', async (_req, res) => {
    const results = await Promise.all(
      Object.entries(readiness).map(async ([check, run]) => {
        try {
          await run();
          return [check, 'ok'] as const;
        } catch (error) {
          logger.warn({ err: error, check }, 'readiness check failed');
          return [check, 'unavailable'] as const;
        }
      }),
    );
    const failing = results.filter(([, state]) => state !== 'ok').map(([check]) => check);
    const checks = Object.fromEntries(results);
    if (failing.length > 0) {
      res
        .status(503)
        .json({ message: `${name} is not ready: ${failing.join(', ')} unavailable`, checks });
    } else {
      res.json({ status: 'ready', service: name, checks });
    }
  });

  options.routes(app);

  app.use((req) => {
    throw notFound(`No route for ${req.method} ${req.path}`);
  });
  app.use(errorHandler(logger));
  return app;
}
