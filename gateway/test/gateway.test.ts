import { createHash } from 'node:crypto';
import getPort from 'get-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@venue/contracts/errors';
import { staffLoginResponseSchema } from '@venue/contracts/staff';
import { venueClockSchema } from '@venue/contracts/venue-time';
import { expiredStaffToken, forgedStaffToken } from '@venue/test-helpers/service-harness';
import { jsonRequest, startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

let gateway: GatewayUnderTest;
const admin = { username: 'admin', password: 'a-long-admin-password' };

const call = (path: string, init: RequestInit = {}, url = gateway.url) =>
  fetch(`${url}${path}`, init);
const login = (username: string, password: string, url = gateway.url) =>
  fetch(`${url}/api/staff/login`, jsonRequest('POST', { username, password }));
const bearer = (token: string) => ({
  authorization: `Bearer ${token}`,
  'content-type': 'application/json',
});
const newGame = (name: string) =>
  JSON.stringify({ category: 'arcade', name, manufacturer: 'Atari', year: 1980 });
async function expectJsonError(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  return errorBodySchema.parse(await response.json());
}

beforeAll(async () => {
  gateway = await startGatewayUnderTest({ loginLimits: { perIp: 100, perUsername: 5 } });
  await gateway.accounts.create({ ...admin, role: 'admin' });
});
afterAll(() => gateway.close());

describe('routing', () => {
  it('when a public catalogue route is called, then the service answers through the gateway', async () => {
    const response = await call('/api/games/counts');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(
      await (await fetch(`${gateway.targets.catalogue}/api/games/counts`)).json(),
    );
  });

  it('when an unknown /api path is called, then it is a JSON 404, not the SPA', async () => {
    for (const path of ['/api/nope', '/api', '/api/games/pinball/extra', '/api/gamesx']) {
      const body = await expectJsonError(await call(path), 404);
      expect(body.message).toMatch(/No API route/);
    }
  });

  it('when the client accepts gzip, then API answers are compressed', async () => {
    const response = await call('/api/games', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('when its own queue is up, then /readyz is 200, whatever the services say', async () => {
    expect(await (await call('/readyz')).json()).toEqual({
      status: 'ready',
      service: 'gateway',
      checks: { queue: 'ok' },
    });
  });
});

describe('staff access at the edge', () => {
  it.each([
    ['no token', {}],
    ['a forged token', bearer(forgedStaffToken())],
    ['an expired token', bearer(expiredStaffToken())],
  ])(
    'when a staff route is called with %s, then it is a 401 and the service sees nothing',
    async (_label, headers) => {
      const before = await (await call('/api/games/counts')).json();
      await expectJsonError(
        await call('/api/games', {
          method: 'POST',
          body: newGame('Asteroids'),
          headers: { 'content-type': 'application/json', ...headers },
        }),
        401,
      );
      await expectJsonError(await call('/api/games/export?category=arcade', { headers }), 401);
      expect(await (await call('/api/games/counts')).json()).toEqual(before);
    },
  );

  it('when the password is wrong, then login is a 401 with a message', async () => {
    const body = await expectJsonError(await login(admin.username, 'wrong-password'), 401);
    expect(body.message).toBe('Invalid username or password');
  });

  it('when login fields are missing, then it is a 400 naming them', async () => {
    const response = await call('/api/staff/login', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    const body = await expectJsonError(response, 400);
    expect(body.errors).toMatchObject({
      username: ['Username is required'],
      password: ['Password is required'],
    });
  });

  it('when login succeeds, then the token opens staff routes for 8 hours', async () => {
    const response = await login('ADMIN', admin.password);
    expect(response.status).toBe(200);
    const { token, username } = staffLoginResponseSchema.parse(await response.json());
    expect(username).toBe('admin');
    const [, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(8 * 3600);
    const created = await call('/api/games', {
      method: 'POST',
      body: newGame('Asteroids'),
      headers: bearer(token),
    });
    expect(created.status).toBe(201);
    const session = await call('/api/staff/session', { headers: bearer(token) });
    expect(await session.json()).toMatchObject({ username: 'admin', role: 'admin' });
  });

  it('when an account is disabled, then its token stops working at the next request', async () => {
    const staff = await gateway.accounts.create({
      username: 'casey',
      password: 'caseys-password',
      role: 'staff',
    });
    const { token } = staffLoginResponseSchema.parse(
      await (await login('casey', 'caseys-password')).json(),
    );
    expect((await call('/api/staff/session', { headers: bearer(token) })).status).toBe(200);
    await gateway.accounts.setDisabled(staff.id, true);
    await expectJsonError(await call('/api/staff/session', { headers: bearer(token) }), 401);
    await expectJsonError(
      await call('/api/games', {
        method: 'POST',
        body: newGame('Tempest'),
        headers: bearer(token),
      }),
      401,
    );
    await expectJsonError(await login('casey', 'caseys-password'), 401);
  });

  it('when one username fails too often, then further attempts are a 429 even with the right password', async () => {
    await gateway.accounts.create({
      username: 'robin',
      password: 'robins-password',
      role: 'staff',
    });
    for (let attempt = 0; attempt < 5; attempt++) await login('robin', 'wrong');
    const body = await expectJsonError(await login('robin', 'robins-password'), 429);
    expect(body.message).toMatch(/Too many sign-in attempts/);
    expect((await login(admin.username, admin.password)).status).toBe(200);
  });

  it('when one address tries too often, then it is a 429 whatever the username, with the seconds to wait', async () => {
    const strict = await startGatewayUnderTest({
      registry: [],
      loginLimits: { perIp: 3, perUsername: 100 },
    });
    try {
      await strict.accounts.create({ ...admin, role: 'admin' });
      for (let attempt = 0; attempt < 3; attempt++) await login(`user${attempt}`, 'x', strict.url);
      const refused = await login(admin.username, admin.password, strict.url);
      await expectJsonError(refused, 429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    } finally {
      await strict.close();
    }
  });

  it('when the staff service does not answer, then staff requests and sign-in are a 503 saying so, and public requests are served', async () => {
    const token = await gateway.signIn(admin.username, admin.password);
    const nowhere = `http://127.0.0.1:${await getPort({ host: '127.0.0.1' })}`;
    const cut = await gateway.another({ targets: { ...gateway.targets, staff: nowhere } });
    try {
      const unavailable = {
        message: 'Staff sign-in is unavailable right now. Please try again shortly.',
      };
      const session = await call('/api/staff/session', { headers: bearer(token) }, cut.url);
      expect(session.status).toBe(503);
      expect(await session.json()).toEqual(unavailable);
      const signIn = await login(admin.username, admin.password, cut.url);
      expect(signIn.status).toBe(503);
      expect(await signIn.json()).toEqual(unavailable);
      const created = await call(
        '/api/games',
        { method: 'POST', body: newGame('Galaga'), headers: bearer(token) },
        cut.url,
      );
      expect(created.status).toBe(503);
      expect((await call('/api/games/counts', {}, cut.url)).status).toBe(200);
      // A token on a public route is then no one's: the public answer.
      expect((await call('/api/games/counts', { headers: bearer(token) }, cut.url)).status).toBe(
        200,
      );
    } finally {
      await cut.close();
    }
  });
});

describe('the web app', () => {
  it('when a page is loaded, then it comes back revalidated each time, with a strict CSP and the venue clock; an unknown path is a 404', async () => {
    for (const [path, status] of [
      ['/', 200],
      ['/games', 200],
      ['/staff/portal', 200],
      ['/no/such/page', 404],
    ] as const) {
      const response = await call(path);
      expect(response.status).toBe(status);
      const page = await response.text();
      expect(page).toContain('<div id="root">');
      const block = /<script type="application\/json" id="venue-clock">(.*?)<\/script>/.exec(page);
      expect(venueClockSchema.parse(JSON.parse(block?.[1] ?? 'null')).timeZone).toBe(
        'America/Winnipeg',
      );
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      // The page's inline stylesheet is allowed by its hash, and nothing else inline is.
      const style = /<style>(.*?)<\/style>/.exec(page)?.[1] ?? '';
      const hash = createHash('sha256').update(style).digest('base64');
      expect(csp).toMatch(new RegExp(`style-src 'self' 'sha256-${escapeRegExp(hash)}';`));
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('when a hashed asset is loaded, then it is cached for a year; a missing one is a 404', async () => {
    const response = await call('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/);
    expect((await call('/assets/missing-123.js')).status).toBe(404);
  });
});
