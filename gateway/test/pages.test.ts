import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '@venue/test-helpers/raw-http';
import { expiredStaffToken, forgedStaffToken } from '@venue/test-helpers/service-harness';
import { stubFavicon } from '@venue/test-helpers/web-app-stub';
import { jsonRequest, startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';

/**
 * Server-rendered pages at the edge, with the stand-in web app (`writeStubWebApp`): `/games`
 * reads `/api/games` and shows it, staff paths are rendered by the browser.
 */
let gateway: GatewayUnderTest;
let token = '';

const call = (path: string, init: RequestInit = {}, url = gateway.url) =>
  fetch(`${url}${path}`, init);
const staffStatus = async () =>
  (
    (await (
      await call('/api/staff/status', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { edgeCache: { hits: number; misses: number } }
  ).edgeCache;
const canonical = (page: string) => /<link rel="canonical" href="([^"]+)">/.exec(page)?.[1];

beforeAll(async () => {
  gateway = await startGatewayUnderTest();
  await gateway.accounts.create({ username: 'crew', password: 'crew-password-1', role: 'staff' });
  token = await gateway.signIn('crew', 'crew-password-1');
});
afterAll(() => gateway.close());

describe('server-rendered pages at the edge', () => {
  it('when a page is asked twice, then the second is the kept one: same bytes and ETag, 304 to If-None-Match', async () => {
    const first = await call('/games');
    const before = await staffStatus();
    const second = await call('/games');
    const after = await staffStatus();
    expect(second.status).toBe(200);
    expect(after.hits - before.hits).toBe(1);
    expect(after.misses - before.misses).toBe(0);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(await second.text()).toBe(await first.text());
    const revalidated = await call('/games', {
      headers: { 'if-none-match': String(first.headers.get('etag')) },
    });
    expect(revalidated.status).toBe(304);
  });

  it('when a staff change publishes an event a route the page read names, then the next page shows the change', async () => {
    const name = `Edge Page Game ${Date.now()}`;
    expect(await (await call('/games')).text()).not.toContain(name);
    const created = await call(
      '/api/games',
      jsonRequest('POST', { category: 'arcade', name, manufacturer: 'Atari', year: 1980 }, token),
    );
    expect(created.status).toBe(201);
    await expect.poll(async () => (await call('/games')).text()).toContain(name);
  });

  it('when a page request carries a staff token, then it is rendered afresh, kept nowhere, and said to be private', async () => {
    await call('/games');
    const before = await staffStatus();
    const response = await call('/games', { headers: { authorization: `Bearer ${token}` } });
    const after = await staffStatus();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toMatch(/\bAuthorization\b/);
    expect(after.hits - before.hits).toBe(0);
  });

  it('when a page request carries an Authorization header that is no staff session, then it gets the kept page', async () => {
    const kept = await call('/games');
    expect(kept.headers.get('vary')).toBe('Accept-Encoding, Authorization');
    for (const authorization of [
      'x',
      'Bearer not-a-token',
      `Bearer ${forgedStaffToken()}`,
      `Bearer ${expiredStaffToken()}`,
    ]) {
      const before = await staffStatus();
      const response = await call('/games', { headers: { authorization } });
      const after = await staffStatus();
      expect(response.status, authorization).toBe(200);
      expect(response.headers.get('cache-control'), authorization).toBe('no-cache');
      expect(response.headers.get('etag'), authorization).toBe(kept.headers.get('etag'));
      expect(after.hits - before.hits, authorization).toBe(1);
      expect(after.misses - before.misses, authorization).toBe(0);
    }
  });

  it('when pages are asked for under many Host names, then they are one kept page, whose links name the address the gateway was reached at', async () => {
    // fetch sends its own Host: a raw request says which.
    const asHost = (host: string) =>
      rawRequest(gateway.url, { method: 'GET', path: '/events', headers: { host } });
    const first = await asHost('one.example');
    expect(first.status).toBe(200);
    expect(canonical(first.body)).toBe(`${gateway.url}/events`);
    const before = await staffStatus();
    for (let index = 0; index < 50; index += 1) {
      const page = await asHost(`host-${index}.example:8080`);
      expect(page.status).toBe(200);
      expect(page.headers.etag).toBe(first.headers.etag);
    }
    for (const host of ['bad_host<script>', '']) {
      const page = await asHost(host);
      expect(page.status, host).toBe(200);
      expect(canonical(page.body), host).toBe(`${gateway.url}/events`);
    }
    const after = await staffStatus();
    expect(after.hits - before.hits).toBe(52);
    expect(after.misses - before.misses).toBe(0);
  });

  it('when PUBLIC_BASE_URL is set, then every page names it, whatever the Host', async () => {
    const published = await gateway.another({ publicBaseUrl: 'https://forks.example' });
    try {
      const page = await rawRequest(published.url, {
        method: 'GET',
        path: '/events',
        headers: { host: 'elsewhere.example' },
      });
      expect(canonical(page.body)).toBe('https://forks.example/events');
    } finally {
      await published.close();
    }
  });

  it('when a page has moved, then it is a 301 to its new address, kept nowhere, for visitors and staff alike', async () => {
    for (const headers of [{}, { authorization: `Bearer ${token}` }] as Record<string, string>[]) {
      const before = await staffStatus();
      const response = await call('/games/old-name', { headers, redirect: 'manual' });
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe('/games/new-name');
      await call('/games/old-name', { headers, redirect: 'manual' });
      expect((await staffStatus()).hits - before.hits).toBe(0);
    }
  });

  it('when a page path repeats its slashes, then it is a 301 to the path with them collapsed, never read as a host', async () => {
    await call('/');
    for (const [sent, location] of [
      ['//events', '/events'],
      ['//events?x=1', '/events?x=1'],
      ['//anything/games', '/anything/games'],
      ['///evil.example//games/', '/evil.example/games'],
      ['/games//', '/games'],
      ['//staff//portal', '/staff/portal'],
      // A browser reads /\ as //: the one spelling encodes the backslash.
      ['/\\evil.example/', '/%5Cevil.example'],
    ] as const) {
      const before = await staffStatus();
      const response = await rawRequest(gateway.url, { method: 'GET', path: sent });
      expect(response.status, sent).toBe(301);
      expect(response.headers.location, sent).toBe(location);
      expect((await staffStatus()).hits - before.hits, sent).toBe(0);
    }
    // The stand-in shows the address it rendered: the path, never /games.
    expect(await (await call('/anything/games')).text()).toContain('<main>/anything/games</main>');
  });

  it('when a page is asked with query values it does not take, then it is a 302 to its own address before anything is made, for visitors and staff alike', async () => {
    await call('/games?category=claw');
    for (const headers of [{}, { authorization: `Bearer ${token}` }] as Record<string, string>[]) {
      for (const [asked, location] of [
        ['/games?category=zz1', '/games'],
        ['/games?category=claw&category=claw', '/games'],
      ] as const) {
        const before = await staffStatus();
        const response = await call(asked, { headers, redirect: 'manual' });
        const after = await staffStatus();
        expect(response.status, asked).toBe(302);
        expect(response.headers.get('location'), asked).toBe(location);
        expect(after.misses - before.misses, asked).toBe(0);
        expect(after.hits - before.hits, asked).toBe(0);
      }
    }
    const kept = await call('/games?category=claw');
    expect(kept.status).toBe(200);
    expect(canonical(await kept.text())).toBe(`${gateway.url}/games?category=claw`);
  });

  it('when a file at the top of the built app is asked for, then it is sent as it is, revalidated; the template is no page', async () => {
    for (const spelling of ['/favicon.svg', '/favicon%2Esvg']) {
      const icon = await call(spelling);
      expect(icon.status).toBe(200);
      expect(icon.headers.get('cache-control')).toBe('no-cache');
      expect(await icon.text()).toBe(stubFavicon);
    }
    // A path no page has, rendered, not the file pages are rendered into.
    expect(await (await call('/index.html')).text()).not.toContain('<!--app-html-->');
  });

  it('when a staff page or an unknown path is asked for, then it is never kept', async () => {
    for (const path of ['/staff/portal', '/no/such/page']) {
      await call(path);
      const before = await staffStatus();
      await call(path);
      const after = await staffStatus();
      expect(after.hits - before.hits).toBe(0);
    }
  });
});
