import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '@venue/test-helpers/raw-http';
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

  it('when a page request carries a staff token, then it is rendered afresh and kept nowhere', async () => {
    await call('/games');
    const before = await staffStatus();
    const response = await call('/games', { headers: { authorization: `Bearer ${token}` } });
    const after = await staffStatus();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(after.hits - before.hits).toBe(0);
  });

  it('when pages are asked for under two Host names, then each is rendered and kept with its own origin', async () => {
    // fetch sends its own Host: a raw request says which.
    const asHost = async (host: string) =>
      canonical(
        (await rawRequest(gateway.url, { method: 'GET', path: '/events', headers: { host } })).body,
      );
    expect(await asHost('one.example')).toBe('http://one.example/events');
    expect(await asHost('two.example:8080')).toBe('http://two.example:8080/events');
    expect(await asHost('one.example')).toBe('http://one.example/events');
  });

  it('when the Host header names no host, then the page is a 400', async () => {
    const response = await rawRequest(gateway.url, {
      method: 'GET',
      path: '/events',
      headers: { host: 'bad_host<script>' },
    });
    expect(response.status).toBe(400);
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
