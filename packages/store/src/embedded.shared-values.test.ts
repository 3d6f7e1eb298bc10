import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmbeddedStore } from './embedded.adapter';
import { shareRepeatedValues } from './embedded.shared-values';

interface Report {
  id: string;
  game: string;
  tags: string[];
  createdAt: Date;
}

describe('strings and dates shared between loaded documents', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'store-shared-'));
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('when documents repeat a string or a date, at any depth, then they keep their values', () => {
    const at = new Date(1_700_000_000_000);
    const docs: Array<Record<string, unknown>> = [
      { _id: 'a', game: 'Metallica', at, nested: { name: 'Metallica', at: new Date(at) } },
      { _id: 'b', game: 'Metallica', list: ['Metallica', 3, null, new Date(at)] },
      { _id: 'c', at: new Date(1_700_000_000_001) },
    ];

    shareRepeatedValues(docs);

    expect(docs).toEqual([
      {
        _id: 'a',
        game: 'Metallica',
        at: new Date(1_700_000_000_000),
        nested: { name: 'Metallica', at: new Date(1_700_000_000_000) },
      },
      { _id: 'b', game: 'Metallica', list: ['Metallica', 3, null, new Date(1_700_000_000_000)] },
      { _id: 'c', at: new Date(1_700_000_000_001) },
    ]);
    const [a, b, c] = docs as [Record<string, unknown>, { list: unknown[] }, { at: Date }];
    expect((a.nested as { at: Date }).at).toBe(at);
    expect(b.list[3]).toBe(at);
    expect(c.at).not.toBe(at);
  });

  it('when a reader changes a date it was given, then no stored document changes', async () => {
    const at = new Date('2025-03-01T18:00:00Z');
    let store = await createEmbeddedStore(dir);
    let reports = await store.collection<Report>('reports');
    for (const id of ['a', 'b']) {
      await reports.insert({ id, game: 'Metallica', tags: [], createdAt: new Date(at) });
    }
    await store.close();

    store = await createEmbeddedStore(dir);
    reports = await store.collection<Report>('reports');
    const changed = [
      await reports.findById('a'),
      await reports.findOne({ id: 'a' }),
      ...(await reports.find({ id: 'a' })),
      await reports.updateOne({ id: 'a' }, { $set: { game: 'Cyclone' } }),
      (await reports.upsert({ id: 'a' }, { $set: { game: 'Cyclone' } })).doc,
    ];
    for (const doc of changed) doc!.createdAt.setTime(0);

    expect(await reports.find({ createdAt: at }, { sort: { id: 1 } })).toEqual([
      { id: 'a', game: 'Cyclone', tags: [], createdAt: at },
      { id: 'b', game: 'Metallica', tags: [], createdAt: at },
    ]);
    await store.close();
  });

  it('when a reopened collection repeats strings, then reads, queries and updates see the same documents', async () => {
    const at = new Date('2025-03-01T18:00:00Z');
    let store = await createEmbeddedStore(dir);
    let reports = await store.collection<Report>('reports', {
      indexes: [{ fields: { game: 1 } }],
    });
    for (const id of ['a', 'b', 'c']) {
      await reports.insert({ id, game: 'Metallica', tags: ['sound'], createdAt: at });
    }
    await store.close();

    store = await createEmbeddedStore(dir);
    reports = await store.collection<Report>('reports', { indexes: [{ fields: { game: 1 } }] });
    await reports.updateOne({ id: 'b' }, { $set: { game: 'Cyclone' }, $push: { tags: 'coin' } });

    expect(await reports.find({ game: 'Metallica' }, { sort: { id: 1 } })).toEqual([
      { id: 'a', game: 'Metallica', tags: ['sound'], createdAt: at },
      { id: 'c', game: 'Metallica', tags: ['sound'], createdAt: at },
    ]);
    expect(await reports.findById('b')).toEqual({
      id: 'b',
      game: 'Cyclone',
      tags: ['sound', 'coin'],
      createdAt: at,
    });
    await store.close();
  });
});
