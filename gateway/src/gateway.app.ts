import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import compression from 'compression';
import express, { Router } from 'express';
import helmet from 'helmet';
import type { StaffCaller } from '@venue/auth/edge-auth';
import { staffAuthenticator } from '@venue/auth/edge-auth';
import { bearerToken, verifyStaffToken } from '@venue/auth/tokens';
import type { StaffDirectory } from '@venue/auth/staff-directory';
import { staffRoutes } from '@venue/auth/staff.routes';
import { staffApi, type SystemStatus } from '@venue/contracts/staff';
import { venueApi } from '@venue/contracts/venue-time';
import { venueClock } from '@venue/venue-time/venue-time';
import { apiRouter } from '@venue/service-kit/api-router';
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
import { serviceProxy } from './proxy';
import { memoryStores, type RateLimitStores } from './rate-limit-stores';
import {
  documentKey,
  pageRendering,
  pageRequest,
  siteOrigin,
  webAppRoutes,
  type WebApp,
} from './web-app';

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
   * The edge cache's size bound (0: it keeps nothing and every public read goes to its service),
   * and how long after a change a page may be answered while its next render is under way
   * (`defaultStaleDocumentMs` unless given).
   */
  edgeCache: { maxBytes: number; staleDocumentMs?: number };
}

/**
 * A page a change dropped is answered as it was for up to this long while its next render is
 * under way: on a tournament night every score drops the board's pages, and no visitor should
 * wait on their render. Past it, a request waits for the render.
 */
export const defaultStaleDocumentMs = 2_000;

export const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  },
};

type CheckState = 'ok' | 'unavailable';

/** The routes the gateway answers itself. */
export const gatewayApis = [staffApi, venueApi];

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
  const securityHeaders = helmet({ contentSecurityPolicy });
  app.set('trust proxy', deps.trustProxy);
  // The rules compiled, for the headers the proxy sets for the services.
  const trust = app.get('trust proxy fn') as TrustProxy;
  const apis = [...gatewayApis, ...deps.registry.map((entry) => entry.api)];
  const byEdge = answeredByEdge(apis);
  const originOf = siteOrigin(deps.publicBaseUrl);
  const authenticate = staffAuthenticator(deps.staff, deps.jwtSecret);
  const edgeCache = createEdgeCache({
    apis,
    ask: deps.askService ?? askOverHttp(deps.targets),
    baseHeaders: headersSetBy(securityHeaders),
    jobs: deps.jobs,
    logger,
    maxBytes: deps.edgeCache.maxBytes,
    staleDocumentMs: deps.edgeCache.staleDocumentMs ?? defaultStaleDocumentMs,
    timeoutMs: deps.proxyTimeoutMs ?? 30_000,
    // Kept pages are answered by their key, and redirects to a page's one address written, as
    // the renderer (made below, reading through this cache) reads the request.
    document: (req) => {
      const url = req.url ?? '/';
      const asked = pageRequest(rendering.renderer, url);
      if (asked.kind === 'page') return { key: documentKey(originOf(req), asked.address) };
      return asked.kind === 'redirect' && !byEdge(req.method ?? 'GET', url) ? asked : null;
    },
    // Most requests carry no token: asking the JWT library to verify none throws, at a cost.
    bearsStaffToken: (req) => {
      const token = bearerToken(req.headers.authorization);
      return token !== null && verifyStaffToken(token, deps.jwtSecret) !== null;
    },
  });
  const rendering = pageRendering(deps.web, edgeCache);
  const metrics = partMetrics('gateway');
  watchEdgeCache(metrics, edgeCache);
  app.disable('x-powered-by');
  app.use(securityHeaders);
  app.use(httpLogger(logger, { ignore: (url) => !url.startsWith('/api/') }));
  app.use(compression());

  /** How long one of the gateway's own checks may take before it counts as unavailable. */
  const checkTimeoutMs = 2000;
  /**
   * The gateway's own parts, named as a service names its own: its queue (the jobs port, on
   * Redis when the gateway runs in its own process), without which its edge cache hears no
   * event that makes an entry stale. (Staff accounts are the staff service's: a service.)
   */
  const ownChecks: Record<string, () => Promise<void>> = {
    queue: () => deps.jobs.ping(),
  };
  const ownState = async () =>
    Object.fromEntries(
      await Promise.all(
        Object.entries(ownChecks).map(async ([name, check]) => {
          let timer: NodeJS.Timeout | undefined;
          try {
            await Promise.race([
              check(),
              new Promise((_resolve, reject) => {
                timer = setTimeout(() => reject(new Error('no answer in time')), checkTimeoutMs);
              }),
            ]);
            return [name, 'ok'] as const;
          } catch (error) {
            logger.warn({ err: error, check: name }, 'a gateway readiness check failed');
            return [name, 'unavailable'] as const;
          } finally {
            clearTimeout(timer);
          }
        }),
      ),
    ) as Record<string, CheckState>;

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: 'gateway' });
  });
  // Ready when the gateway's own parts are: a sick service turns only its routes into 503s.
  app.get('/readyz', async (_req, res) => {
    const checks = await ownState();
    const failing = Object.keys(checks).filter((name) => checks[name] !== 'ok');
    if (failing.length === 0) res.json({ status: 'ready', service: 'gateway', checks });
    else res.status(503).json({ message: `Not ready: ${failing.join(', ')} unavailable`, checks });
  });

  const serviceState = async (name: string): Promise<CheckState> => {
    try {
      const response = await fetch(`${deps.targets[name]}/readyz`, {
        signal: AbortSignal.timeout(2000),
      });
      return response.ok ? 'ok' : 'unavailable';
    } catch {
      return 'unavailable';
    }
  };

  const callerIdentity = (_req: unknown, res: express.Response) => {
    const caller = res.locals.caller as StaffCaller | null;
    return caller
      ? { sub: caller.account.id, username: caller.account.username, role: caller.account.role }
      : null;
  };
  const gatewayRoutes = Router();
  gatewayRoutes.use(apiRouter(venueApi, { clock: () => venueClock() }, callerIdentity));
  gatewayRoutes.use(
    apiRouter(
      staffApi,
      {
        ...staffRoutes({ directory: deps.staff, jwtSecret: deps.jwtSecret }),
        status: async () => {
          const [own, services] = await Promise.all([
            ownState(),
            Promise.all(
              deps.registry.map(
                async (entry) => [entry.name, await serviceState(entry.name)] as const,
              ),
            ),
          ]);
          const checks = { ...own, ...Object.fromEntries(services) };
          const status: SystemStatus = {
            status: Object.values(checks).every((state) => state === 'ok') ? 'online' : 'degraded',
            checks,
            edgeCache: edgeCache.stats(),
          };
          return status;
        },
      },
      callerIdentity,
    ),
  );

  const proxies = new Map(
    deps.registry.map((entry) => {
      const target = deps.targets[entry.name];
      if (!target) throw new Error(`No address for the ${entry.name} service`);
      return [
        entry.name,
        serviceProxy({
          service: entry.name,
          target,
          logger,
          timeoutMs: deps.proxyTimeoutMs ?? 30_000,
          trust,
        }),
      ];
    }),
  );

  app.use(refuseBodyOnRead);
  app.use(
    edge({
      apis,
      authenticate,
      identityKey: identityKey(deps.jwtSecret),
      rateLimitStores: deps.rateLimitStores ?? memoryStores,
      gatewayRoutes,
      proxies,
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
  app.use(webAppRoutes({ web: deps.web, rendering, edgeCache, originOf, authenticate, logger }));
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
