import type { Request, RequestHandler, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import {
  matchRoute,
  mayStore,
  pathSegments,
  routeOwners,
  routeUrl,
  type RouteDeclaration,
  type ServiceApi,
} from '@venue/contracts/http';
import type { StaffAuthenticator, StaffCaller } from '@venue/auth/edge-auth';
import { forbidden, notFound, unauthorized } from '@venue/service-kit/errors';
import { labelRoute } from '@venue/service-kit/metrics';
import { identityHeader, signIdentity } from '@venue/service-kit/gateway-identity';
import {
  abandonBody,
  bodyLimitOf,
  readWholeBody,
  streamDeadline,
  type BufferedRequest,
} from '@venue/service-kit/read-requests';
import type { RateLimitStores } from './rate-limit-stores';

/**
 * The first segment of a path as the matcher reads it (`//API/x` is under /api), not as Express
 * spells it; for a path the matcher reads no route in (an encoded slash, a dot segment, a
 * broken escape), as it was sent.
 */
function firstSegment(rawUrl: string): string {
  const read = pathSegments(rawUrl);
  if (read) return read[0] ?? '';
  const sent = (rawUrl.split('?', 1)[0] ?? '').split('/').find((segment) => segment !== '') ?? '';
  try {
    return decodeURIComponent(sent);
  } catch {
    return sent;
  }
}

/**
 * Whether the edge answers a request rather than the web app: a route declares it, or it is
 * under /api (a JSON 404). A page's redirects are the web app's alone: an API path spelled with
 * repeated slashes is the edge's to read as its matcher does.
 */
export function answeredByEdge(apis: ServiceApi[]) {
  const routes = [...routeOwners(apis).keys()];
  return (method: string, rawUrl: string) =>
    matchRoute(routes, method, rawUrl) !== null || firstSegment(rawUrl).toLowerCase() === 'api';
}

export interface EdgeOptions {
  apis: ServiceApi[];
  authenticate: StaffAuthenticator;
  identityKey: string;
  /** Where each rate-limited route counts: this gateway's memory, or Redis shared by all. */
  rateLimitStores: RateLimitStores;
  /** The gateway's own routes. */
  gatewayRoutes: RequestHandler;
  /** One proxy per service name. */
  proxies: Map<string, RequestHandler>;
  /** How long a body may take to arrive: read whole (JSON, text) or streamed (uploads). */
  bodyTimeoutMs: number;
  streamTimeoutMs: number;
}

/**
 * The edge: every request a route declares is matched here with the services' own matcher,
 * checked for access (401/403 before any service sees it), its body read within a deadline
 * (the gateway's own routes' too), then answered by the gateway or sent on to its service with
 * the caller's identity. A request refused before its body is read has its connection closed.
 * A path under /api that no route declares is a JSON 404; other paths go on to the SPA.
 */
export function edge(options: EdgeOptions): RequestHandler {
  const owners = routeOwners(options.apis);
  // No client reaches an internal route: under /api it is a 404 as any path no route declares.
  const routes = [...owners.keys()].filter((route) => route.access !== 'internal');
  // One limiter per route that declares a limit, counting per client address in its own store.
  const limiters = new Map(
    routes.flatMap((route) =>
      route.rateLimit
        ? [
            [
              route,
              rateLimit({
                windowMs: route.rateLimit.windowSeconds * 1000,
                limit: route.rateLimit.limit,
                store: options.rateLimitStores(route),
                standardHeaders: 'draft-8',
                legacyHeaders: false,
                // Refused before its body is read: the connection closes with the answer.
                handler: (req, res, _next, limits) => {
                  abandonBody(req, res);
                  res.status(limits.statusCode).json({
                    message: 'Too many requests. Please wait a few minutes and try again.',
                  });
                },
              }),
            ] as const,
          ]
        : [],
    ),
  );
  const withinLimit = (route: RouteDeclaration, req: Request, res: Response) =>
    new Promise<boolean>((resolve, reject) => {
      const limiter = limiters.get(route);
      if (!limiter) return resolve(true);
      // The limiter calls next() to let the request on, or answers 429 itself and returns.
      Promise.resolve(
        limiter(req, res, (error?: unknown) => (error ? reject(error) : resolve(true))),
      ).then(() => resolve(false), reject);
    });

  /** The body read whole (empty for none), or `stream` for an upload, which is sent on as it comes. */
  const readBody = async (
    route: RouteDeclaration,
    req: BufferedRequest,
    res: Parameters<RequestHandler>[1],
  ): Promise<Buffer | 'stream'> => {
    if (route.body?.kind === 'stream') {
      streamDeadline(req, options.streamTimeoutMs);
      return 'stream';
    }
    return readWholeBody(req, res, {
      limit: bodyLimitOf(route.body),
      timeoutMs: options.bodyTimeoutMs,
    });
  };

  /** Who is calling, checked against the route's access; throws the 401 or 403. */
  const callerFor = async (route: RouteDeclaration, req: Request) => {
    if (route.access === 'public') {
      // A public route may answer signed-in staff differently; a bad token there is just no one.
      return options.authenticate(req).catch(() => null);
    }
    const caller = await options.authenticate(req);
    if (!caller) throw unauthorized('Staff sign-in required');
    if (route.access === 'admin' && caller.account.role !== 'admin') {
      throw forbidden('Only an admin can do that');
    }
    return caller;
  };

  return async (req, res, next) => {
    const match = matchRoute(routes, req.method, req.originalUrl);
    if (!match) {
      if (firstSegment(req.originalUrl).toLowerCase() === 'api') {
        abandonBody(req, res);
        throw notFound(`No API route for ${req.method} ${req.path}`);
      }
      return next();
    }
    const { route } = match;
    labelRoute(res, route.path);
    const owner = owners.get(route)!;
    // Only the gateway vouches for callers.
    delete req.headers[identityHeader];
    if (!mayStore(route)) res.setHeader('Cache-Control', 'no-store');
    // A public route may answer staff otherwise (hidden images): a cache in front keys by it.
    else res.vary('Authorization');

    let caller: StaffCaller | null;
    try {
      caller = await callerFor(route, req);
    } catch (error) {
      // Refused before its body is read: the connection closes with the answer.
      abandonBody(req, res);
      throw error;
    }
    res.locals.caller = caller;
    // What a public route answers staff is theirs alone: no cache may keep it.
    if (caller && mayStore(route)) res.setHeader('Cache-Control', 'private, no-store');
    if (!(await withinLimit(route, req, res))) return;
    const body = await readBody(route, req as BufferedRequest, res);
    if (owner.service === 'gateway') return options.gatewayRoutes(req, res, next);
    // The proxy sends req.url on: the route's own path, not whatever spelling the client used.
    req.url = routeUrl(match, req.originalUrl);
    if (caller) {
      // For exactly what is sent on: this URL and these bytes (see gateway-identity.ts).
      req.headers[identityHeader] = signIdentity(
        { sub: caller.account.id, username: caller.account.username, role: caller.account.role },
        { method: req.method, url: req.url, body },
        options.identityKey,
      );
    }
    const proxy = options.proxies.get(owner.service);
    if (!proxy) throw new Error(`No proxy for ${owner.service}`);
    return proxy(req, res, next);
  };
}
