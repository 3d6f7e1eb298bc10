import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Jobs } from '@venue/jobs/jobs.port';
import { openJobs } from '@venue/service-kit/backing';
import { createLogger } from '@venue/service-kit/logger';
import { describeWithRedisServer } from '@venue/test-helpers/redis-suite';
import { startRedisServer, type RedisServer } from '@venue/test-helpers/redis-server';
import { startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';

/**
 * A gateway in its own process hears its events through Redis, as in split mode and production:
 * without Redis its cache cannot be kept true, and an orchestrator must hear that it is not ready.
 */
describeWithRedisServer('gateway readiness on Redis', (redis) => {
  let gateway: GatewayUnderTest;
  let onRedis: { url: string; close(): Promise<void> } | undefined;
  let jobs: Jobs | undefined;
  let restarted: RedisServer | undefined;
  let token = '';

  beforeAll(async () => {
    gateway = await startGatewayUnderTest();
    // As the gateway's own process opens its jobs (gateway/src/index.ts).
    jobs = await openJobs(
      { DATA_DIR: '', REDIS_URL: redis().url },
      createLogger('gateway-jobs', 'silent'),
    );
    onRedis = await gateway.another({ jobs });
    await gateway.accounts.create({ username: 'crew', password: 'crew-password-1', role: 'staff' });
    token = await gateway.signIn('crew', 'crew-password-1');
  });
  afterAll(async () => {
    await onRedis?.close();
    await jobs?.close();
    await restarted?.stop();
    await gateway?.close();
  });

  const readyz = async () => {
    const response = await fetch(`${onRedis!.url}/readyz`);
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it("when the gateway's Redis stops, then /readyz is a 503 naming it, and 200 again once Redis is back", async () => {
    expect((await readyz()).status).toBe(200);
    const { port } = redis();
    await redis().stop();
    await expect.poll(async () => (await readyz()).status).toBe(503);
    expect((await readyz()).body).toEqual({
      message: 'Not ready: queue unavailable',
      checks: { queue: 'unavailable' },
    });
    const status = await fetch(`${onRedis!.url}/api/staff/status`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await status.json()).toMatchObject({
      status: 'degraded',
      checks: { queue: 'unavailable', catalogue: 'ok', staff: 'ok' },
    });
    restarted = await startRedisServer({ port });
    await expect.poll(async () => (await readyz()).status, { timeout: 60_000 }).toBe(200);
    expect((await readyz()).body).toEqual({
      status: 'ready',
      service: 'gateway',
      checks: { queue: 'ok' },
    });
  });
});
