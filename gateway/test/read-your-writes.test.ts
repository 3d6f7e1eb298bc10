import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineApi } from '@venue/contracts/http';
import { defineEvent } from '@venue/contracts/messages';
import type { Jobs } from '@venue/jobs/jobs.port';
import { openJobs } from '@venue/service-kit/backing';
import { createLogger } from '@venue/service-kit/logger';
import { domainEvent } from '@venue/service-kit/outbox';
import { publishedEventsHeader } from '@venue/service-kit/published-events';
import { defineService } from '@venue/service-kit/service-module';
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

/** A count that is read first and answered late, so an answer can be under way across a write. */
const tallyChanged = defineEvent({ name: 'tally.changed', payload: z.object({}) });
const tallyApi = defineApi('tally', {
  count: {
    method: 'GET',
    path: '/api/tally',
    access: 'public',
    cache: { invalidatedBy: [tallyChanged] },
  },
  add: { method: 'POST', path: '/api/tally', access: 'staff' },
});
const tallyService = defineService({
  name: 'tally',
  api: tallyApi,
  publishes: [tallyChanged],
  async build({ store, outbox }) {
    const marks = await store.collection<{ id: string }>('marks');
    return {
      handlers: {
        count: async () => {
          const count = await marks.count();
          await sleep(1_000);
          return { count };
        },
        add: async (_input, _req, res) => {
          res.status(201);
          return outbox.record([domainEvent(tallyChanged, {})], () => marks.insert({}));
        },
      },
    };
  },
});

describe('reading your own writes while a read is under way', () => {
  let gateway: GatewayUnderTest;
  let token = '';
  const tally = async () =>
    ((await (await fetch(`${gateway.url}/api/tally`)).json()) as { count: number }).count;

  beforeAll(async () => {
    gateway = await startGatewayUnderTest({
      registry: [{ name: 'tally', port: 4998, api: tallyApi, load: async () => tallyService }],
    });
    await gateway.accounts.create({ username: 'crew', password: 'crew-password-1', role: 'staff' });
    token = await gateway.signIn('crew', 'crew-password-1');
  });
  afterAll(() => gateway?.close());

  it('when a read asked before a write is still under way as the write is answered, then a read after the answer does not wait for it but shows the write', async () => {
    const before = tally();
    // The service has read the count (it answers a second later).
    await sleep(200);
    const written = await fetch(`${gateway.url}/api/tally`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(written.status).toBe(201);
    const after = tally();
    expect(await before).toBe(0);
    expect(await after).toBe(1);
  });
});
