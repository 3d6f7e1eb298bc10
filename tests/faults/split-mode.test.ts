import { execFileSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startProduct, type RunningProduct } from '@venue/test-helpers/product';
import { startRedisServer, type RedisServer } from '@venue/test-helpers/redis-server';
import { describeWithRedisServer } from '@venue/test-helpers/redis-suite';
import { tempDir } from '@venue/test-helpers/service-harness';
import { unclaimedPort } from '@venue/test-helpers/unclaimed-port';
import { writeStubWebApp } from '@venue/test-helpers/web-app-stub';

/** The process ids of the launcher's children whose command line contains `text`. */
const childPids = (parent: number, text: string) =>
  execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(parent)], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes(text))
    .map((line) => Number(line.trim().split(/\s+/)[0]));

let product: RunningProduct;
/** The product's Redis, which these tests stop and start again; it keeps its data (AOF). */
let redis: RedisServer;
let redisData: string;
let secondGateway: number;
let webDist: string;

const signIn = async () => {
  const login = await fetch(`${product.baseUrl}/api/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'splitadmin', password: 'split-admin-password' }),
  });
  return ((await login.json()) as { token: string }).token;
};
const other = () => `http://127.0.0.1:${secondGateway}`;
const statusOf = async (url: string, init?: RequestInit) =>
  (await fetch(url, init).catch(() => null))?.status;

// Split mode always runs on Redis: the suite follows the Redis rule (skipped only outside CI).
describeWithRedisServer('split mode: one part at a time can fail', () => {
  beforeAll(async () => {
    webDist = await tempDir('split-web');
    await writeStubWebApp(webDist);
    redisData = await tempDir('split-redis');
    redis = await startRedisServer({ dataDir: redisData });
    secondGateway = await unclaimedPort();
    product = await startProduct({
      mode: 'split',
      env: {
        WEB_DIST: webDist,
        LOG_LEVEL: 'info',
        REDIS_URL: redis.url,
        SPLIT_EXTRA_GATEWAY_PORTS: String(secondGateway),
        STAFF_ADMIN_USERNAME: 'splitadmin',
        STAFF_ADMIN_PASSWORD: 'split-admin-password',
      },
    });
  });
  afterAll(async () => {
    await product?.stop();
    await redis?.stop();
    await rm(webDist, { recursive: true, force: true });
    await rm(redisData, { recursive: true, force: true });
  });

  it('when staff change a game through one gateway, then the next public read through the other shows it', async () => {
    await expect.poll(() => statusOf(`${other()}/readyz`)).toBe(200);
    const counts = async () =>
      ((await (await fetch(`${other()}/api/games/counts`)).json()) as { claw: number }).claw;
    const before = await counts();
    expect(await counts()).toBe(before);
    const token = await signIn();
    const created = await fetch(`${product.baseUrl}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        category: 'claw',
        name: 'Split Claw',
        manufacturer: 'Elaut',
        year: 2021,
      }),
    });
    expect(created.status).toBe(201);
    await expect.poll(counts).toBe(before + 1);
  });

  it('when a service is killed, then its routes answer a JSON 503 while the others serve (cached reads too), and it is started again', async () => {
    const staff = { headers: { authorization: `Bearer ${await signIn()}` } };
    // A staff read is never served from the edge cache: it shows what the service itself does.
    const staffRead = () => statusOf(`${product.baseUrl}/api/games/counts`, staff);
    expect((await fetch(`${product.baseUrl}/api/games/counts`)).status).toBe(200);
    expect(await staffRead()).toBe(200);
    const [catalogue] = childPids(product.pid, 'run-service.ts catalogue');
    expect(catalogue).toBeGreaterThan(0);
    process.kill(catalogue!, 'SIGKILL');

    await expect.poll(staffRead).toBe(503);
    const refused = await fetch(`${product.baseUrl}/api/games/counts`, staff);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await refused.json()).toEqual({
      message: 'The catalogue service is unavailable right now. Please try again shortly.',
    });
    expect((await fetch(`${product.baseUrl}/api/games/counts`)).status).toBe(200);
    expect(await statusOf(`${product.baseUrl}/api/leaderboard/scores`, staff)).toBe(200);
    expect(await statusOf(`${product.baseUrl}/api/events`)).toBe(200);
    expect(await statusOf(`${product.baseUrl}/readyz`)).toBe(200);
    expect(await statusOf(`${product.baseUrl}/`)).toBe(200);
    const login = await fetch(`${product.baseUrl}/api/staff/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'nobody', password: 'wrong' }),
    });
    expect(login.status).toBe(401);

    await expect.poll(staffRead).toBe(200);
    expect(product.output()).toMatch(/catalogue stopped \(SIGKILL\); starting it again in 1 s/);
  });

  it('when Redis stops, then reads go on, a write is saved and shown through both gateways at once, and its events arrive once Redis is back', async () => {
    const token = await signIn();
    const eventsThrough = async (gateway: string) =>
      ((await (await fetch(`${gateway}/api/events`)).json()) as Array<{ id: string }>).map(
        (event) => event.id,
      );
    // Both gateways keep the list in their edge caches.
    for (const gateway of [product.baseUrl, other()]) await eventsThrough(gateway);

    await redis.stop();
    await expect.poll(() => statusOf(`${product.baseUrl}/readyz`)).toBe(503);
    await expect.poll(() => statusOf(`${other()}/readyz`)).toBe(503);
    for (const gateway of [product.baseUrl, other()]) {
      expect(await statusOf(`${gateway}/api/games/counts`)).toBe(200);
      expect(await statusOf(`${gateway}/api/leaderboard`)).toBe(200);
      expect(await statusOf(`${gateway}/`)).toBe(200);
      // Read during the outage too: an edge cache that kept this would never hear it is stale.
      expect(await eventsThrough(gateway)).not.toContain('redis-outage-night-20310601');
    }
    const created = await fetch(`${product.baseUrl}/api/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        id: 'redis-outage-night-20310601',
        title: 'Redis outage night',
        date: '2031-06-01',
        time: '7 PM',
        location: 'Main floor',
        description: 'Written while Redis was away',
      }),
    });
    expect(created.status).toBe(201);
    // Its event waits in the outbox, but no gateway hides the change behind a kept list.
    for (const gateway of [product.baseUrl, other()]) {
      expect(await eventsThrough(gateway)).toContain('redis-outage-night-20310601');
    }
    expect(
      await statusOf(`${product.baseUrl}/api/ai/events/redis-outage-night-20310601/marketing`),
    ).toBe(404);
    await expect.poll(() => product.output()).toMatch(/redis connection lost/);

    redis = await startRedisServer({ port: redis.port, dataDir: redisData });
    await expect.poll(() => statusOf(`${product.baseUrl}/readyz`)).toBe(200);
    // event.changed reaches the integrations service, whose job writes the event's AI copy.
    await expect
      .poll(() => statusOf(`${other()}/api/ai/events/redis-outage-night-20310601/marketing`))
      .toBe(200);
    await expect.poll(() => product.output()).toMatch(/redis connection restored/);
    for (const gateway of [product.baseUrl, other()]) {
      expect(await eventsThrough(gateway)).toContain('redis-outage-night-20310601');
    }
  });
});
