import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLogger } from '@venue/service-kit/logger';
import { openRedisConnection, type RedisConnection } from '@venue/service-kit/redis-connection';
import { notesApi, notesService } from '@venue/test-helpers/notes-service';
import { describeWithRedisServer } from '@venue/test-helpers/redis-suite';
import { startRedisServer, type RedisServer } from '@venue/test-helpers/redis-server';
import { sharedStores } from '../src/rate-limit-stores';
import { jsonRequest, startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';

/**
 * Gateways on one Redis count the public forms' limits together, as several hosts behind a
 * balancer must; while Redis is away each gateway counts in its own memory, so the forms stay
 * up and still refuse past the limit.
 */
const feedbackLimit = notesApi.routes.feedback.rateLimit.limit;

describeWithRedisServer('rate limits shared by gateways on one Redis', (redis) => {
  let gateway: GatewayUnderTest;
  let restarted: RedisServer | undefined;
  const connections: RedisConnection[] = [];
  const fronts: Array<{ url: string; close(): Promise<void> }> = [];
  let logged = '';
  const logger = createLogger(
    'gateway',
    'info',
    new Writable({
      write(chunk, _encoding, done) {
        logged += chunk.toString();
        done();
      },
    }),
  );
  /** Another gateway, as in its own process: its own connection to Redis. */
  const gatewayOnRedis = async (options: { redisUp: boolean }) => {
    const connection = openRedisConnection(restarted?.url ?? redis().url, {
      name: 'gateway:rate-limits',
      logger,
    });
    connections.push(connection);
    // As the gateway's process waits for it at start (gateway.process.ts).
    if (options.redisUp) await connection.ready(5_000);
    const front = await gateway.another({
      rateLimitStores: sharedStores(connection, logger),
      // So that each test is a client of its own (X-Forwarded-For from loopback).
      trustProxy: 'loopback',
    });
    fronts.push(front);
    return front.url;
  };
  let client = 0;
  const newClient = () => `198.51.100.${++client}`;
  const sendFeedback = async (url: string, from: string) =>
    (
      await fetch(`${url}/api/notes/feedback`, {
        ...jsonRequest('POST', { text: 'Great place' }),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      })
    ).status;
  let gatewayA = '';
  let gatewayB = '';

  beforeAll(async () => {
    gateway = await startGatewayUnderTest({
      registry: [{ name: 'notes', port: 4999, api: notesApi, load: async () => notesService }],
    });
    gatewayA = await gatewayOnRedis({ redisUp: true });
    gatewayB = await gatewayOnRedis({ redisUp: true });
  });
  afterAll(async () => {
    await Promise.all(fronts.map((front) => front.close()));
    await Promise.all(connections.map((connection) => connection.close()));
    await restarted?.stop();
    await gateway?.close();
  });

  it('when a client alternates between two gateways, then the request past the declared limit is a 429 at either', async () => {
    const from = newClient();
    for (let n = 1; n <= feedbackLimit; n++) {
      expect(await sendFeedback(n % 2 ? gatewayA : gatewayB, from), `request ${n}`).toBe(202);
    }
    expect(await sendFeedback(gatewayA, from)).toBe(429);
    expect(await sendFeedback(gatewayB, from)).toBe(429);
    expect(await sendFeedback(gatewayA, newClient())).toBe(202);
  });

  it('when Redis stops, then each gateway counts in its own memory and refuses past the limit; once Redis is back they count together again', async () => {
    const { port } = redis();
    await redis().stop();
    const from = newClient();
    for (const url of [gatewayA, gatewayB]) {
      for (let n = 1; n <= feedbackLimit; n++) {
        expect(await sendFeedback(url, from), `request ${n}`).toBe(202);
      }
      expect(await sendFeedback(url, from)).toBe(429);
    }
    // Once by each gateway, not at every request.
    expect(logged.match(/rate limits: Redis does not answer/g)).toHaveLength(2);
    // A gateway started during the outage counts in its memory from its first request.
    const gatewayC = await gatewayOnRedis({ redisUp: false });
    expect(await sendFeedback(gatewayC, from)).toBe(202);

    restarted = await startRedisServer({ port });
    await expect
      .poll(() => connections.every((connection) => connection.redis.status === 'ready'))
      .toBe(true);
    const after = newClient();
    const all = [gatewayA, gatewayB, gatewayC];
    for (let n = 1; n <= feedbackLimit; n++) {
      expect(await sendFeedback(all[n % 3]!, after), `request ${n}`).toBe(202);
    }
    for (const url of all) expect(await sendFeedback(url, after)).toBe(429);
    // Each of the three gateways said once that Redis was away, and once that it is back.
    expect(logged.match(/rate limits: Redis does not answer/g)).toHaveLength(3);
    expect(logged.match(/rate limits: Redis answers again/g)).toHaveLength(3);
  });
});
