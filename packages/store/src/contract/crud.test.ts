/**
 * What every store adapter must do with documents: insert them (one or many), read them back
 * whole, change them with the update operators, delete them.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type Collection,
  type NewDoc,
  type Store,
  DuplicateKeyError,
  InvalidQueryError,
} from '../store.port';
import { type Item, byName, names, seed, uniqueEmail } from '../test-support/contract-items';
import { openStoresPerTest, runOnEveryAdapter } from '../test-support/store-fixtures';

runOnEveryAdapter('store contract', (adapterName, createFixture) => {
  describe(`store contract: ${adapterName}`, () => {
    const openStore = openStoresPerTest(createFixture);
    let store: Store;

    beforeEach(async () => {
      store = await openStore();
    });

    describe('inserting and reading', () => {
      it('when a document is inserted without an id, then it gets a new string id and comes back whole', async () => {
        const items = await store.collection<Item>('items');

        const first = await items.insert({ name: 'Attack from Mars', qty: 2, tags: ['pinball'] });
        const second = await items.insert({ name: 'Galaga' });

        expect(first).toEqual({
          id: expect.any(String),
          name: 'Attack from Mars',
          qty: 2,
          tags: ['pinball'],
        });
        expect(first.id).not.toBe('');
        expect(second.id).not.toBe(first.id);
        expect(first).not.toHaveProperty('_id');
        expect(await items.findById(first.id)).toEqual(first);
      });

      it('when a document is inserted with an id, then that id is kept', async () => {
        const items = await store.collection<Item>('items');

        const saved = await items.insert({ id: 'game-42', name: 'Joust' });

        expect(saved).toEqual({ id: 'game-42', name: 'Joust' });
        expect(await items.findById('game-42')).toEqual({ id: 'game-42', name: 'Joust' });
      });

      it('when an id is inserted twice, then the second insert fails with DuplicateKeyError and the first stays', async () => {
        const items = await store.collection<Item>('items');
        await items.insert({ id: 'game-1', name: 'Joust' });

        const attempt = items.insert({ id: 'game-1', name: 'Robotron' });

        await expect(attempt).rejects.toEqual(new DuplicateKeyError(['id']));
        expect(await items.find()).toEqual([{ id: 'game-1', name: 'Joust' }]);
      });

      it('when nested objects, lists, dates and empty objects are stored, then they come back the same, without _id', async () => {
        const items = await store.collection<Item>('items');
        const at = new Date('2026-03-14T18:30:00.123Z');

        const saved = await items.insert({
          name: 'Medieval Madness',
          at,
          owner: { name: 'Ann', city: 'Winnipeg' },
          tags: ['pinball', 'castle'],
          meta: { empty: {}, list: [1, 'two', null, { three: 3 }] },
          flag: false,
          category: null,
        });
        const found = await items.findById(saved.id);

        expect(found).toEqual(saved);
        expect(found?.at).toBeInstanceOf(Date);
        expect(found?.at?.getTime()).toBe(at.getTime());
        expect(found).not.toHaveProperty('_id');
      });

      it('when a field is undefined, then it is left out of the stored document', async () => {
        const items = await store.collection<Item>('items');

        const saved = await items.insert({ name: 'Tron', note: undefined });

        expect(Object.keys((await items.findById(saved.id)) ?? {})).toEqual(['id', 'name']);
      });

      it('when nothing has the id or matches the filter, then findById and findOne return null', async () => {
        const items = await store.collection<Item>('items');
        await items.insert({ name: 'Joust' });

        expect(await items.findById('missing')).toBeNull();
        expect(await items.findOne({ name: 'Defender' })).toBeNull();
      });
    });

    describe('updates', () => {
      let items: Collection<Item>;
      let joust: Item;

      beforeEach(async () => {
        items = await store.collection<Item>('items');
        joust = await items.insert({
          name: 'Joust',
          category: 'video',
          qty: 2,
          tags: ['red', 'blue', 'red'],
          owner: { name: 'Ann' },
        });
        await seed(items, [
          { name: 'Galaga', category: 'video', qty: 5 },
          { name: 'Funhouse', category: 'pinball', qty: 1 },
        ]);
      });

      it('when $set changes fields and a dotted path, then updateOne returns the document after the change', async () => {
        const updated = await items.updateOne(
          { id: joust.id },
          { $set: { qty: 3, 'owner.city': 'Winnipeg', 'meta.shelf.row': 2 } },
        );

        const expected = {
          ...joust,
          qty: 3,
          owner: { name: 'Ann', city: 'Winnipeg' },
          meta: { shelf: { row: 2 } },
        };
        expect(updated).toEqual(expected);
        expect(updated).not.toHaveProperty('_id');
        expect(await items.findById(joust.id)).toEqual(expected);
      });

      it('when $unset removes fields, then they are gone and a missing one is ignored', async () => {
        const updated = await items.updateOne(
          { id: joust.id },
          { $unset: { qty: true, 'owner.name': true, missing: true } },
        );

        expect(updated).toEqual({
          id: joust.id,
          name: 'Joust',
          category: 'video',
          tags: ['red', 'blue', 'red'],
          owner: {},
        });
      });

      it('when $inc adds to an existing and a missing field, then the number grows or starts at the amount', async () => {
        const updated = await items.updateOne(
          { id: joust.id },
          { $inc: { qty: -3, 'meta.plays': 4 } },
        );

        expect(updated?.qty).toBe(-1);
        expect(updated?.meta).toEqual({ plays: 4 });
      });

      it('when $push adds to an existing and a missing list, then the value is appended or the list created', async () => {
        const updated = await items.updateOne(
          { id: joust.id },
          { $push: { tags: 'green', 'meta.log': { at: 1 } } },
        );

        expect(updated?.tags).toEqual(['red', 'blue', 'red', 'green']);
        expect(updated?.meta).toEqual({ log: [{ at: 1 }] });
      });

      it('when $pull removes a value, then every equal element goes and a missing list is left alone', async () => {
        const updated = await items.updateOne(
          { id: joust.id },
          { $pull: { tags: 'red', 'meta.none': 'x' } },
        );

        expect(updated?.tags).toEqual(['blue']);
        expect(updated).not.toHaveProperty('meta');
      });

      it('when several operators are combined, then all apply at once', async () => {
        const updated = await items.updateOne(
          { name: 'Galaga' },
          {
            $set: { category: 'classic' },
            $inc: { qty: 1 },
            $push: { tags: 'new' },
            $unset: { flag: true },
          },
        );

        expect(updated).toEqual({
          id: expect.any(String),
          name: 'Galaga',
          category: 'classic',
          qty: 6,
          tags: ['new'],
        });
      });

      it('when updateOne matches several documents, then exactly one changes', async () => {
        await items.updateOne({ category: 'video' }, { $set: { flag: true } });

        expect(await items.count({ flag: true })).toBe(1);
      });

      it('when updateOne matches nothing, then it returns null and nothing changes', async () => {
        const before = await items.find({}, byName);

        expect(await items.updateOne({ name: 'Defender' }, { $set: { qty: 1 } })).toBeNull();
        expect(await items.find({}, byName)).toEqual(before);
      });

      it('when updateMany runs, then it returns how many matched and changes only those', async () => {
        expect(await items.updateMany({ category: 'video' }, { $set: { flag: true } })).toBe(2);
        expect(await items.updateMany({ category: 'redemption' }, { $set: { flag: true } })).toBe(
          0,
        );
        expect(names(await items.find({ flag: true }, byName))).toEqual(['Galaga', 'Joust']);
        expect((await items.findOne({ name: 'Funhouse' }))?.flag).toBeUndefined();
      });

      it('when 20 conditional decrements race for a stock of 5, then exactly 5 succeed and the stock ends at 0', async () => {
        const game = await items.insert({ name: 'Pinball Wizard', stock: 5 });

        const attempts = await Promise.all(
          Array.from({ length: 20 }, () =>
            items.updateOne({ id: game.id, stock: { $gt: 0 } }, { $inc: { stock: -1 } }),
          ),
        );

        expect(attempts.filter((result) => result !== null)).toHaveLength(5);
        expect((await items.findById(game.id))?.stock).toBe(0);
      });

      it('when $inc meets a field that is not a number, then the update rejects and the document stays', async () => {
        await expect(items.updateOne({ id: joust.id }, { $inc: { name: 1 } })).rejects.toThrow();

        expect(await items.findById(joust.id)).toEqual(joust);
      });
    });

    describe('deletes', () => {
      let items: Collection<Item>;

      beforeEach(async () => {
        items = await store.collection<Item>('items');
        await seed(items, [
          { name: 'Joust', category: 'video' },
          { name: 'Galaga', category: 'video' },
          { name: 'Funhouse', category: 'pinball' },
        ]);
      });

      it('when deleteOne matches, then one document goes and it returns true; otherwise false', async () => {
        expect(await items.deleteOne({ category: 'video' })).toBe(true);
        expect(await items.count({ category: 'video' })).toBe(1);
        expect(await items.deleteOne({ category: 'redemption' })).toBe(false);
        expect(await items.count()).toBe(2);
      });

      it('when deleteMany matches, then all matches go and it returns how many', async () => {
        expect(await items.deleteMany({ category: 'video' })).toBe(2);
        expect(names(await items.find())).toEqual(['Funhouse']);
        expect(await items.deleteMany({ category: 'video' })).toBe(0);
      });
    });

    describe('insertMany', () => {
      it('when documents are inserted together, then they are stored in order and returned with their ids', async () => {
        const items = await store.collection<Item>('items');

        const saved = await items.insertMany([
          { name: 'Joust', qty: 1 },
          { id: 'galaga', name: 'Galaga', qty: 2 },
          { name: 'Tempest', qty: 3 },
        ]);

        expect(saved).toEqual([
          { id: expect.any(String), name: 'Joust', qty: 1 },
          { id: 'galaga', name: 'Galaga', qty: 2 },
          { id: expect.any(String), name: 'Tempest', qty: 3 },
        ]);
        expect(await items.find({}, { sort: { qty: 1 } })).toEqual(saved);
        expect(await items.insertMany([])).toEqual([]);
      });

      it('when one document repeats a unique value, then the ones before it stay, the rest are not tried and the error says how many went in', async () => {
        const people = await store.collection<Item>('people', uniqueEmail);
        const ann = await people.insert({ name: 'Ann', email: 'ann@example.com' });

        const attempt = people.insertMany([
          { name: 'Bob', email: 'bob@example.com' },
          { name: 'Impostor', email: 'ann@example.com' },
          { name: 'Cy', email: 'cy@example.com' },
        ]);

        await expect(attempt).rejects.toEqual(new DuplicateKeyError(['email'], 1));
        await expect(attempt).rejects.toHaveProperty('insertedCount', 1);
        expect(names(await people.find({}, byName))).toEqual(['Ann', 'Bob']);
        expect(await people.findById(ann.id)).toEqual(ann);
      });

      it('when two documents in the list share an id, then the second is refused after the first is stored', async () => {
        const items = await store.collection<Item>('items');

        const attempt = items.insertMany([
          { id: 'same', name: 'Joust' },
          { id: 'same', name: 'Galaga' },
        ]);

        await expect(attempt).rejects.toEqual(new DuplicateKeyError(['id'], 1));
        expect(await items.find()).toEqual([{ id: 'same', name: 'Joust' }]);
      });

      it('when any document is invalid, then InvalidQueryError names it and nothing is stored', async () => {
        const items = await store.collection<Item>('items');

        const attempt = items.insertMany([
          { name: 'Joust' },
          { name: 'Galaga', $where: 'true' } as unknown as NewDoc<Item>,
        ]);

        await expect(attempt).rejects.toBeInstanceOf(InvalidQueryError);
        await expect(attempt).rejects.toThrow(/^Document 1: /);
        expect(await items.count()).toBe(0);
      });
    });
  });
});
