import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { routeOwners, type RouteDeclaration } from '@venue/contracts/http';
import { rawRequest } from '@venue/test-helpers/raw-http';
import { expiredStaffToken, forgedStaffToken } from '@venue/test-helpers/service-harness';
import { registry } from '@venue/registry/registry';
import { gatewayApis } from '../src/gateway.routes';
import { startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';

/**
 * Walks every route every service declares (and the gateway's own): a route that is not public
 * answers exactly 401 to every kind of bad session and exactly 403 to the wrong role, under
 * every spelling of its path, before any service sees the request; an internal route is no
 * client's to call, whatever its session.
 */
let gateway: GatewayUnderTest;
const passwords = { boss: 'boss-password-1', crew: 'crew-password-1', gone: 'gone-password-1' };
const badSessions: Array<[string, () => Promise<string | undefined>]> = [];

const freshToken = async (username: keyof typeof passwords) =>
  await gateway.signIn(username, passwords[username]);
/** Tokens for every route but sign-out, which ends its own: a sign-in costs a password hash. */
const tokens = { boss: '', crew: '' };
const adminTokenFor = async (route: RouteDeclaration) =>
  route.path === '/api/staff/logout' ? await freshToken('boss') : tokens.boss;

const allRoutes = [...routeOwners([...gatewayApis, ...registry.map((entry) => entry.api)]).keys()];
const internal = allRoutes.filter((route) => route.access === 'internal');
const guarded = allRoutes.filter((route) => route.access === 'staff' || route.access === 'admin');
const open = allRoutes.filter((route) => route.access === 'public');
const label = (route: RouteDeclaration) => `${route.method} ${route.path}`;

/** A concrete path for a route: parameters get plausible values. */
const concrete = (route: RouteDeclaration) =>
  route.path
    .replace(/:category/g, 'pinball')
    .replace(/:(\w+)/g, (_match, name: string) => `sample-${name}`);

/** The same route, spelled the ways a client might: each must meet the same guard. */
const spellings = (route: RouteDeclaration): Array<[string, string, string]> => {
  const path = concrete(route);
  const variants: Array<[string, string, string]> = [
    ['as declared', route.method, path],
    ['in upper case', route.method, path.toUpperCase()],
    ['with a trailing slash', route.method, `${path}/`],
    ['with doubled slashes', route.method, path.replaceAll('/', '//')],
    ['percent-encoded', route.method, path.replace('/api/', '/%61pi/').replace(/s\//, '%73/')],
  ];
  if (route.method === 'GET') variants.push(['as HEAD', 'HEAD', path]);
  return variants;
};

const send = (method: string, path: string, authorization?: string) =>
  rawRequest(gateway.url, {
    method,
    path,
    headers: {
      'content-type': 'application/json',
      ...(authorization && { authorization }),
    },
    ...(method !== 'GET' && method !== 'HEAD' && { body: '{}' }),
  });

beforeAll(async () => {
  gateway = await startGatewayUnderTest();
  // The weather route has an answer once the start-up reading from the stand-in is stored.
  await vi.waitFor(async () => expect((await send('GET', '/api/weather')).status).toBe(200), {
    timeout: 10_000,
    interval: 100,
  });
  await gateway.accounts.create({ username: 'boss', password: passwords.boss, role: 'admin' });
  await gateway.accounts.create({ username: 'crew', password: passwords.crew, role: 'staff' });
  const gone = await gateway.accounts.create({
    username: 'gone',
    password: passwords.gone,
    role: 'admin',
  });
  tokens.boss = await freshToken('boss');
  tokens.crew = await freshToken('crew');
  const signedOut = await freshToken('boss');
  const logout = await send('POST', '/api/staff/logout', `Bearer ${signedOut}`);
  expect(logout.status).toBe(204);
  const disabled = await freshToken('gone');
  await gateway.accounts.setDisabled(gone.id, true);
  badSessions.push(
    ['no token', async () => undefined],
    ['a forged token', async () => `Bearer ${forgedStaffToken()}`],
    ['an expired token', async () => `Bearer ${expiredStaffToken()}`],
    ['a malformed token', async () => 'Bearer not.a.jwt'],
    ['a signed-out token', async () => `Bearer ${signedOut}`],
    ["a disabled account's token", async () => `Bearer ${disabled}`],
  );
});
afterAll(() => gateway.close());

describe('every route the services and the gateway declare', () => {
  it('when the declarations are read, then every write is guarded except the explicit public ones', () => {
    const publicWrites = open.filter((route) => route.method !== 'GET').map(label);
    // The gallery's upload is public at the edge: its signed, single-use link is the permission.
    // A player's score submission asks for such a link, then sends the score.
    expect(publicWrites).toEqual([
      'POST /api/staff/login',
      'POST /api/score-submissions/photo-upload',
      'POST /api/score-submissions',
      'PUT /objects/uploads/:id',
      'POST /api/machine-reports',
      'POST /api/contact',
    ]);
    expect(guarded.length).toBeGreaterThan(0);
  });

  it('when the declarations are read, then every public write but sign-in (throttled by the staff service) declares a rate limit', () => {
    const unlimited = open.filter((route) => route.method !== 'GET' && !route.rateLimit).map(label);
    expect(unlimited).toEqual(['POST /api/staff/login']);
  });

  it('when the export is asked for in capitals with a signed-out token, then it is a 401', async () => {
    const [, signedOut] = badSessions.find(([name]) => name === 'a signed-out token')!;
    const response = await send('GET', '/api/games/EXPORT?category=arcade', await signedOut());
    expect(response.status).toBe(401);
  });

  it.each(guarded.map((route) => [label(route), route] as const))(
    'when %s is called with any bad session under any spelling, then it is exactly 401',
    async (_label, route) => {
      for (const [session, authorization] of badSessions) {
        for (const [spelling, method, path] of spellings(route)) {
          const response = await send(method, path, await authorization());
          expect(response.status, `${method} ${path} (${spelling}) with ${session}`).toBe(401);
          expect(response.headers['cache-control']).toBe('no-store');
          if (method !== 'HEAD')
            expect(JSON.parse(response.body)).toMatchObject({ message: expect.any(String) });
        }
      }
    },
  );

  it.each(
    guarded
      .filter((route) => route.access === 'admin')
      .map((route) => [label(route), route] as const),
  )(
    'when admin-only %s is called with a staff token under any spelling, then it is exactly 403',
    async (_label, route) => {
      for (const [spelling, method, path] of spellings(route)) {
        const response = await send(method, path, `Bearer ${tokens.crew}`);
        expect(response.status, `${method} ${path} (${spelling})`).toBe(403);
      }
    },
  );

  it.each(guarded.map((route) => [label(route), route] as const))(
    'when %s is called with a real admin token under any spelling, then the route answers (no 401, 403 or 5xx)',
    async (_label, route) => {
      for (const [spelling, method, path] of spellings(route)) {
        const response = await send(method, path, `Bearer ${await adminTokenFor(route)}`);
        expect([401, 403], `${method} ${path} (${spelling})`).not.toContain(response.status);
        expect(response.status, `${method} ${path} (${spelling})`).toBeLessThan(500);
      }
    },
  );

  it.each(internal.map((route) => [label(route), route] as const))(
    'when internal %s is called with a real admin token under any spelling, then it is a JSON 404 as a path no route declares',
    async (_label, route) => {
      expect(internal.length).toBeGreaterThan(0);
      for (const [spelling, method, path] of spellings(route)) {
        const response = await send(method, path, `Bearer ${tokens.boss}`);
        expect(response.status, `${method} ${path} (${spelling})`).toBe(404);
        if (method !== 'HEAD')
          expect(JSON.parse(response.body).message).toMatch(/^No API route for /);
      }
    },
  );

  it.each(open.map((route) => [label(route), route] as const))(
    'when public %s is called without a token, then it answers (no 401 or 5xx)',
    async (_label, route) => {
      const response = await send(route.method, concrete(route));
      expect(response.status).not.toBe(401);
      expect(response.status).toBeLessThan(500);
    },
  );
});
