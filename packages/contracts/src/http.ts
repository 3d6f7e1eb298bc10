import type { z } from 'zod';
import type { EventDefinition } from './messages';

/**
 * Routes are declared once, here in contracts: method, path, access, input schemas, how the
 * body is read and whether the edge may cache the answer. The service's router, the gateway's
 * access table and the web app's calls are all built from these declarations, and one matcher
 * (`matchRoute`) decides which declaration a request belongs to, at the edge and in the service.
 */

/**
 * public: anyone; staff: a signed-in, enabled account; admin: such an account with the admin
 * role; internal: the product's own parts only (the gateway, a service), calling with an
 * identity they sign as themselves (`service:<name>`): the edge routes no client to it.
 */
export type Access = 'public' | 'staff' | 'admin' | 'internal';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How the request body is read: JSON or text parsed up to `limit` bytes, or a raw stream the
 * handler reads itself (uploads), which must arrive within the stream's deadline.
 */
export type BodySpec =
  | { kind: 'json'; schema: z.ZodType; limit?: number }
  | { kind: 'text'; types: string[]; limit: number }
  | { kind: 'stream'; limit: number };

export interface CachePolicy {
  /** Events whose publication makes every cached answer of this route stale. */
  invalidatedBy: EventDefinition<unknown>[];
  /** The safety net if an invalidation is lost (default 60 s). */
  maxAgeSeconds?: number;
}

export interface RouteDeclaration {
  method: Method;
  /** Segments starting with ':' are parameters; see `matchRoute` for how paths compare. */
  path: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: BodySpec;
  /** The answer's shape, for clients that parse it. */
  response?: z.ZodType;
  /** Public GET answers the gateway may keep and serve until one of these events. */
  cache?: CachePolicy;
  /** Answered with `Cache-Control: no-store` although public (e.g. sign-in). */
  noStore?: boolean;
  /** At most `limit` requests per client address in each window, counted at the gateway (public forms). */
  rateLimit?: { limit: number; windowSeconds: number };
}

/** A service's routes (or the gateway's own), keyed by operation name. */
export interface ServiceApi<
  R extends Record<string, RouteDeclaration> = Record<string, RouteDeclaration>,
> {
  /** Who answers: a service name from the registry, or 'gateway'. */
  service: string;
  routes: R;
}

export const defineApi = <R extends Record<string, RouteDeclaration>>(
  service: string,
  routes: R,
): ServiceApi<R> => ({ service, routes });

/** The caching and storing rule every layer applies to a route's answers. */
export const mayStore = (route: RouteDeclaration) => route.access === 'public' && !route.noStore;

export interface RouteMatch<R extends RouteDeclaration = RouteDeclaration> {
  route: R;
  /** Parameter values, percent-decoded, in their original letter case. */
  params: Record<string, string>;
}

/**
 * The segments of a request path as routes see them: the query is dropped, empty segments
 * (a trailing or doubled slash) are ignored and each segment is percent-decoded once. Returns
 * null for a path that cannot be decoded or that holds a dot segment, which match nothing.
 */
export function pathSegments(rawPath: string): string[] | null {
  const path = rawPath.split('?', 1)[0] ?? '';
  const segments: string[] = [];
  for (const raw of path.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '.' || segment === '..' || segment.includes('/')) return null;
    segments.push(segment);
  }
  return segments;
}

/**
 * A request path in the one spelling that names it wherever it is compared (the gateway's
 * identity assertion and the service that checks it): its segments as the matcher reads them,
 * percent-encoded again, so `//api//games/` is `/api/games`. Null for a path that matches nothing.
 */
export function normalPath(rawPath: string): string | null {
  const segments = pathSegments(rawPath);
  return segments && `/${segments.map(encodeURIComponent).join('/')}`;
}

/** A route's own path split into its segments; literal segments lower-cased for comparison. */
const patternCache = new WeakMap<RouteDeclaration, string[]>();
function patternOf(route: RouteDeclaration): string[] {
  let pattern = patternCache.get(route);
  if (!pattern) {
    pattern = route.path
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => (segment.startsWith(':') ? segment : segment.toLowerCase()));
    patternCache.set(route, pattern);
  }
  return pattern;
}

/**
 * The one matcher, used by the gateway and by every service: the first route (in declaration
 * order) whose method matches (HEAD is looked up as GET) and whose segments match. Fixed
 * segments compare without regard to letter case; parameters keep the case they were sent in.
 */
export function matchRoute<R extends RouteDeclaration>(
  routes: Iterable<R>,
  method: string,
  rawPath: string,
): RouteMatch<R> | null {
  const segments = pathSegments(rawPath);
  if (!segments) return null;
  const lookup = method === 'HEAD' ? 'GET' : method;
  // Lowered once, and parameters collected only for the route that matches: every request of
  // the site is matched against every route before it.
  const lowered = segments.map((segment) => segment.toLowerCase());
  for (const route of routes) {
    if (route.method !== lookup) continue;
    const pattern = patternOf(route);
    if (pattern.length !== segments.length) continue;
    let index = 0;
    while (index < pattern.length) {
      const expected = pattern[index] as string;
      if (!expected.startsWith(':') && expected !== lowered[index]) break;
      index += 1;
    }
    if (index < pattern.length) continue;
    const params: Record<string, string> = {};
    pattern.forEach((expected, at) => {
      if (expected.startsWith(':')) params[expected.slice(1)] = segments[at] as string;
    });
    return { route, params };
  }
  return null;
}

export interface RouteOwner {
  service: string;
  operation: string;
}

/** Which service answers each route of these APIs, in matching order (a Map keeps insertion order). */
export function routeOwners(apis: ServiceApi[]): Map<RouteDeclaration, RouteOwner> {
  const owners = new Map<RouteDeclaration, RouteOwner>();
  for (const api of apis) {
    for (const [operation, route] of Object.entries(api.routes)) {
      if (owners.has(route)) throw new Error(`${route.method} ${route.path} is declared twice`);
      owners.set(route, { service: api.service, operation });
    }
  }
  return owners;
}

/** A request's query with its pairs in one order (by name, repeated names as sent), e.g. `a=1&b=2`. */
export function sortedQuery(rawUrl: string): string {
  const start = rawUrl.indexOf('?');
  const query = new URLSearchParams(start === -1 ? '' : rawUrl.slice(start + 1));
  query.sort();
  return query.toString();
}

/**
 * The URL a matched request is sent on with: the route's declared path with the request's
 * parameter values, and its query (see sortedQuery). The client's raw path never reaches a
 * URL the gateway builds (`//api/...` read as a URL would name the host `api`).
 */
export function routeUrl(match: RouteMatch, rawUrl: string): string {
  const query = sortedQuery(rawUrl);
  const path = hrefOf(match.route, match.params);
  return query ? `${path}?${query}` : path;
}

export type QueryValues = Record<string, string | number | boolean | undefined>;

/** The URL of a route for these parameters and query values, e.g. for the web app's calls. */
export function hrefOf(
  route: RouteDeclaration,
  params: Record<string, string> = {},
  query: QueryValues = {},
): string {
  const path = route.path.replace(/:(\w+)/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path} needs the parameter ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
