/** Which reads are cacheable, whose service answers them, and a request's cache key. */
import {
  matchRoute,
  routeUrl,
  type RouteDeclaration,
  type RouteMatch,
  type ServiceApi,
} from '@venue/contracts/http';

const defaultMaxAgeSeconds = 60;
const maxAliases = 10_000;

/** A cacheable read: its route, and its key. */
export interface Located {
  route: RouteDeclaration;
  key: string;
}

/**
 * The key of a request, which is also the URL its miss is sent on: the route's own path with the
 * request's parameters, and the query when the route declares one.
 */
function cacheKey(match: RouteMatch, url: string): string {
  return routeUrl(match, match.route.query ? url : '');
}

export const maxAgeOf = (route: RouteDeclaration) =>
  route.cache?.maxAgeSeconds ?? defaultMaxAgeSeconds;

export const eventsOf = (route: RouteDeclaration) => route.cache?.invalidatedBy ?? [];

export function cacheableRoutes(apis: ServiceApi[]) {
  // Requests are matched against every route, in order, as at the edge: a path is only cached
  // when the route it really is (e.g. not a staff route declared before a public one) is cacheable.
  const allRoutes = apis.flatMap((api) => Object.values(api.routes));
  const owners = new Map<RouteDeclaration, string>();
  for (const api of apis) {
    for (const route of Object.values(api.routes)) {
      if (route.cache && route.method === 'GET' && route.access === 'public')
        owners.set(route, api.service);
    }
  }
  const aliases = new Map<string, Located>();

  return {
    /** Every event some cacheable read is invalidated by. */
    events: new Set([...owners.keys()].flatMap(eventsOf)),

    serviceOf: (route: RouteDeclaration) => owners.get(route) as string,

    /** The cacheable read a URL asks for, or null. */
    locate(url: string): Located | null {
      const alias = aliases.get(url);
      if (alias) return alias;
      const match = matchRoute(allRoutes, 'GET', url);
      if (!match || !owners.has(match.route)) return null;
      const key = cacheKey(match, url);
      if (aliases.size >= maxAliases) aliases.clear();
      const found = { route: match.route, key };
      aliases.set(url, found);
      return found;
    },
  };
}

export type CacheableRoutes = ReturnType<typeof cacheableRoutes>;
