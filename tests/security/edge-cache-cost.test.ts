import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaderboardMonthsSchema } from '@venue/contracts/leaderboard';
import { expiredStaffToken, forgedStaffToken } from '@venue/test-helpers/service-harness';
import { rawRequest } from '@venue/test-helpers/raw-http';
import { startGatewayUnderTest, type GatewayUnderTest } from '../../gateway/test/gateway-harness';

/**
 * What an anonymous visitor can make the gateway keep, through the gateway with the real web app
 * (`web/dist`, built if missing): Host values, query values and Authorization headers anyone can
 * send are never another kept page, and never a render past the cache. Entries are counted by
 * the gateway's own figures (`/api/staff/status`); events may drop entries meanwhile (the
 * weather, the machines' statuses), so "nothing kept" is "no more entries than before".
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const webDist = path.join(repoRoot, 'web', 'dist');

let gateway: GatewayUnderTest;
let token = '';

interface CacheFigures {
  hits: number;
  misses: number;
  entries: number;
  evictions: number;
}
const figures = async () =>
  (
    (await (
      await fetch(`${gateway.url}/api/staff/status`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { edgeCache: CacheFigures }
  ).edgeCache;
const get = (pathAndQuery: string, headers: Record<string, string> = {}) =>
  rawRequest(gateway.url, { method: 'GET', path: pathAndQuery, headers });
const canonical = (page: string) => /<link rel="canonical" href="([^"]+)"/.exec(page)?.[1];

/** Asks for each address until it is kept: its second answer is a hit. */
async function kept(...addresses: string[]) {
  for (const address of addresses) {
    const first = await get(address);
    expect(first.status, address).toBe(200);
    await expect
      .poll(async () => {
        const before = await figures();
        await get(address);
        return (await figures()).hits - before.hits;
      })
      .toBe(1);
  }
}

beforeAll(async () => {
  if (!existsSync(path.join(webDist, 'server', 'entry-server.js'))) {
    execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  }
  gateway = await startGatewayUnderTest({ webDist });
  await gateway.accounts.create({ username: 'crew', password: 'crew-password-1', role: 'staff' });
  token = await gateway.signIn('crew', 'crew-password-1');
});
afterAll(() => gateway?.close());

describe('Host values anyone can send', () => {
  it('when 200 clients each send a Host of their own, then the page is one entry, whose links name the address the gateway was reached at', async () => {
    await kept('/events');
    const before = await figures();
    for (let client = 0; client < 200; client += 1) {
      const page = await get('/events', { host: `client-${client}.example` });
      expect(page.status).toBe(200);
      expect(canonical(page.body)).toBe(`${gateway.url}/events`);
    }
    const after = await figures();
    expect(after.entries).toBeLessThanOrEqual(before.entries);
    expect(after.evictions).toBe(before.evictions);
    expect(after.hits - before.hits).toBeGreaterThanOrEqual(195);
  });
});

describe('query values anyone can make up', () => {
  it('when a page is asked with a value it does not have, then it is a 302 to the page without it, and nothing is kept', async () => {
    // The pages they are sent to, and what those read, are kept first.
    await kept(
      '/games',
      '/gallery',
      '/leaderboard',
      '/leaderboard?view=all-time',
      '/contact',
      '/report-issue',
    );
    const before = await figures();
    for (const [asked, location] of [
      ['/games?category=zz1', '/games'],
      ['/games?category=', '/games'],
      ['/games?category=claw&category=claw', '/games?category=claw'],
      ['/games?category=CLAW', '/games'],
      ['/gallery?category=nope', '/gallery'],
      ['/leaderboard?month=foo', '/leaderboard'],
      ['/leaderboard?month=2026-13', '/leaderboard'],
      ['/leaderboard?month=1999-01', '/leaderboard'],
      ['/leaderboard?view=month', '/leaderboard'],
      ['/leaderboard?view=all-time&month=1999-01', '/leaderboard?view=all-time'],
      ['/contact?package=zz', '/contact'],
      ['/report-issue?game=No%20Such%20Game', '/report-issue'],
    ] as const) {
      const answer = await get(asked);
      expect(answer.status, asked).toBe(302);
      expect(answer.headers.location, asked).toBe(location);
    }
    const after = await figures();
    expect(after.entries).toBeLessThanOrEqual(before.entries);
    expect(after.evictions).toBe(before.evictions);
  });

  it('when 60 made-up values are asked for, then none is kept and no good entry is evicted', async () => {
    await kept('/games', '/leaderboard');
    const before = await figures();
    for (let value = 0; value < 30; value += 1) {
      expect((await get(`/games?category=zz${value}`)).status).toBe(302);
      expect((await get(`/leaderboard?month=foo${value}`)).status).toBe(302);
    }
    const after = await figures();
    expect(after.entries).toBeLessThanOrEqual(before.entries);
    expect(after.evictions).toBe(before.evictions);
  });

  it('when a page is asked with a value it has, then it is kept under it', async () => {
    const months = leaderboardMonthsSchema.parse(
      await (await fetch(`${gateway.url}/api/leaderboard/months`)).json(),
    );
    const names = (await (await fetch(`${gateway.url}/api/games/list`)).json()) as string[];
    expect(months.length).toBeGreaterThan(0);
    expect(names.length).toBeGreaterThan(0);
    await kept(
      '/games?category=claw',
      '/gallery?category=events',
      `/leaderboard?month=${months[0]!.month}`,
      '/leaderboard?view=all-time',
      '/contact?package=birthday',
      `/report-issue?game=${encodeURIComponent(names[0]!)}`,
    );
  });

  it('when a page is asked with parameters it does not read, then it is the kept page', async () => {
    await kept('/games?category=pinball');
    const before = await figures();
    for (let value = 0; value < 20; value += 1) {
      const page = await get(`/games?utm_source=${value}&category=pinball&x${value}=1`);
      expect(page.status).toBe(200);
    }
    const after = await figures();
    expect(after.hits - before.hits).toBeGreaterThanOrEqual(19);
    expect(after.entries).toBeLessThanOrEqual(before.entries);
  });
});

describe('Authorization headers that are no staff session', () => {
  it('when they ask for a page or a public read, then they get the kept answer, never a render or a read past the cache', async () => {
    await kept('/games', '/api/games');
    for (const authorization of [
      'x',
      'Bearer x',
      `Bearer ${forgedStaffToken()}`,
      `Bearer ${expiredStaffToken()}`,
    ]) {
      for (const address of ['/games', '/api/games']) {
        const before = await figures();
        const answer = await get(address, { authorization });
        const after = await figures();
        expect(answer.status, `${address} ${authorization}`).toBe(200);
        expect(answer.headers['cache-control'], `${address} ${authorization}`).toBe('no-cache');
        expect(answer.headers.vary, `${address} ${authorization}`).toBe(
          'Accept-Encoding, Authorization',
        );
        expect(after.misses - before.misses, `${address} ${authorization}`).toBe(0);
      }
    }
  });
});

describe('page paths with repeated slashes', () => {
  it('when a page path repeats its slashes, then it is a 301 to the path with them collapsed, which is then that page or the 404 page', async () => {
    for (const [asked, location, status] of [
      ['//events', '/events', 200],
      ['//anything/games', '/anything/games', 404],
      ['//games//?category=claw', '/games?category=claw', 200],
    ] as const) {
      const answer = await get(asked);
      expect(answer.status, asked).toBe(301);
      expect(answer.headers.location, asked).toBe(location);
      expect((await get(location)).status, location).toBe(status);
    }
  });
});
