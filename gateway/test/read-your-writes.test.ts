import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Jobs } from '@venue/jobs/jobs.port';
import { openJobs } from '@venue/service-kit/backing';
import { createLogger } from '@venue/service-kit/logger';
import { publishedEventsHeader } from '@venue/service-kit/published-events';
import { notesApi, notesService } from '@venue/test-helpers/notes-service';
import { describeWithRedisServer } from '@venue/test-helpers/redis-suite';
import { jsonRequest, startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';

/**
 * Two gateways in front of the same services, each hearing events over its own Redis
 * connection, as two hosts do: the gateway that answers a staff write has already dropped what
 * the write makes stale, so its next read shows the write; the other follows when it hears the
 * event.
 */
const rounds = 10;

describeWithRedisServer('reading your own writes through gateways on one Redis', (redis) => {
  let gateway: GatewayUnderTest;
  let token = '';
  const jobs: Jobs[] = [];
  const fronts: Array<{ url: string; close(): Promise<void> }> = [];
  let gatewayA = '';
  let gatewayB = '';

  /** Another gateway, as in its own process: its own jobs on Redis, through which it hears events. */
  const gatewayOnRedis = async () => {
    const own = await openJobs(
      { DATA_DIR: '', REDIS_URL: redis().url },
      createLogger('gateway', 'silent'),
    );
    jobs.push(own);
    const front = await gateway.another({ jobs: own });
    fronts.push(front);
    return front.url;
  };
  const board = async (url: string) =>
    ((await (await fetch(`${url}/api/notes/board`)).json()) as { notes: string[] }).notes;

  beforeAll(async () => {
    gateway = await startGatewayUnderTest({
      registry: [{ name: 'notes', port: 4999, api: notesApi, load: async () => notesService }],
      redisUrl: redis().url,
    });
    await gateway.accounts.create({ username: 'crew', password: 'crew-password-1', role: 'staff' });
    token = await gateway.signIn('crew', 'crew-password-1');
    gatewayA = await gatewayOnRedis();
    gatewayB = await gatewayOnRedis();
  });
  afterAll(async () => {
    await Promise.all(fronts.map((front) => front.close()));
    await Promise.all(jobs.map((own) => own.close()));
    await gateway?.close();
  });

  it('when a staff write is answered by one gateway, then its next read shows the write every time, and the other gateway shows it soon after', async () => {
    let freshOnA = 0;
    const delaysOnB: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      const text = `note ${round}`;
      // Both gateways keep the board as it is before the write (the second read is a hit).
      for (const url of [gatewayA, gatewayB]) {
        await board(url);
        await board(url);
      }
      const written = await fetch(`${gatewayA}/api/notes`, jsonRequest('POST', { text }, token));
      expect(written.status).toBe(201);
      // The service's word to the gateway is not passed on.
      expect(written.headers.get(publishedEventsHeader)).toBeNull();
      const answeredAt = performance.now();
      if ((await board(gatewayA)).includes(text)) freshOnA += 1;
      await expect
        .poll(async () => (await board(gatewayB)).includes(text), { timeout: 5_000, interval: 5 })
        .toBe(true);
      delaysOnB.push(performance.now() - answeredAt);
    }
    const sorted = [...delaysOnB].sort((a, b) => a - b);
    console.log(
      `read your writes: gateway A fresh on the read right after the write ${freshOnA} of ${rounds}; ` +
        `gateway B fresh after median ${sorted[Math.floor(rounds / 2)]!.toFixed(0)} ms, ` +
        `max ${sorted[rounds - 1]!.toFixed(0)} ms`,
    );
    expect(freshOnA).toBe(rounds);
  });
});
