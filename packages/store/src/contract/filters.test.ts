/**
 * What every store adapter must match: equality, null, dates, dotted paths, lists and each
 * operator, as MongoDB does.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Collection, Store } from '../store.port';
import { type Item, byName, names, seed } from '../test-support/contract-items';
import { openStoresPerTest, runOnEveryAdapter } from '../test-support/store-fixtures';

runOnEveryAdapter('store contract', (adapterName, createFixture) => {
  describe(`store contract: ${adapterName}`, () => {
    const openStore = openStoresPerTest(createFixture);
    let store: Store;

    beforeEach(async () => {
      store = await openStore();
    });

    describe('filters', () => {
      let items: Collection<Item>;

      beforeEach(async () => {
        items = await store.collection<Item>('items');
        await seed(items, [
          {
            id: 'a',
            name: 'Asteroids',
            category: 'video',
            qty: 3,
            flag: true,
            tags: ['space', 'vector'],
            at: new Date('2026-01-10T00:00:00Z'),
            owner: { name: 'Ann', city: 'Winnipeg' },
          },
          {
            id: 'b',
            name: 'Black Knight',
            category: 'pinball',
            qty: 1,
            flag: false,
            tags: ['castle'],
            at: new Date('2026-02-10T00:00:00Z'),
            owner: { name: 'Bob', city: 'Brandon' },
          },
          {
            id: 'c',
            name: 'Centipede',
            category: 'video',
            qty: 7,
            flag: false,
            tags: [],
            at: new Date('2026-03-10T00:00:00Z'),
            owner: { name: 'Cy', city: 'Winnipeg' },
          },
          { id: 'd', name: 'Defender', category: null, qty: 0, at: null },
          { id: 'e', name: 'Elevator Action' },
        ]);
      });

      it('when filtering by strings, numbers and booleans, then only equal documents match', async () => {
        expect(names(await items.find({ category: 'video' }, byName))).toEqual([
          'Asteroids',
          'Centipede',
        ]);
        expect(names(await items.find({ qty: 1 }))).toEqual(['Black Knight']);
        expect(names(await items.find({ flag: false }, byName))).toEqual([
          'Black Knight',
          'Centipede',
        ]);
        expect(names(await items.find({ category: 'video', qty: 7 }))).toEqual(['Centipede']);
      });

      it('when filtering by null, then documents with null and documents without the field match, as in MongoDB', async () => {
        expect(names(await items.find({ category: null }, byName))).toEqual([
          'Defender',
          'Elevator Action',
        ]);
        expect(names(await items.find({ category: { $in: [null, 'pinball'] } }, byName))).toEqual([
          'Black Knight',
          'Defender',
          'Elevator Action',
        ]);
      });

      it('when filtering by a date, then the document with that instant matches', async () => {
        expect(names(await items.find({ at: new Date('2026-02-10T00:00:00Z') }))).toEqual([
          'Black Knight',
        ]);
      });

      it('when filtering by a dotted path, then the nested field is compared', async () => {
        expect(names(await items.find({ 'owner.city': 'Winnipeg' }, byName))).toEqual([
          'Asteroids',
          'Centipede',
        ]);
        expect(names(await items.find({ 'owner.city': 'Winnipeg', 'owner.name': 'Cy' }))).toEqual([
          'Centipede',
        ]);
      });

      it('when filtering a list field by one value, then documents whose list holds it match', async () => {
        expect(names(await items.find({ tags: 'castle' }))).toEqual(['Black Knight']);
      });

      it('when filtering with $in, then any listed value matches, including on the id', async () => {
        expect(names(await items.find({ qty: { $in: [0, 7, 99] } }, byName))).toEqual([
          'Centipede',
          'Defender',
        ]);
        expect(names(await items.find({ id: { $in: ['a', 'e', 'zz'] } }, byName))).toEqual([
          'Asteroids',
          'Elevator Action',
        ]);
        expect(await items.find({ qty: { $in: [] } })).toEqual([]);
      });

      it('when filtering with ranges on numbers, strings and dates, then bounds are honoured', async () => {
        expect(names(await items.find({ qty: { $gt: 1 } }, byName))).toEqual([
          'Asteroids',
          'Centipede',
        ]);
        expect(names(await items.find({ qty: { $gte: 1, $lt: 7 } }, byName))).toEqual([
          'Asteroids',
          'Black Knight',
        ]);
        expect(names(await items.find({ qty: { $lte: 0 } }))).toEqual(['Defender']);
        expect(names(await items.find({ name: { $gte: 'B', $lt: 'D' } }, byName))).toEqual([
          'Black Knight',
          'Centipede',
        ]);
        const february = {
          $gte: new Date('2026-02-01T00:00:00Z'),
          $lt: new Date('2026-03-01T00:00:00Z'),
        };
        expect(names(await items.find({ at: february }))).toEqual(['Black Knight']);
        expect(names(await items.find({ at: { $gt: new Date('2026-02-10T00:00:00Z') } }))).toEqual([
          'Centipede',
        ]);
      });

      it('when a date range is given, then a stored null never matches it', async () => {
        expect(names(await items.find({ at: { $lt: new Date('2026-02-01T00:00:00Z') } }))).toEqual([
          'Asteroids',
        ]);
        expect(
          names(await items.find({ at: { $lte: new Date('2099-01-01T00:00:00Z') } }, byName)),
        ).toEqual(['Asteroids', 'Black Knight', 'Centipede']);
      });

      it('when filtering with $ne, then documents without the field match unless the value is null, as in MongoDB', async () => {
        expect(names(await items.find({ category: { $ne: 'video' } }, byName))).toEqual([
          'Black Knight',
          'Defender',
          'Elevator Action',
        ]);
        expect(names(await items.find({ category: { $ne: null } }, byName))).toEqual([
          'Asteroids',
          'Black Knight',
          'Centipede',
        ]);
        expect(names(await items.find({ qty: { $ne: 3 } }, byName))).toEqual([
          'Black Knight',
          'Centipede',
          'Defender',
          'Elevator Action',
        ]);
        expect(await items.count({ id: { $ne: 'a' } })).toBe(4);
      });

      it('when filtering with $nin, then a null in the list also leaves out documents without the field', async () => {
        expect(names(await items.find({ category: { $nin: ['video'] } }, byName))).toEqual([
          'Black Knight',
          'Defender',
          'Elevator Action',
        ]);
        expect(names(await items.find({ category: { $nin: [null, 'pinball'] } }, byName))).toEqual([
          'Asteroids',
          'Centipede',
        ]);
        expect(await items.count({ qty: { $nin: [] } })).toBe(5);
      });

      it('when filtering with $exists, then a stored null exists and an empty list exists', async () => {
        expect(names(await items.find({ category: { $exists: true } }, byName))).toEqual([
          'Asteroids',
          'Black Knight',
          'Centipede',
          'Defender',
        ]);
        expect(names(await items.find({ category: { $exists: false } }))).toEqual([
          'Elevator Action',
        ]);
        expect(names(await items.find({ tags: { $exists: true } }, byName))).toEqual([
          'Asteroids',
          'Black Knight',
          'Centipede',
        ]);
        expect(names(await items.find({ 'owner.city': { $exists: false } }, byName))).toEqual([
          'Defender',
          'Elevator Action',
        ]);
      });

      it("when a list field meets $ne, $nin or several operators, then MongoDB's list rules hold", async () => {
        // $ne and $nin: no element may be equal; an empty or missing list has none.
        expect(names(await items.find({ tags: { $ne: 'space' } }, byName))).toEqual([
          'Black Knight',
          'Centipede',
          'Defender',
          'Elevator Action',
        ]);
        expect(names(await items.find({ tags: { $nin: ['castle', 'vector'] } }, byName))).toEqual([
          'Centipede',
          'Defender',
          'Elevator Action',
        ]);
        // Each operator on its own: "vector" is after "t" and "space" before it.
        expect(names(await items.find({ tags: { $gt: 't', $lt: 't' } }))).toEqual(['Asteroids']);
      });

      it('when filtering with $or, then any alternative may hold, next to the other fields and nested', async () => {
        expect(
          names(await items.find({ $or: [{ category: 'pinball' }, { qty: { $gte: 7 } }] }, byName)),
        ).toEqual(['Black Knight', 'Centipede']);
        expect(
          names(
            await items.find({ category: 'video', $or: [{ qty: { $lt: 2 } }, { flag: true }] }),
          ),
        ).toEqual(['Asteroids']);
        expect(
          names(
            await items.find(
              {
                $or: [
                  { name: 'Defender' },
                  { $or: [{ tags: 'castle' }, { category: { $exists: false } }] },
                ],
              },
              byName,
            ),
          ),
        ).toEqual(['Black Knight', 'Defender', 'Elevator Action']);
        expect(await items.count({ $or: [{ category: null }, { qty: 1 }] })).toBe(3);
      });

      it('when a filter matches nothing, then find returns an empty list and count zero', async () => {
        expect(await items.find({ category: 'redemption' })).toEqual([]);
        expect(await items.count({ category: 'redemption' })).toBe(0);
      });
    });
  });
});
