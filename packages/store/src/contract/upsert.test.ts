/**
 * What every store adapter must do on an upsert: insert when nothing matches, update when one
 * does, one document however many race for a new key, and only the filters and updates the
 * port has.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type Store,
  type UpsertFilter,
  type UpsertUpdate,
  DuplicateKeyError,
  InvalidQueryError,
} from '../store.port';
import { type Item, uniqueEmail } from '../test-support/contract-items';
import { openStoresPerTest, runOnEveryAdapter } from '../test-support/store-fixtures';

/** Upsert filters: equality on fields and the id, nothing else, and something to look for. */
const rejectedUpsertFilters: [string, unknown][] = [
  ['nothing to look for', {}],
  ['a range', { qty: { $gt: 1 } }],
  ['$in', { name: { $in: ['a', 'b'] } }],
  ['$or', { $or: [{ name: 'a' }] }],
  ['null', { name: null }],
  ['an empty id', { id: '' }],
  ['a path inside the id', { 'id.x': 'a' }],
  ['a field and its parent', { owner: 'Ann', 'owner.name': 'Ann' }],
  ['a lone surrogate in a value', { name: 'Ann\ud800' }],
  ['a lone surrogate in the id', { id: '\udc00' }],
];

runOnEveryAdapter('store contract', (adapterName, createFixture) => {
  describe(`store contract: ${adapterName}`, () => {
    const openStore = openStoresPerTest(createFixture);
    let store: Store;

    beforeEach(async () => {
      store = await openStore();
    });

    describe('upsert', () => {
      it("when nothing matches, then it inserts the filter's fields with the update and $setOnInsert applied", async () => {
        const people = await store.collection<Item>('people', uniqueEmail);

        const result = await people.upsert(
          { email: 'ann@example.com', 'owner.name': 'Ann' },
          { $set: { name: 'Ann' }, $setOnInsert: { qty: 0 }, $push: { tags: 'new' } },
        );

        expect(result).toEqual({
          created: true,
          doc: {
            id: expect.any(String),
            email: 'ann@example.com',
            owner: { name: 'Ann' },
            name: 'Ann',
            qty: 0,
            tags: ['new'],
          },
        });
        expect(await people.findById(result.doc.id)).toEqual(result.doc);
      });

      it('when a document matches, then it is updated, $setOnInsert is ignored and no other is made', async () => {
        const people = await store.collection<Item>('people', uniqueEmail);
        const first = await people.upsert(
          { email: 'ann@example.com' },
          { $set: { name: 'Ann' }, $setOnInsert: { qty: 0 } },
        );

        const second = await people.upsert(
          { email: 'ann@example.com' },
          { $set: { name: 'Ann B.' }, $setOnInsert: { qty: 99 } },
        );

        expect(second).toEqual({ created: false, doc: { ...first.doc, name: 'Ann B.' } });
        expect(await people.find()).toEqual([second.doc]);
      });

      it('when the filter has an id, then the document gets that id, and an update with only $setOnInsert leaves a match alone', async () => {
        const counters = await store.collection<Item>('counters');

        const created = await counters.upsert(
          { id: 'plays' },
          { $inc: { qty: 1 }, $setOnInsert: { name: 'Plays' } },
        );
        const counted = await counters.upsert(
          { id: 'plays' },
          { $inc: { qty: 1 }, $setOnInsert: { name: 'Other' } },
        );
        const untouched = await counters.upsert(
          { id: 'plays' },
          { $setOnInsert: { name: 'Other' } },
        );

        expect(created).toEqual({ created: true, doc: { id: 'plays', qty: 1, name: 'Plays' } });
        expect(counted).toEqual({ created: false, doc: { id: 'plays', qty: 2, name: 'Plays' } });
        expect(untouched).toEqual(counted);
      });

      it('when 20 upserts of one new key run at once under a unique index, then one document is created and all 20 apply', async () => {
        const people = await store.collection<Item>('people', uniqueEmail);

        const results = await Promise.all(
          Array.from({ length: 20 }, () =>
            people.upsert(
              { email: 'ann@example.com' },
              { $inc: { qty: 1 }, $setOnInsert: { name: 'Ann' } },
            ),
          ),
        );

        expect(results.filter((result) => result.created)).toHaveLength(1);
        expect(await people.find()).toEqual([
          { id: expect.any(String), email: 'ann@example.com', name: 'Ann', qty: 20 },
        ]);
      });

      it('when the document it would insert breaks another unique index, then it fails with DuplicateKeyError', async () => {
        const people = await store.collection<Item>('people', uniqueEmail);
        await people.insert({ name: 'Ann', email: 'ann@example.com' });

        const attempt = people.upsert({ name: 'Impostor' }, { $set: { email: 'ann@example.com' } });

        await expect(attempt).rejects.toEqual(new DuplicateKeyError(['email']));
        expect(await people.count()).toBe(1);
      });

      it.each(rejectedUpsertFilters)(
        'when the filter has %s, then upsert rejects with InvalidQueryError and nothing is stored',
        async (_label, filter) => {
          const items = await store.collection<Item>('items');

          await expect(
            items.upsert(filter as UpsertFilter, { $set: { qty: 1 } }),
          ).rejects.toBeInstanceOf(InvalidQueryError);
          expect(await items.count()).toBe(0);
        },
      );

      it('when the update is not one the port has, then upsert rejects with InvalidQueryError', async () => {
        const items = await store.collection<Item>('items');

        for (const update of [
          {},
          { name: 'x' },
          { $setOnInsert: { id: 'x' } },
          { $set: { qty: 1 }, $setOnInsert: { qty: 2 } },
        ]) {
          await expect(items.upsert({ name: 'x' }, update as UpsertUpdate)).rejects.toBeInstanceOf(
            InvalidQueryError,
          );
        }
        expect(await items.count()).toBe(0);
      });
    });
  });
});
