import { createHash } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import { staffAuthenticator } from '@venue/auth/edge-auth';
import { bearerToken, verifyStaffToken } from '@venue/auth/tokens';
import type { StaffDirectory } from '@venue/auth/staff-directory';
import { errorHandler } from '@venue/service-kit/error-handler';
import { headersSetBy } from '@venue/service-kit/fixed-headers';
import { notFound } from '@venue/service-kit/errors';
import { identityKey } from '@venue/service-kit/gateway-identity';
import type { RegistryEntry } from '@venue/service-kit/host';
import type { Jobs } from '@venue/jobs/jobs.port';
import { httpLogger } from '@venue/service-kit/http-logger';
import type { Logger } from '@venue/service-kit/logger';
import { labelRoute, partMetrics, type PartMetrics } from '@venue/service-kit/metrics';
import { refuseBodyOnRead } from '@venue/service-kit/read-requests';
import type { TrustProxy } from '@venue/service-kit/site-origin';
import {
  newRequestId,
  requestIdHeader,
  saneRequestId,
  withRequestId,
} from '@venue/service-kit/request-context';
import { answeredByEdge, edge } from './edge';
import { askOverHttp, createEdgeCache, type ServiceAsker } from './edge-cache';
import { watchEdgeCache } from './gateway.metrics';
import { gatewayApis, gatewayRoutes } from './gateway.routes';
import { documentAsked } from './page-requests';
import { serviceProxies } from './proxy';
import { memoryStores, type RateLimitStores } from './rate-limit-stores';
import { gatewayReadiness } from './readiness';
import { sharedSessionChecks } from './session-checks';
import { siteOrigin, webAppRoutes } from './web-app';
import type { WebApp } from './web-bundle';

export interface GatewayDeps {
  /** The services behind the gateway and where each listens. */
  registry: RegistryEntry[];
  targets: Record<string, string>;
  /**
   * How the edge cache asks a service for a public read: over HTTP at `targets` unless given.
   */
  askService?: ServiceAsker;
  /** The staff service's accounts, sessions and sign-in limits, shared by every gateway. */
  staff: StaffDirectory;
  jwtSecret: string;
  /** The built web app (`loadWebApp`): its files and the renderer of its pages. */
  web: WebApp;
  /**
   * The origin pages name themselves by (canonical links, sitemap); else the address the gateway
   * was reached at (`siteOrigin`).
   */
  publicBaseUrl?: string;
  logger: Logger;
  /**
   * Where the public routes' rate limits count: in this gateway's memory unless given (Redis,
   * shared by every gateway, where there are several: `sharedStores`).
   */
  rateLimitStores?: RateLimitStores;
  /** Which proxies in front of the gateway to trust for the client address (none by default). */
  trustProxy: string | boolean;
  proxyTimeoutMs?: number;
  bodyTimeoutMs?: number;
  streamTimeoutMs?: number;
  /** Hears the events that keep the edge cache true. */
  jobs: Jobs;
  /**
   * The edge cache's size bound (0: it keeps nothing and every public read goes to its service);
   * how old a page may be answered while the render after a change is under way (page-rendering.ts).
   */
  edgeCache: { maxBytes: number; previousPageForMs?: number };
}

/**
 * The policy every answer carries. Inline styles: only the web app's own blocks (each page's
 * stylesheet, inlined so its first paint waits on no request), each allowed by its hash.
 */
export const contentSecurityPolicy = (inlineStyles: string[]) => ({
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: [
      "'self'",
      ...inlineStyles.map(
        (style) => `'sha256-${createHash('sha256').update(style).digest('base64')}'`,
      ),
    ],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  },
});

export interface Gateway {
  /** The request listener: a cache hit is answered before the Express app sees the request. */
  listener: RequestListener;
  edgeCache: ReturnType<typeof createEdgeCache>;
  /** Its requests (by declared route) and its edge cache; served on the metrics port only. */
  metrics: PartMetrics;
  close(): Promise<void>;
}

/** The only public port: declared routes checked at the edge and sent on, the web app's pages for the rest. */
export function buildGateway(deps: GatewayDeps): Gateway {
  const { logger } = deps;
  const app = express();
  const securityHeaders = helmet({
    contentSecurityPolicy: contentSecurityPolicy(deps.web.inlineStyles),
  });
  app.set('trust proxy', deps.trustProxy);
  // The rules compiled, for the headers the proxy sets for the services.
  const trust = app.get('trust proxy fn') as TrustProxy;
  const apis = [...gatewayApis, ...deps.registry.map((entry) => entry.api)];
  const originOf = siteOrigin(deps.publicBaseUrl);
  const sessionChecks = sharedSessionChecks(deps.staff);
  const authenticate = staffAuthenticator(sessionChecks.staff, deps.jwtSecret);
  const timeoutMs = deps.proxyTimeoutMs ?? 30_000;
  const edgeCache = createEdgeCache({
    apis,
    ask: deps.askService ?? askOverHttp(deps.targets),
    baseHeaders: headersSetBy(securityHeaders),
    jobs: deps.jobs,
    logger,
    maxBytes: deps.edgeCache.maxBytes,
    timeoutMs,
    // Kept pages are answered by their key, and redirects to a page's one address written, from
    // the URL alone: the cache never asks the renderer (which reads through it).
    document: documentAsked({
      addressOf: deps.web.addressOf,
      originOf,
      byEdge: answeredByEdge(apis),
    }),
    // Most requests carry no token: asking the JWT library to verify none throws, at a cost.
    bearsStaffToken: (req) => {
      const token = bearerToken(req.headers.authorization);
      return token !== null && verifyStaffToken(token, deps.jwtSecret) !== null;
    },
  });
  const metrics = partMetrics('gateway');
  watchEdgeCache(metrics, edgeCache);
  const readiness = gatewayReadiness(deps);
  app.disable('x-powered-by');
  app.use(securityHeaders);
  app.use(httpLogger(logger, { ignore: (url) => !url.startsWith('/api/') }));
  app.use(compression());
  app.use(readiness.routes());
  app.use(refuseBodyOnRead);
  app.use(
    edge({
      apis,
      authenticate,
      identityKey: identityKey(deps.jwtSecret),
      rateLimitStores: deps.rateLimitStores ?? memoryStores,
      gatewayRoutes: gatewayRoutes({
        staff: sessionChecks.staff,
        jwtSecret: deps.jwtSecret,
        readiness,
        edgeCacheStats: edgeCache.stats,
      }),
      proxies: serviceProxies(deps.registry, deps.targets, {
        logger,
        timeoutMs,
        trust,
        published: (events) => edgeCache.dropPublished(events),
        writeAnswered: sessionChecks.writeAnswered,
      }),
      bodyTimeoutMs: deps.bodyTimeoutMs ?? 10_000,
      streamTimeoutMs: deps.streamTimeoutMs ?? 120_000,
    }),
  );
  // Metrics are internal: the public port answers /metrics as any path no route declares.
  app.all('/metrics', (req) => {
    throw notFound(`No route for ${req.method} ${req.path}`);
  });
  app.use((_req, res, next) => {
    labelRoute(res, 'web');
    next();
  });
  app.use(
    webAppRoutes({
      web: deps.web,
      edgeCache,
      // A cache that keeps nothing answers no page as it was either.
      previousPageForMs: deps.edgeCache.maxBytes === 0 ? 0 : deps.edgeCache.previousPageForMs,
      originOf,
      authenticate,
      logger,
    }),
  );
  // The web app answers reads; any other request no route takes is a JSON 404 too.
  app.use((req, res) => {
    labelRoute(res, 'unmatched');
    throw notFound(`No route for ${req.method} ${req.path}`);
  });
  app.use(errorHandler(logger));
  return {
    listener: (req: IncomingMessage, res: ServerResponse) => {
      // Every answer, a cache hit's too, names the request: the client's sane id, or a new one.
      const requestId = saneRequestId(req.headers[requestIdHeader]) ?? newRequestId();
      req.headers[requestIdHeader] = requestId;
      res.setHeader(requestIdHeader, requestId);
      metrics.observe(req, res);
      withRequestId(requestId, () => {
        if (!edgeCache.handle(req, res)) app(req, res);
      });
    },
    edgeCache,
    metrics,
    close: () => edgeCache.close(),
  };
}
