import { execFileSync } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type RunningProduct } from '@venue/test-helpers/product';
import { describeWithRedisServer } from '@venue/test-helpers/redis-suite';
import { tempDir } from '@venue/test-helpers/service-harness';

/** The process ids of the launcher's children whose command line contains `text`. */
const childPids = (parent: number, text: string) =>
  execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(parent)], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes(text))
    .map((line) => Number(line.trim().split(/\s+/)[0]));

let product: RunningProduct;
let webDist: string;
const waitLong = { timeout: 40_000, interval: 250 };

// Split mode always runs on Redis: the suite follows the Redis rule (skipped only outside CI).
describeWithRedisServer('split mode: one process at a time can fail', () => {
  beforeAll(async () => {
    webDist = await tempDir('split-web');
    await mkdir(webDist, { recursive: true });
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    product = await startProduct({ mode: 'split', env: { WEB_DIST: webDist, LOG_LEVEL: 'info' } });
  }, 120_000);
  afterAll(async () => {
    await product?.stop();
    await rm(webDist, { recursive: true, force: true });
  });

  it('when a service is killed, then only its routes fail, and it is started again', async () => {
    expect((await fetch(`${product.baseUrl}/api/games/counts`)).status).toBe(200);
    const [catalogue] = childPids(product.pid, 'run-service.ts catalogue');
    expect(catalogue).toBeGreaterThan(0);
    process.kill(catalogue!, 'SIGKILL');

    await expect
      .poll(async () => (await fetch(`${product.baseUrl}/api/games/counts`)).status, waitLong)
      .toBe(503);
    expect((await fetch(`${product.baseUrl}/readyz`)).status).toBe(200);
    expect((await fetch(`${product.baseUrl}/`)).status).toBe(200);
    const login = await fetch(`${product.baseUrl}/api/staff/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'nobody', password: 'wrong' }),
    });
    expect(login.status).toBe(401);

    await expect
      .poll(async () => (await fetch(`${product.baseUrl}/api/games/counts`)).status, waitLong)
      .toBe(200);
    expect(product.output()).toMatch(/catalogue stopped \(SIGKILL\); starting it again in 1 s/);
  });

  it('when Redis dies, then the services report it, and once it is back they say so', async () => {
    const [redis] = childPids(product.pid, 'redis-server');
    expect(redis).toBeGreaterThan(0);
    process.kill(redis!, 'SIGKILL');
    await expect.poll(() => product.output(), waitLong).toMatch(/redis connection lost/);
    await expect.poll(() => product.output(), waitLong).toMatch(/redis connection restored/);
    await expect
      .poll(async () => (await fetch(`${product.baseUrl}/api/games/counts`)).status, waitLong)
      .toBe(200);
  });
});
