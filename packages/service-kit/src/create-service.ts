import express, { type Express } from 'express';
import helmet from 'helmet';
import type { ServiceApi } from '@venue/contracts/http';
import { apiRouter, type Handlers } from './api-router';
import { notFound, unauthorized } from './errors';
import { IdentityRefused, identityHeader, identityVerifier } from './gateway-identity';
import { errorHandler } from './error-handler';
import { headersSetBy } from './fixed-headers';
import { httpLogger } from './http-logger';
import type { Logger } from './logger';
import { metricsContentType, renderMetrics, type PartMetrics } from './metrics';
import { refuseBodyOnRead } from './read-requests';
import type { SeenAssertions } from './seen-assertions';

/** A dependency the service needs before it can serve, e.g. its store or its queue. */
export type ReadinessCheck = () => Promise<void>;

export interface ServiceOptions<A extends ServiceApi> {
  name: string;
  logger: Logger;
  readiness: Record<string, ReadinessCheck>;
  /** The service's declared routes and their handlers. */
  api: A;
  handlers: Handlers<A>;
  /** Verifies the gateway's identity assertions (see gateway-identity.ts). */
  identityKey: string;
  /** The assertions taken so far, each good once (see seen-assertions.ts). */
  seenAssertions: SeenAssertions;
  /** Which proxies to trust for the client address (the gateway sits in front). */
  trustProxy?: string | boolean;
  /** The service's metrics, served at GET /metrics. */
  metrics: PartMetrics;
  /** Whether /metrics also serves the process's own metrics (a service in its own process). */
  processMetrics: boolean;
}

/**
 * The Express app every service shares: metrics, security headers, request id, structured logs,
 * health and readiness, the declared routes (bodies read as each declares), JSON 404 and error
 * mapping.
 */
export function createService<A extends ServiceApi>(options: ServiceOptions<A>): Express {
  const { name, logger, readiness, identityKey } = options;
  const app = express();
  app.disable('x-powered-by');
  // The gateway tags what it caches; hashing every answer here as well would be wasted work.
  app.set('etag', false);
  app.set('trust proxy', options.trustProxy ?? 'loopback, uniquelocal');
  // An API answers JSON only: nothing in it may load or frame anything. Helmet's headers are the
  // same on every answer: worked out once and set as they are, not by its dozen middlewares.
  const securityHeaders = Object.entries(
    headersSetBy(
      helmet({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
        },
      }),
    ),
  );
  app.use((req, res, next) => {
    options.metrics.observe(req, res);
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    next();
  });
  app.use(
    httpLogger(logger, {
      ignore: (url) => url === '/healthz' || url === '/readyz' || url === '/metrics',
    }),
  );
  app.use(refuseBodyOnRead);

  // The service's port is internal (loopback, or the containers' network): never the public one.
  app.get('/metrics', async (_req, res) => {
    const text = await renderMetrics([options.metrics], { process: options.processMetrics });
    res.type(metricsContentType).send(text);
  });
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

  const verifyIdentity = identityVerifier(identityKey, options.seenAssertions);
  app.use(
    apiRouter(options.api, options.handlers, async (req, _res, body) => {
      try {
        return await verifyIdentity(req.headers[identityHeader], {
          method: req.method,
          url: req.originalUrl,
          body,
        });
      } catch (error) {
        if (error instanceof IdentityRefused) {
          throw unauthorized('The request did not come through the gateway');
        }
        throw error;
      }
    }),
  );

  app.use((req) => {
    throw notFound(`No route for ${req.method} ${req.path}`);
  });
  app.use(errorHandler(logger));
  return app;
}
