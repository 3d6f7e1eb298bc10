import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEvent } from '@venue/contracts/messages';
import { createInProcessJobs } from '@venue/jobs/in-process.adapter';
import type { Jobs } from '@venue/jobs/jobs.port';
import { createStore } from '@venue/store/create-store';
import type { Store } from '@venue/store/store.port';
import { createLogger } from './logger';
import { createOutbox, domainEvent, type Outbox } from './outbox';

const logger = createLogger('outbox-test', 'silent');
const noted = defineEvent({ name: 'thing.noted', payload: z.object({ id: z.string() }) });

let dataDir = '';
let store: Store;
let jobs: Jobs;
let outbox: Outbox;
let queueDown = false;
const heard: string[] = [];

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'outbox-test-'));
  store = await createStore({ kind: 'embedded', dir: dataDir });
  jobs = createInProcessJobs({ logger });
  jobs.listen(noted, ({ id }) => void heard.push(id));
  queueDown = false;
  heard.length = 0;
  // No sweeper: whatever is published here is published by the write's release or a retry.
  outbox = await createOutbox({
    store,
    jobs: {
      ...jobs,
      publish: (event, payload, options) =>
        queueDown ? Promise.reject(new Error('redis gone')) : jobs.publish(event, payload, options),
    },
    logger,
    publishes: [noted],
    sweep: false,
  });
});
afterEach(async () => {
  await outbox.close();
  await jobs.close();
  await store.close();
  await rm(dataDir, { recursive: true, force: true });
});

const write = (id: string) => outbox.record([domainEvent(noted, { id })], async () => id);
/** The outbox's data file, a line per change: its documents and their deletions. */
const outboxLines = async () =>
  (await readFile(path.join(dataDir, 'outbox.db'), 'utf8')).split('\n').filter(Boolean);

describe('the outbox', () => {
  it('when a write is saved, then its events are published and its record deleted at once: two changes to the outbox, no ready mark', async () => {
    const before = (await outboxLines()).length;
    await write('a');
    await expect.poll(() => heard).toEqual(['a']);
    await expect.poll(async () => (await outbox.backlog()).events).toBe(0);
    const added = (await outboxLines()).slice(before);
    expect(added).toHaveLength(2);
    expect(added[0]).toContain('"state":"pending"');
    expect(added[1]).toContain('$$deleted');
  });

  it('when the queue is away, then a saved write’s record is marked ready and kept; when it is back, the next write publishes both', async () => {
    queueDown = true;
    expect(await write('a')).toBe('a');
    await expect
      .poll(async () => (await outboxLines()).some((line) => line.includes('"state":"ready"')))
      .toBe(true);
    expect(await outbox.backlog()).toMatchObject({ events: 1 });
    expect(heard).toEqual([]);

    queueDown = false;
    await write('b');
    await expect.poll(() => [...heard].sort()).toEqual(['a', 'b']);
    await expect.poll(async () => (await outbox.backlog()).events).toBe(0);
  });

  it('when the relay is asked, then it waits for the releases under way: their events are published when it resolves', async () => {
    await Promise.all([write('a'), write('b'), write('c')]);
    await outbox.relay();
    expect([...heard].sort()).toEqual(['a', 'b', 'c']);
    expect((await outbox.backlog()).events).toBe(0);
  });
});
