import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type EmbeddedStoreWarning, createEmbeddedStore } from './embedded.adapter';
import { nedbLineBreak } from './embedded.line-breaks';

interface Counter {
  id: string;
  n: number;
}

const lineCount = async (file: string) =>
  (await readFile(file, 'utf8')).split('\n').filter(Boolean).length;

describe('embedded store files', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'store-embedded-'));
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('when many changes pile up, then the file is rewritten to one line per live document', async () => {
    const store = await createEmbeddedStore(dir, { compactAfterWrites: 10 });
    const counters = await store.collection<Counter>('counters');
    await counters.insert({ id: 'a', n: 0 });
    await counters.insert({ id: 'b', n: 0 });

    for (let n = 0; n < 25; n += 1) await counters.updateOne({ id: 'a' }, { $inc: { n: 1 } });
    await store.ping(); // the rewrite runs after the write that crossed the threshold

    expect(await lineCount(path.join(dir, 'counters.db'))).toBeLessThan(10);
    await store.close();
    expect(await lineCount(path.join(dir, 'counters.db'))).toBe(2);
  });

  it('when text with U+0085, U+2028 and U+2029 is appended, then the file holds none of them raw and NeDB reads one line per document', async () => {
    const store = await createEmbeddedStore(dir);
    const notes = await store.collection<{ id: string; text: string }>('notes');
    await notes.insert({ id: 'a', text: 'one\u2028two' });
    await notes.insert({ id: 'b', text: '\u0085\u2029' });

    const content = await readFile(path.join(dir, 'notes.db'), 'utf8');

    expect(content).not.toMatch(/[\u0085\u2028\u2029]/);
    expect(content.split(nedbLineBreak).filter(Boolean)).toHaveLength(2);
    await store.close();
  });

  it('when an append fails, then that call rejects and the collection and ping refuse to serve memory the file lacks', async () => {
    const warnings: EmbeddedStoreWarning[] = [];
    const store = await createEmbeddedStore(dir, {
      onWarning: (warning) => warnings.push(warning),
    });
    const counters = await store.collection<Counter>('counters');
    await counters.insert({ id: 'kept', n: 1 });
    const file = path.join(dir, 'counters.db');
    await rm(file);
    await mkdir(file); // appending to a directory fails like a full or broken disk would

    await expect(counters.insert({ id: 'lost', n: 2 })).rejects.toThrow(/EISDIR/);
    await expect(counters.findById('lost')).rejects.toThrow(/failed to write its file/);
    await expect(store.ping()).rejects.toThrow(/failed to write its file/);
    await store.close();
    expect(warnings).toEqual([]); // memory holds the failed write, so close did not write it out
  });
});
