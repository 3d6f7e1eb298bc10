import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmbeddedStore } from './embedded.adapter';
import { shareRepeatedStrings } from './embedded.shared-strings';

interface Report {
  id: string;
  game: string;
  tags: string[];
  createdAt: Date;
}

describe('strings shared between loaded documents', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'store-shared-'));
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('when documents repeat a string, at any depth, then they keep their values and dates', () => {
    const at = new Date(1_700_000_000_000);
    const docs: Array<Record<string, unknown>> = [
      { _id: 'a', game: 'Metallica', at, nested: { name: 'Metallica' } },
      { _id: 'b', game: 'Metallica', list: ['Metallica', 3, null] },
    ];

    shareRepeatedStrings(docs);

    expect(docs).toEqual([
      {
        _id: 'a',
        game: 'Metallica',
        at: new Date(1_700_000_000_000),
        nested: { name: 'Metallica' },
      },
      { _id: 'b', game: 'Metallica', list: ['Metallica', 3, null] },
    ]);
    expect(docs[0]!.at).toBe(at);
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
