import type { ServiceName } from './service-targets';

/** public: anyone; staff: a signed-in, enabled account; admin: such an account with the admin role. */
export type Access = 'public' | 'staff' | 'admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute {
  method: Method;
  /** Segments starting with ':' match any one segment. */
  path: string;
  access: Access;
}

export interface ServiceRoutes {
  /** Who answers: a service behind the proxy, or the gateway itself. */
  service: ServiceName | 'gateway';
  prefix: string;
  /** Every route the service offers, in matching order; anything else is a 404 here. */
  routes: ApiRoute[];
}

const route = (method: Method, path: string, access: Access): ApiRoute => ({
  method,
  path,
  access,
});

/** The one place that says which service answers a path and which routes are public. */
export const routeTable: ServiceRoutes[] = [
  {
    service: 'gateway',
    prefix: '/api/staff',
    routes: [
      route('POST', '/api/staff/login', 'public'),
      route('GET', '/api/staff/session', 'staff'),
      route('POST', '/api/staff/logout', 'staff'),
      route('POST', '/api/staff/verify', 'staff'),
      route('GET', '/api/staff/status', 'staff'),
      route('GET', '/api/staff/users', 'admin'),
      route('POST', '/api/staff/users', 'admin'),
      route('PATCH', '/api/staff/users/:id', 'admin'),
      route('PUT', '/api/staff/users/:id/password', 'admin'),
    ],
  },
  {
    service: 'catalogue',
    prefix: '/api/games',
    routes: [
      route('GET', '/api/games', 'public'),
      route('GET', '/api/games/counts', 'public'),
      route('GET', '/api/games/list', 'public'),
      route('GET', '/api/games/export', 'staff'),
      route('POST', '/api/games/import', 'staff'),
      route('GET', '/api/games/:category', 'public'),
      route('POST', '/api/games', 'staff'),
      route('PUT', '/api/games/:id', 'staff'),
      route('DELETE', '/api/games/:id', 'staff'),
    ],
  },
];

const matchesPath = (pattern: string, path: string) => {
  const expected = pattern.split('/');
  const actual = path.replace(/\/+$/, '').split('/');
  return (
    expected.length === actual.length &&
    expected.every((segment, index) =>
      segment.startsWith(':') ? actual[index] !== '' : segment === actual[index],
    )
  );
};

const ownsPath = (entry: ServiceRoutes, path: string) =>
  path === entry.prefix || path.startsWith(`${entry.prefix}/`);

/** The table entry and route for a request, if the table has one (HEAD is looked up as GET). */
export function findRoute(method: string, path: string) {
  const lookup = method === 'HEAD' ? 'GET' : method;
  for (const entry of routeTable) {
    if (!ownsPath(entry, path)) continue;
    const found = entry.routes.find(
      (candidate) => candidate.method === lookup && matchesPath(candidate.path, path),
    );
    if (found) return { entry, route: found };
  }
  return null;
}
