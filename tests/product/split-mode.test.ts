import { execFileSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import getPort from 'get-port';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startProduct, type RunningProduct } from '@venue/test-helpers/product';
import { describeWithRedisServer } from '@venue/test-helpers/redis-suite';
import { tempDir } from '@venue/test-helpers/service-harness';
import { writeStubWebApp } from '@venue/test-helpers/web-app-stub';

/** The process ids of the launcher's children whose command line contains `text`. */
const childPids = (parent: number, text: string) =>
  execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(parent)], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes(text))
    .map((line) => Number(line.trim().split(/\s+/)[0]));

let product: RunningProduct;

const signIn = async () => {
  const login = await fetch(`${product.baseUrl}/api/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'splitadmin', password: 'split-admin-password' }),
  });
  return ((await login.json()) as { token: string }).token;
};
let secondGateway: number;
let webDist: string;

// Split mode always runs on Redis: the suite follows the Redis rule (skipped only outside CI).
describeWithRedisServer('split mode: one process at a time can fail', () => {
  beforeAll(async () => {
    webDist = await tempDir('split-web');
    await writeStubWebApp(webDist);
    secondGateway = await getPort({ host: '127.0.0.1' });
    product = await startProduct({
      mode: 'split',
      env: {
        WEB_DIST: webDist,
        LOG_LEVEL: 'info',
        SPLIT_EXTRA_GATEWAY_PORTS: String(secondGateway),
        STAFF_ADMIN_USERNAME: 'splitadmin',
        STAFF_ADMIN_PASSWORD: 'split-admin-password',
      },
    });
  });
  afterAll(async () => {
    await product?.stop();
    await rm(webDist, { recursive: true, force: true });
  });

  it('when staff change a game through one gateway, then the next public read through the other shows it', async () => {
    const other = `http://127.0.0.1:${secondGateway}`;
    await expect
      .poll(async () => (await fetch(`${other}/readyz`).catch(() => null))?.status)
      .toBe(200);
    const counts = async () =>
      ((await (await fetch(`${other}/api/games/counts`)).json()) as { claw: number }).claw;
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

  it('when a service is killed, then only its routes fail (cached reads go on), and it is started again', async () => {
    const staff = { headers: { authorization: `Bearer ${await signIn()}` } };
    // A staff read is never served from the edge cache: it shows what the service itself does.
    const staffRead = async () =>
      (await fetch(`${product.baseUrl}/api/games/counts`, staff)).status;
    expect((await fetch(`${product.baseUrl}/api/games/counts`)).status).toBe(200);
    expect(await staffRead()).toBe(200);
    const [catalogue] = childPids(product.pid, 'run-service.ts catalogue');
    expect(catalogue).toBeGreaterThan(0);
    process.kill(catalogue!, 'SIGKILL');

    await expect.poll(staffRead).toBe(503);
    expect((await fetch(`${product.baseUrl}/api/games/counts`)).status).toBe(200);
    expect((await fetch(`${product.baseUrl}/readyz`)).status).toBe(200);
    expect((await fetch(`${product.baseUrl}/`)).status).toBe(200);
    const login = await fetch(`${product.baseUrl}/api/staff/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'nobody', password: 'wrong' }),
    });
    expect(login.status).toBe(401);

    await expect.poll(staffRead).toBe(200);
    expect(product.output()).toMatch(/catalogue stopped \(SIGKILL\); starting it again in 1 s/);
  });

  it('when Redis dies, then the services report it, and once it is back they say so', async () => {
    const [redis] = childPids(product.pid, 'redis-server');
    expect(redis).toBeGreaterThan(0);
    process.kill(redis!, 'SIGKILL');
    await expect.poll(() => product.output()).toMatch(/redis connection lost/);
    await expect.poll(() => product.output()).toMatch(/redis connection restored/);
    await expect
      .poll(async () => (await fetch(`${product.baseUrl}/api/games/counts`)).status)
      .toBe(200);
  });
});
