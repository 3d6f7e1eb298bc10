/**
 * Whatever the port accepts reads back equal after a restart, on every adapter, whatever
 * characters it holds. Text reaches the stores straight from public forms, so one odd character
 * must never make a store unreadable.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InvalidQueryError, type Store } from '../store.port';
import { type Note, note, storableText, withLoneSurrogate } from '../test-support/awkward-text';
import { type StoreFixture, runOnEveryAdapter } from '../test-support/store-fixtures';

/** Every code point of the Basic Multilingual Plane but the surrogates, and some astral ones. */
function everyCodePoint(): string {
  const points: number[] = [];
  for (let point = 0; point <= 0xffff; point += 1) {
    if (point < 0xd800 || point > 0xdfff) points.push(point);
  }
  points.push(0x10000, 0x1f3b0, 0xe0001, 0x10ffff);
  return String.fromCodePoint(...points);
}

runOnEveryAdapter('store round trip', (adapterName, createFixture) => {
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
          storableText,
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

    it('when text anywhere in a document holds a lone surrogate, then insert is refused with InvalidQueryError and nothing is stored', async () => {
      const notes = await store.collection<Note>('notes');
      await fc.assert(
        fc.asyncProperty(withLoneSurrogate, async (doc) => {
          await expect(notes.insert(doc)).rejects.toBeInstanceOf(InvalidQueryError);
        }),
        { numRuns: 100 },
      );

      expect(await notes.count()).toBe(0);
    });
  });
});
