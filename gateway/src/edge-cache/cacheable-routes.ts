/** Which reads are cacheable, whose service answers them, and a request's cache key. */
import { z } from 'zod';
import {
  matchRoute,
  routeUrl,
  type RouteDeclaration,
  type RouteMatch,
  type ServiceApi,
} from '@venue/contracts/http';
import { remembered } from '@venue/contracts/remembered';

const defaultMaxAgeSeconds = 60;
const maxAliases = 10_000;
/** Longer URLs are matched each time rather than remembered: 10,000 aliases stay under 5 MB. */
const maxAliasedUrlLength = 500;

/** A cacheable read: its route, and its key. */
export interface Located {
  route: RouteDeclaration;
  key: string;
}

/**
 * The query parameters a route's schema names, which are all its answer can depend on (the
 * schema drops any other); null for a schema that is not an object of named parameters.
 */
function declaredQuery(route: RouteDeclaration): ReadonlySet<string> | null {
  return route.query instanceof z.ZodObject ? new Set(Object.keys(route.query.shape)) : null;
}

/**
 * The key of a request, which is also the URL its miss is sent on: the route's own path with the
 * request's parameters, and the query when the route declares one: only the parameters it
 * declares, so that a parameter anyone can make up is not a new entry each time.
 */
function cacheKey(match: RouteMatch, url: string, declared: ReadonlySet<string> | null): string {
  if (!match.route.query) return routeUrl(match, '');
  if (!declared) return routeUrl(match, url);
  const start = url.indexOf('?');
  const sent = new URLSearchParams(start === -1 ? '' : url.slice(start + 1));
  const kept = new URLSearchParams([...sent].filter(([name]) => declared.has(name)));
  return routeUrl(match, `?${kept.toString()}`);
}

export const maxAgeOf = (route: RouteDeclaration) =>
  route.cache?.maxAgeSeconds ?? defaultMaxAgeSeconds;

export const eventsOf = (route: RouteDeclaration) => route.cache?.invalidatedBy ?? [];

export function cacheableRoutes(apis: ServiceApi[]) {
  // Requests are matched against every route, in order, as at the edge: a path is only cached
  // when the route it really is (e.g. not a staff route declared before a public one) is cacheable.
  const allRoutes = apis.flatMap((api) => Object.values(api.routes));
  const owners = new Map<RouteDeclaration, string>();
  const queries = new Map<RouteDeclaration, ReadonlySet<string> | null>();
  for (const api of apis) {
    for (const route of Object.values(api.routes)) {
      if (route.cache && route.method === 'GET' && route.access === 'public') {
        owners.set(route, api.service);
        queries.set(route, declaredQuery(route));
      }
    }
  }
  const locate = remembered(
    (url: string): Located | null => {
      const match = matchRoute(allRoutes, 'GET', url);
      if (!match || !owners.has(match.route)) return null;
      return { route: match.route, key: cacheKey(match, url, queries.get(match.route) ?? null) };
    },
    { max: maxAliases, keep: (url, found) => found !== null && url.length <= maxAliasedUrlLength },
  );

  return {
    /** Every event some cacheable read is invalidated by. */
    events: new Set([...owners.keys()].flatMap(eventsOf)),

    serviceOf: (route: RouteDeclaration) => owners.get(route) as string,

    /** The cacheable read a URL asks for, or null. */
    locate,
  };
}

export type CacheableRoutes = ReturnType<typeof cacheableRoutes>;
