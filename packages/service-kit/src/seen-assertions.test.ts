import { rm } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStore } from '@venue/store/create-store';
import type { Store } from '@venue/store/store.port';
import { notesService } from '@venue/test-helpers/notes-service';
import { describeWithRedisServer } from '@venue/test-helpers/redis-suite';
import {
  startServicesUnderTest,
  tempDir,
  type ServicesUnderTest,
} from '@venue/test-helpers/service-harness';
import { createLogger } from './logger';
import { openRedisConnection, type RedisConnection } from './redis-connection';
import {
  redisSeenAssertions,
  sharedSeenAssertions,
  storedSeenAssertions,
  type SeenAssertions,
} from './seen-assertions';

const inAMinute = () => new Date(Date.now() + 60_000);

/** What every list of taken assertions does, wherever it is kept. */
function behavesAsAListOfTakenAssertions(list: {
  open(): Promise<SeenAssertions>;
  /** Opens it again, as a restarted process would. */
  reopen(): Promise<SeenAssertions>;
}) {
  it('when an id comes a second time, then it is a replay; another id is not', async () => {
    const seen = await list.open();
    expect(await seen.firstUse('a', inAMinute())).toBe(true);
    expect(await seen.firstUse('a', inAMinute())).toBe(false);
    expect(await seen.firstUse('b', inAMinute())).toBe(true);
  });

  it('when it is opened again (a restart), then an id taken before is still taken', async () => {
    expect(await (await list.open()).firstUse('before-restart', inAMinute())).toBe(true);
    expect(await (await list.reopen()).firstUse('before-restart', inAMinute())).toBe(false);
  });

  it('when the same id comes many times at once, then exactly one is its first use', async () => {
    const seen = await list.open();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => seen.firstUse('raced', inAMinute())),
    );
    expect(answers.filter(Boolean)).toHaveLength(1);
  });

  it('when an assertion has expired, then its id is kept no longer', async () => {
    const seen = await list.open();
    const past = new Date(Date.now() - 1000);
    expect(await seen.firstUse('expired', past)).toBe(true);
    expect(await seen.firstUse('expired', past)).toBe(true);
  });
}

describe('the assertions a service has taken, in its store', () => {
  let dir = '';
  let store: Store;
  const open = async () => {
    store = await createStore({ kind: 'embedded', dir });
    return storedSeenAssertions(store);
  };
  beforeEach(async () => {
    dir = await tempDir('seen-assertions');
  });
  afterEach(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  behavesAsAListOfTakenAssertions({
    open,
    async reopen() {
      await store.close();
      return open();
    },
  });
});

describeWithRedisServer('the assertions services have taken, in Redis', (server) => {
  const clients: Redis[] = [];
  const client = () => {
    const opened = new Redis(server().url);
    clients.push(opened);
    return opened;
  };
  const open = async () => redisSeenAssertions(client());
  beforeEach(async () => {
    await client().flushall();
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((opened) => opened.quit()));
  });

  behavesAsAListOfTakenAssertions({ open, reopen: open });

  it('when an id is taken, then Redis forgets it when its assertion expires', async () => {
    const seen = await open();
    expect(await seen.firstUse('short-lived', new Date(Date.now() + 300))).toBe(true);
    expect(await clients[0]!.pttl('seen-assertion:short-lived')).toBeGreaterThan(0);
    await expect.poll(() => clients[0]!.exists('seen-assertion:short-lived')).toBe(0);
  });
});

describeWithRedisServer('a replica’s own list and the one replicas share in Redis', (server) => {
  let dir = '';
  let store: Store;
  let logged = '';
  const logger = createLogger(
    'service',
    'info',
    new Writable({
      write(chunk, _encoding, done) {
        logged += chunk.toString();
        done();
      },
    }),
  );
  const connections: RedisConnection[] = [];
  /** A connection as the product opens it (host.ts). */
  const connect = (url: string) => {
    const connection = openRedisConnection(url, { name: 'seen-assertions', logger });
    connections.push(connection);
    return connection;
  };
  /** A replica's list, on its own store and on the Redis of `connection`. */
  const replica = async (connection: RedisConnection) =>
    sharedSeenAssertions(
      await storedSeenAssertions(store),
      redisSeenAssertions(connection.redis),
      logger,
    );
  beforeEach(async () => {
    dir = await tempDir('seen-assertions');
    store = await createStore({ kind: 'embedded', dir });
    logged = '';
  });
  afterEach(async () => {
    await Promise.all(connections.splice(0).map((connection) => connection.close()));
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('when another replica took an assertion, then it is a replay here although this replica never saw it', async () => {
    const elsewhere = connect(server().url);
    await elsewhere.ready(5_000);
    expect(
      await redisSeenAssertions(elsewhere.redis).firstUse('taken-elsewhere', inAMinute()),
    ).toBe(true);

    const connection = connect(server().url);
    await connection.ready(5_000);
    const here = await replica(connection);
    expect(await here.firstUse('taken-elsewhere', inAMinute())).toBe(false);
    expect(await here.firstUse('new-here', inAMinute())).toBe(true);
    expect(await here.firstUse('new-here', inAMinute())).toBe(false);
  });

  it('when Redis does not answer, then requests go on, this replica still refuses what it took, and it says so once', async () => {
    const here = await replica(connect('redis://127.0.0.1:1'));
    expect(await here.firstUse('during-outage', inAMinute())).toBe(true);
    expect(await here.firstUse('during-outage', inAMinute())).toBe(false);
    expect(await here.firstUse('another', inAMinute())).toBe(true);
    expect(logged.match(/seen assertions: Redis does not answer/g)).toHaveLength(1);
  });
});

describeWithRedisServer('two replicas of a service on one Redis', (server) => {
  let first: ServicesUnderTest;
  let second: ServicesUnderTest;
  beforeAll(async () => {
    first = await startServicesUnderTest([notesService], { redisUrl: server().url });
    second = await startServicesUnderTest([notesService], { redisUrl: server().url });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  /** The same request to a replica, with the same captured assertion. */
  const replay = (replica: ServicesUnderTest, body: string, identity: Record<string, string>) =>
    fetch(`${replica.services.notes!.url}/api/notes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...identity },
      body,
    });

  it('when an assertion taken by one replica is sent to the other, then it is refused', async () => {
    const body = JSON.stringify({ text: 'once only' });
    const identity = first.identityFor('staff', 'POST', '/api/notes', body);

    expect((await replay(first, body, identity)).status).toBe(201);
    const refused = await replay(second, body, identity);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      message: 'The request did not come through the gateway',
    });
  });

  it('when a replica restarts, then an assertion it took before is still refused', async () => {
    const body = JSON.stringify({ text: 'before the restart' });
    const identity = first.identityFor('staff', 'POST', '/api/notes', body);
    expect((await replay(second, body, identity)).status).toBe(201);

    const { dataDir } = second;
    await second.stop();
    second = await startServicesUnderTest([notesService], { redisUrl: server().url, dataDir });

    expect((await replay(second, body, identity)).status).toBe(401);
  });
});
