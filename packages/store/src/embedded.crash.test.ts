/**
 * Crash safety with real kills: a writer process (test-support/insert-until-killed.ts) writes as
 * fast as it can and is killed with SIGKILL, several times on the same directory. Every write it
 * reported as acknowledged must survive intact, and the store must open and take new writes.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmbeddedStore } from './embedded.adapter';
import { type CrashItem, crashItem, crashItemsOptions, isDoomed } from './test-support/crash-items';

const writerScript = fileURLToPath(
  new URL('./test-support/insert-until-killed.ts', import.meta.url),
);
const packageDir = fileURLToPath(new URL('..', import.meta.url));

interface WriterLog {
  items: { id: string; seq: number }[];
  deleted: Set<string>;
  lastCount: number;
}

/** Runs the writer for one round and kills it once it has acknowledged `killAfter` inserts. */
async function runWriterUntilKilled(
  dir: string,
  round: number,
  killAfter: number,
): Promise<WriterLog> {
  const writer = spawn(process.execPath, ['--import', 'tsx', writerScript, dir, String(round)], {
    cwd: packageDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const giveUp = setTimeout(() => writer.kill('SIGKILL'), 30_000);
  writer.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  writer.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    if (stdout.split('\nitem ').length > killAfter) writer.kill('SIGKILL');
  });
  const [code, signal] = (await once(writer, 'close')) as [number | null, NodeJS.Signals | null];
  clearTimeout(giveUp);
  if (signal !== 'SIGKILL')
    throw new Error(`the writer stopped by itself (exit code ${code}):\n${stderr}`);

  const log: WriterLog = { items: [], deleted: new Set(), lastCount: 0 };
  // Only whole lines count: a line cut off by the kill was not fully reported.
  for (const line of stdout.split('\n').slice(0, -1)) {
    const [kind, first, second] = line.split(' ');
    if (kind === 'item') log.items.push({ id: first as string, seq: Number(second) });
    else if (kind === 'count') log.lastCount = Number(first);
    else if (kind === 'deleted') log.deleted.add(first as string);
  }
  if (log.items.length < killAfter) throw new Error(`the writer was stopped early:\n${stderr}`);
  return log;
}

describe('embedded store crash safety', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'store-crash-'));
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('when the writer is killed with SIGKILL three times mid-stream, then every acknowledged write survives intact and the store keeps working', async () => {
    const acknowledged: { id: string; round: number; seq: number }[] = [];
    const deleted = new Set<string>();

    for (let round = 0; round < 3; round += 1) {
      const log = await runWriterUntilKilled(dir, round, 300 + round * 150);
      acknowledged.push(...log.items.map((item) => ({ ...item, round })));
      for (const id of log.deleted) deleted.add(id);

      const store = await createEmbeddedStore(dir);
      const items = await store.collection<CrashItem>('items', crashItemsOptions);
      const counters = await store.collection<{ id: string; n: number }>('counters');
      const stored = new Map((await items.find()).map((doc) => [doc.id, doc]));

      for (const { id, round: itemRound, seq } of acknowledged) {
        if (deleted.has(id)) expect(stored.has(id), `deleted item ${id} is back`).toBe(false);
        else if (!isDoomed(seq))
          expect(stored.get(id), `item ${itemRound}/${seq}`).toEqual({
            id,
            ...crashItem(itemRound, seq),
          });
      }
      // Nothing half-written either: whatever is stored, including the write in flight, is whole.
      for (const doc of stored.values())
        expect(doc).toEqual({ id: doc.id, ...crashItem(doc.round, doc.seq) });
      expect((await counters.findById(`round-${round}`))?.n).toBeGreaterThanOrEqual(log.lastCount);

      const check = await items.insert(crashItem(round, -1));
      expect(await items.findById(check.id)).toEqual(check);
      await store.close();
    }
  }, 120_000);
});
