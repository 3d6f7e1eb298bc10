/**
 * Whatever the port accepts reads back equal after a restart, on every adapter, whatever
 * characters it holds (store.round-trip.test.ts runs it against each adapter). Text reaches the
 * stores straight from public forms, so one odd character must never make a store unreadable.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoreFixture } from './store.contract';
import type { Store } from './store.port';

interface Note {
  id: string;
  text: string;
  [field: string]: unknown;
}

/** Characters that line readers, JSON, BSON or NeDB treat specially, and some far from ASCII. */
const awkward = [
  '\u2028',
  '\u2029',
  '\u0085',
  '\0',
  '\n',
  '\r',
  '\r\n',
  '\v',
  '\f',
  '\t',
  '"',
  '\\',
  '\\u2028',
  '$',
  '.',
  '\ufeff',
  '\uffff',
  '\u{1f3b0}',
  '\u{10ffff}',
];

const piece = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...awkward) },
  // Any code point, astral ones included (fast-check's "binary" never makes a lone surrogate).
  { weight: 4, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 3 }) },
  // Long enough that a line spans several of NeDB's 64 KiB read chunks, split mid-character.
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('x', 'é', '\u2028', '\u{1f3b0}'), fc.integer({ min: 1, max: 20_000 }))
      .map(([character, times]) => character.repeat(times)),
  },
);

const text = fc.array(piece, { maxLength: 6 }).map((pieces) => pieces.join(''));

/** Field names the port stores: not empty, no "$" first, no ".", not "__proto__" (query-guard.ts). */
const fieldName = text.filter(
  (key) => key !== '' && !key.startsWith('$') && !key.includes('.') && key !== '__proto__',
);

const value = fc.oneof(text, fc.array(text, { maxLength: 3 }));

const note = fc
  .record({
    id: text.filter((id) => id !== ''),
    text,
    meta: fc.dictionary(fieldName, fc.oneof(value, fc.dictionary(fieldName, value)), {
      maxKeys: 3,
    }),
    top: fc.dictionary(
      fieldName.filter((key) => key !== 'id' && key !== '_id'),
      value,
      { maxKeys: 2 },
    ),
  })
  .map(({ top, ...fields }): Note => ({ ...top, ...fields }));

/** Every code point of the Basic Multilingual Plane but the surrogates, and some astral ones. */
function everyCodePoint(): string {
  const points: number[] = [];
  for (let point = 0; point <= 0xffff; point += 1) {
    if (point < 0xd800 || point > 0xdfff) points.push(point);
  }
  points.push(0x10000, 0x1f3b0, 0xe0001, 0x10ffff);
  return String.fromCodePoint(...points);
}

export function runRoundTripContract(
  adapterName: string,
  createFixture: () => Promise<StoreFixture>,
): void {
  describe(`store round trip: ${adapterName}`, () => {
    let fixture: StoreFixture;
    let store: Store;

    /** Closes the open store and opens the same data again, as a restart does. */
    async function restart(): Promise<Store> {
      await store.close();
      store = await fixture.open();
      return store;
    }

    beforeEach(async () => {
      fixture = await createFixture();
      store = await fixture.open();
    });

    afterEach(async () => {
      await store.close();
      await fixture.dispose();
    });

    it('when a value holds a line or paragraph separator, then it reads back equal after a restart', async () => {
      const notes = await store.collection<Note>('notes');
      const saved = await notes.insert({ text: 'Ann\u2028Lee\u2029and NEL\u0085too' });

      const reopened = await (await restart()).collection<Note>('notes');

      expect(await reopened.find()).toEqual([saved]);
    });

    it('when a value holds every code point, then it reads back equal after a restart', async () => {
      const notes = await store.collection<Note>('notes');
      const saved = await notes.insert({ id: 'all', text: everyCodePoint() });

      const reopened = await (await restart()).collection<Note>('notes');

      expect(await reopened.findById('all')).toEqual(saved);
    });

    it('when any text is stored as ids, values, list items and field names, inserted or set, then after a restart it reads back equal and finds by value', async () => {
      let run = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.uniqueArray(note, { selector: (each) => each.id, minLength: 1, maxLength: 3 }),
          text,
          async (docs, changedText) => {
            run += 1;
            const name = `notes${run}`;
            const notes = await store.collection<Note>(name);
            const saved: Note[] = [];
            for (const doc of docs) saved.push(await notes.insert(doc));
            const [first] = saved as [Note];
            const changed = { ...first, text: changedText };
            expect(
              await notes.updateOne({ id: first.id }, { $set: { text: changedText } }),
            ).toEqual(changed);
            saved[0] = changed;

            const reopened = await (await restart()).collection<Note>(name);

            expect(await reopened.count()).toBe(saved.length);
            for (const doc of saved) {
              expect(await reopened.findById(doc.id)).toEqual(doc);
              expect(await reopened.find({ id: doc.id, text: doc.text })).toEqual([doc]);
            }
          },
        ),
        { numRuns: 60 },
      );
    });
  });
}
