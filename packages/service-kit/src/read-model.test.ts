import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEvent } from '@venue/contracts/messages';
import { createInProcessJobs } from '@venue/jobs/in-process.adapter';
import type { Jobs } from '@venue/jobs/jobs.port';
import { createStore } from '@venue/store/create-store';
import type { Collection, Store } from '@venue/store/store.port';
import { createLogger } from './logger';
import { createOutbox, domainEvent, type Outbox } from './outbox';
import { keepTrue, payloadsOf, type ReadModel } from './read-model';

const noteChanged = defineEvent({
  name: 'test.note-changed',
  payload: z.object({ id: z.string() }),
});
const otherEvent = defineEvent({ name: 'test.other', payload: z.object({}) });
const logger = createLogger('test', 'silent');

interface Note {
  id: string;
  text: string;
}

let dir: string;
let store: Store;
let jobs: Jobs;
let outbox: Outbox;
let notes: Collection<Note>;
let stops: Array<() => Promise<void>>;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'venue-read-model-'));
  store = await createStore({ kind: 'embedded', dir });
  jobs = createInProcessJobs({ logger });
  outbox = await createOutbox({
    store,
    jobs,
    logger,
    publishes: [noteChanged, otherEvent],
    sweep: false,
  });
  notes = await store.collection<Note>('notes');
  stops = [];
});
afterEach(async () => {
  for (const stop of stops) await stop();
  await outbox.close();
  await jobs.close();
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

/** The notes' texts in memory, as a service's read model keeps its answers; it counts its work. */
function notesModel(options: { incremental?: boolean; slowMs?: number } = {}) {
  const shown = new Map<string, string>();
  const work = { reloads: 0, applies: [] as string[][], running: 0, mostAtOnce: 0, failNext: 0 };
  const step = async <T>(run: () => Promise<T>) => {
    work.running += 1;
    work.mostAtOnce = Math.max(work.mostAtOnce, work.running);
    try {
      if (options.slowMs) await new Promise((resolve) => setTimeout(resolve, options.slowMs));
      if (work.failNext > 0) {
        work.failNext -= 1;
        throw new Error('the store did not answer');
      }
      return await run();
    } finally {
      work.running -= 1;
    }
  };
  const model: ReadModel = {
    changedBy: [noteChanged],
    reload: () =>
      step(async () => {
        work.reloads += 1;
        shown.clear();
        for (const note of await notes.find({})) shown.set(note.id, note.text);
      }),
    ...(options.incremental !== false && {
      apply: (changes) =>
        step(async () => {
          const ids = payloadsOf(changes, noteChanged).map(({ id }) => id);
          work.applies.push(ids);
          for (const id of ids) {
            const note = await notes.findById(id);
            if (note) shown.set(id, note.text);
            else shown.delete(id);
          }
        }),
    }),
  };
  return { model, shown, work };
}

const kept = async (model: ReadModel, over: Jobs = jobs) => {
  stops.push(await keepTrue(model, { outbox, jobs: over, logger }));
};
const writeNote = (id: string, text: string) =>
  outbox.record([domainEvent(noteChanged, { id })], () => notes.insert({ id, text }));

describe('a change saved here', () => {
  it('when a write is saved, then the model shows it before its event is heard, and hearing it applies nothing more', async () => {
    const { model, shown, work } = notesModel();
    await kept(model);
    const seenOnHearing: Array<string | undefined> = [];
    jobs.listen(noteChanged, ({ id }) => void seenOnHearing.push(shown.get(id)));

    await writeNote('a', 'first');
    await expect.poll(() => seenOnHearing).toEqual(['first']);
    await outbox.relay();
    expect(work).toMatchObject({ reloads: 1, applies: [['a']] });
  });

  it('when a write fails, then nothing is applied; an event the model does not show applies nothing', async () => {
    const { model, work } = notesModel();
    await kept(model);
    await expect(
      outbox.record([domainEvent(noteChanged, { id: 'b' })], async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await outbox.record([domainEvent(otherEvent, {})], async () => undefined);
    expect(work).toMatchObject({ reloads: 1, applies: [] });
  });

  it('when writes are saved while a change is applied, then the changes waiting are applied together, one step at a time', async () => {
    const { model, shown, work } = notesModel({ slowMs: 30 });
    await kept(model);
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((id) => writeNote(id, `note ${id}`)));
    expect([...shown.keys()].sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(work.mostAtOnce).toBe(1);
    expect(work.applies.length).toBeLessThan(5);
    expect(work.applies.flat().sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('when a model takes no single changes, then each change reads it whole', async () => {
    const { model, shown, work } = notesModel({ incremental: false });
    await kept(model);
    await writeNote('a', 'first');
    expect(shown.get('a')).toBe('first');
    expect(work.reloads).toBe(2);
  });
});

describe('a change that cannot be applied', () => {
  it('when applying fails, then the model is read whole; when that fails too, the next change reads it whole', async () => {
    const { model, shown, work } = notesModel();
    await kept(model);

    work.failNext = 1;
    await writeNote('a', 'first');
    expect(shown.get('a')).toBe('first');
    expect(work.reloads).toBe(2);

    work.failNext = 2;
    await writeNote('b', 'second');
    expect(shown.has('b')).toBe(false);
    await writeNote('c', 'third');
    expect([...shown.keys()].sort()).toEqual(['a', 'b', 'c']);
    expect(work.reloads).toBe(3);
  });

  it('when the model cannot be read at start, then keeping it fails, as the service cannot serve', async () => {
    const { model, work } = notesModel();
    work.failNext = 1;
    await expect(keepTrue(model, { outbox, jobs, logger })).rejects.toThrow(
      'the store did not answer',
    );
  });
});

describe('a change saved elsewhere', () => {
  it('when another process announces a change, then the model applies it', async () => {
    const { model, shown } = notesModel();
    await kept(model);
    await notes.insert({ id: 'x', text: 'from the worker' });
    await jobs.publish(noteChanged, { id: 'x' });
    await expect.poll(() => shown.get('x')).toBe('from the worker');
  });

  it('when listening comes back after a gap, then the model is read whole (events may have been missed)', async () => {
    const { model, shown, work } = notesModel();
    let watcher: (listening: boolean) => void = () => {};
    await kept(model, {
      ...jobs,
      watchListening(watch) {
        watcher = watch;
        watch(true);
        return () => {};
      },
    });
    await notes.insert({ id: 'm', text: 'announced while away' });
    watcher(false);
    expect(work.reloads).toBe(1);
    watcher(true);
    await expect.poll(() => shown.get('m')).toBe('announced while away');
    expect(work.reloads).toBe(2);
  });
});
