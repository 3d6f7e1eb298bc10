import { describeWithRedisServer } from '@venue/test-helpers/redis-suite';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { type Socket, connect, createServer } from 'node:net';
import { afterEach, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createBullmqJobs } from './bullmq.adapter';
import type { JobsLogger } from './jobs-logger';
import { defineEvent, defineQueue } from '@venue/contracts/messages';
import type { Jobs } from './jobs.port';

const silent: JobsLogger = { error: () => {}, warn: () => {}, info: () => {} };
const changed = defineEvent({ name: 'bullmq.changed', payload: z.object({ id: z.string() }) });
const counter = defineQueue({ name: 'bullmq-counter', payload: z.object({ n: z.number() }) });

/** A loopback port that was free a moment ago and has no listener now. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const opened: Jobs[] = [];
const redisClients: Redis[] = [];
const open = (redisUrl: string, prefix: string, connectTimeoutMs?: number, logger = silent) => {
  const jobs = createBullmqJobs({ redisUrl, prefix, logger, connectTimeoutMs });
  opened.push(jobs);
  return jobs;
};
const rawClient = (redisUrl: string) => {
  const redis = new Redis(redisUrl);
  redisClients.push(redis);
  return redis;
};

afterEach(async () => {
  await Promise.all(opened.splice(0).map((jobs) => jobs.close()));
  await Promise.all(redisClients.splice(0).map((redis) => redis.quit()));
});

const recording = () => {
  const entries: { level: keyof JobsLogger; obj: object; msg: string }[] = [];
  const entry = (level: keyof JobsLogger) => (obj: object, msg: string) =>
    void entries.push({ level, obj, msg });
  const logger: JobsLogger = { error: entry('error'), warn: entry('warn'), info: entry('info') };
  return { logger, entries };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A TCP proxy in front of Redis that can cut every connection and refuse new ones, then accept
 * them again on the same port: an outage without losing Redis' data.
 */
const redisProxy = async (target: number) => {
  const sockets = new Set<Socket>();
  const proxy = createServer((client) => {
    const upstream = connect(target, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const address = proxy.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const cut = () =>
    new Promise<void>((resolve) => {
      proxy.close(() => resolve());
      sockets.forEach((socket) => socket.destroy());
    });
  return { url: `redis://127.0.0.1:${port}`, cut, restore: () => listen(port) };
};

describeWithRedisServer('bullmq adapter on redis-server', (server) => {
  it('when subscribers run in separate processes, then each subscriber name gets each event once', async () => {
    const search: string[] = [];
    const mailer: string[] = [];
    const [first, second, producer] = [1, 2, 3].map(() => open(server().url, 'processes'));
    first!.subscribe(changed, 'search', async ({ id }) => void search.push(id));
    second!.subscribe(changed, 'search', async ({ id }) => void search.push(id));
    second!.subscribe(changed, 'mailer', async ({ id }) => void mailer.push(id));
    // The producer only sees subscribers once their processes have registered them in Redis.
    const redis = new Redis(server().url);
    await vi.waitFor(async () =>
      expect((await redis.smembers('processes:event-subscribers:bullmq.changed')).sort()).toEqual([
        'mailer',
        'search',
      ]),
    );
    await redis.quit();

    for (const id of ['a', 'b', 'c']) await producer!.publish(changed, { id });

    await vi.waitFor(() => expect([search.length, mailer.length]).toEqual([3, 3]), {
      timeout: 5_000,
    });
    expect([[...search].sort(), mailer]).toEqual([
      ['a', 'b', 'c'],
      ['a', 'b', 'c'],
    ]);
  });

  it('when a message arrives on an event channel, then listeners hear a valid one and invalid ones are logged and dropped', async () => {
    const { logger, entries } = recording();
    const heard: unknown[] = [];
    open(server().url, 'wire', undefined, logger).listen(changed, (payload, meta) => {
      heard.push({ payload, meta });
    });
    const redis = rawClient(server().url);
    const channel = 'wire:event:bullmq.changed';
    await vi.waitFor(async () => expect(await redis.publish(channel, 'warm-up')).toBe(1));

    await redis.publish(channel, JSON.stringify({ eventId: 'e1', payload: { id: 7 } }));
    await redis.publish(channel, JSON.stringify({ payload: { id: 'no event id' } }));
    await redis.publish(channel, JSON.stringify({ eventId: 'e2', payload: { id: 'a' } }));

    await vi.waitFor(() =>
      expect(heard).toEqual([{ payload: { id: 'a' }, meta: { eventId: 'e2' } }]),
    );
    expect(entries.map((entry) => entry.msg)).toEqual([
      'jobs: invalid event dropped',
      'jobs: invalid event dropped',
      'jobs: invalid event dropped',
    ]);
    expect(entries[1]?.obj).toMatchObject({ event: 'bullmq.changed', eventId: 'e1' });
  });

  it('when a job queued before jobs carried request ids holds its bare payload, then it still runs', async () => {
    const done: unknown[] = [];
    const older = new Queue(counter.name, {
      connection: rawClient(server().url),
      prefix: 'legacy',
    });
    await older.add(counter.name, { n: 4 }, { jobId: 'older-job' });
    await older.close();

    open(server().url, 'legacy').work(counter, async (payload, context) => {
      done.push({ payload, context });
    });

    await vi.waitFor(() =>
      expect(done).toEqual([{ payload: { n: 4 }, context: { jobId: 'older-job', attempt: 1 } }]),
    );
  });

  it('when Redis goes away and comes back, then the outage is logged once as lost and once as restored, and producers fail fast meanwhile', async () => {
    const proxy = await redisProxy(server().port);
    const { logger, entries } = recording();
    const jobs = open(proxy.url, 'outage', 300, logger);
    const done: number[] = [];
    jobs.work(counter, async ({ n }) => void done.push(n));
    jobs.listen(changed, () => {});
    // On a busy machine the first connection can take longer than the 300 ms a producer waits.
    await vi.waitFor(() => jobs.ping(), { timeout: 10_000, interval: 100 });
    await jobs.addAndWait(counter, { n: 1 }, { timeoutMs: 5_000 });

    await proxy.cut();
    // Long enough for every connection to retry more than once (about a second apart).
    await sleep(2_200);
    await expect(jobs.add(counter, { n: 2 })).rejects.toThrow('not reachable');
    await proxy.restore();
    await vi.waitFor(() => expect(entries).toHaveLength(2), { timeout: 10_000 });
    await jobs.add(counter, { n: 3 });

    await vi.waitFor(() => expect(done).toEqual([1, 3]), { timeout: 5_000 });
    expect(entries).toEqual([
      { level: 'warn', obj: { role: expect.any(String) }, msg: 'jobs: redis connection lost' },
      { level: 'info', obj: {}, msg: 'jobs: redis connection restored' },
    ]);
  });

  it('when the connection it listens on drops and comes back, then watchListening says false and then true, and events are heard again', async () => {
    const proxy = await redisProxy(server().port);
    const heard: string[] = [];
    const jobs = open(proxy.url, 'hearing', 300);
    jobs.listen(changed, ({ id }) => void heard.push(id));
    const states: boolean[] = [];
    jobs.watchListening((listening) => states.push(listening));
    await vi.waitFor(() => expect(states).toEqual([false, true]));

    await proxy.cut();
    await vi.waitFor(() => expect(states).toEqual([false, true, false]));
    await proxy.restore();
    await vi.waitFor(() => expect(states).toEqual([false, true, false, true]), { timeout: 10_000 });
    const publisher = open(server().url, 'hearing');
    await publisher.publish(changed, { id: 'after' });

    await vi.waitFor(() => expect(heard).toEqual(['after']));
  });

  it('when the last listener of an event unlistens, then the instance unsubscribes, and listening again works', async () => {
    const heard: string[] = [];
    const jobs = open(server().url, 'relisten');
    const redis = rawClient(server().url);
    const channel = 'relisten:event:bullmq.changed';
    const subscribers = async () => (await redis.pubsub('NUMSUB', channel))[1];
    const unlisten = jobs.listen(changed, ({ id }) => void heard.push(id));
    await jobs.publish(changed, { id: 'a' });
    await vi.waitFor(() => expect(heard).toEqual(['a']));

    await unlisten();
    expect(await subscribers()).toBe(0);
    jobs.listen(changed, ({ id }) => void heard.push(id));
    await jobs.publish(changed, { id: 'b' });

    await vi.waitFor(() => expect(heard).toEqual(['a', 'b']));
  });
});

it('when Redis is unreachable, then ping and add reject within the connect timeout instead of hanging, and the connection is logged as lost', async () => {
  const nobodyListens = `redis://127.0.0.1:${await closedPort()}`;
  const { logger, entries } = recording();
  const jobs = open(nobodyListens, 'unreachable', 200, logger);
  const startedAt = Date.now();

  await expect(jobs.ping()).rejects.toThrow('not reachable');
  await expect(jobs.add(counter, { n: 1 })).rejects.toThrow('not reachable');

  expect(Date.now() - startedAt).toBeLessThan(2_000);
  expect(entries).toEqual([
    {
      level: 'warn',
      obj: { role: 'producer', reason: expect.stringContaining('ECONNREFUSED') },
      msg: 'jobs: redis connection lost',
    },
  ]);
});
