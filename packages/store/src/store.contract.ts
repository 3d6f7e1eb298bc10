/**
 * What every store adapter must do, written once and run against each adapter
 * (store.contract.test.ts). A fixture is one empty place for data (a temporary directory, a
 * fresh Mongo database) that can be opened, closed and opened again.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type Collection,
  type CollectionOptions,
  type Filter,
  type FindOptions,
  type IndexSpec,
  type NewDoc,
  type Store,
  type Update,
  type UpsertFilter,
  type UpsertUpdate,
  DuplicateKeyError,
  InvalidQueryError,
  StoreClosedError,
} from './store.port';

export interface StoreFixture {
  /** Opens a store on the fixture's data; after close() it can be opened again. */
  open(): Promise<Store>;
  /** Removes the fixture's data; every store opened on it is closed by then. */
  dispose(): Promise<void>;
}

interface Item {
  id: string;
  name: string;
  category?: string | null;
  qty?: number;
  tags?: string[];
  at?: Date | null;
  owner?: { name: string; city?: string };
  flag?: boolean;
  email?: string;
  meta?: Record<string, unknown>;
  note?: string;
  externalUid?: string | null;
  stock?: number;
  expiresAt?: Date | Date[] | string | null;
}

const uniqueEmail: CollectionOptions = { indexes: [{ fields: { email: 1 }, unique: true }] };
const uniqueCategoryName: CollectionOptions = {
  indexes: [{ fields: { category: 1, name: 1 }, unique: true }],
};

const uniqueExternalUid: CollectionOptions = {
  indexes: [{ fields: { externalUid: 1 }, unique: true, sparse: true }],
};
/** Sessions expire at `expiresAt`; names are unique. */
const expiringSessions: CollectionOptions = {
  indexes: [
    { fields: { expiresAt: 1 }, expireAfterSeconds: 0 },
    { fields: { name: 1 }, unique: true },
  ],
};

const byName: FindOptions = { sort: { name: 1 } };

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/**
 * Filters that must never reach a store: shapes the port does not have, and operators where a
 * value belongs. `{"$ne": null}` is a legal filter now, so the guard cannot tell it from
 * injected input: routes validate HTTP input with zod before it reaches a repository.
 */
const rejectedFilters: [string, unknown][] = [
  ['$regex', { name: { $regex: '.' } }],
  ['a RegExp value', { name: /./ }],
  ['a top-level $where', { $where: 'return true' }],
  ['a top-level $and', { $and: [{ name: 'a' }] }],
  ['a top-level $nor', { $nor: [{ name: 'a' }] }],
  ['$not on a field', { name: { $not: { $in: ['a'] } } }],
  ['$elemMatch', { tags: { $elemMatch: { $in: ['red'] } } }],
  ['an unknown operator', { name: { $eq: 'a' } }],
  ['a nested object as a value', { owner: { name: 'Ann' } }],
  ['a list as an equality value', { tags: ['red'] }],
  ['an operator inside $in', { name: { $in: [{ $ne: null }] } }],
  ['an operator inside $nin', { name: { $nin: [{ $gt: '' }] } }],
  ['a list as the $ne operand', { tags: { $ne: ['red'] } }],
  ['an operator as the $ne operand', { name: { $ne: { $gt: '' } } }],
  ['an operator as a range operand', { qty: { $gt: { $ne: null } } }],
  ['$exists with 1', { email: { $exists: 1 } }],
  ['$exists with "false"', { email: { $exists: 'false' } }],
  ['$or with an object', { $or: { name: 'a' } }],
  ['$or with an empty list', { $or: [] }],
  ['$or with a string', { $or: ['a'] }],
  ['$or hiding an operator', { $or: [{ name: 'a' }, { name: { $regex: '.' } }] }],
  ['$or nesting a $where', { $or: [{ $or: [{ $where: 'return true' }] }] }],
  ['"$" inside a field path', { 'owner.$name': 'Ann' }],
  ['an undefined value', { name: undefined }],
  ['_id instead of id', { _id: 'x' }],
  ['a number as the id', { id: 5 }],
  ['a number among ids', { id: { $in: ['a', 5] } }],
  ['null as the id', { $or: [{ id: null }] }],
  ['a lone surrogate in a value', { name: 'Jo\ud800ust' }],
  ['a lone surrogate in $in', { name: { $in: ['Joust', '\udc00'] } }],
  ['a lone surrogate in a field path', { 'owner.\ud83d': 'Ann' }],
  ['a lone surrogate in the id', { id: '\ud800' }],
  ['NUL in a field path', { 'owner.na\0me': 'Ann' }],
];

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

const rejectedUpdates: [string, unknown][] = [
  ['a replacement document', { name: 'replaced' }],
  ['$rename', { $rename: { name: 'title' } }],
  ['$setOnInsert', { $setOnInsert: { name: 'x' } }],
  ['"$" in a $set path', { $set: { $where: 'x' } }],
  ['an operator object as a $set value', { $set: { owner: { $gt: '' } } }],
  ['a dotted key inside a $set value', { $set: { owner: { 'a.b': 1 } } }],
  ['a change of the id', { $set: { id: 'other' } }],
  ['$unset with a value other than true', { $unset: { name: '' } }],
  ['$inc with a string', { $inc: { qty: '1' } }],
  ['$pull with an operator', { $pull: { tags: { $in: ['red'] } } }],
  ['$push with $each', { $push: { tags: { $each: ['a', 'b'] } } }],
  ['two operators on one field', { $set: { qty: 1 }, $inc: { qty: 1 } }],
  ['nothing to change', {}],
  ['a lone surrogate in a $set value', { $set: { name: 'Jo\udc00ust' } }],
  ['a lone surrogate in a field name inside a $set value', { $set: { meta: { '\ud800': 1 } } }],
  ['a lone surrogate in a $push value', { $push: { tags: '\ud800' } }],
  ['a lone surrogate in a $pull value', { $pull: { tags: '\ud800' } }],
  ['NUL in a $set path', { $set: { 'meta.a\0': 1 } }],
  ['NUL in a field name inside a $set value', { $set: { meta: { 'a\0b': 1 } } }],
];

export function runStoreContract(
  adapterName: string,
  createFixture: () => Promise<StoreFixture>,
): void {
  describe(`store contract: ${adapterName}`, () => {
    let fixture: StoreFixture;
    let store: Store;
    const opened: Store[] = [];

    async function openStore(): Promise<Store> {
      const next = await fixture.open();
      opened.push(next);
      return next;
    }

    async function seed(collection: Collection<Item>, docs: NewDoc<Item>[]): Promise<Item[]> {
      const saved: Item[] = [];
      for (const doc of docs) saved.push(await collection.insert(doc));
      return saved;
    }

    const names = (docs: Item[]) => docs.map((doc) => doc.name);

    beforeEach(async () => {
      fixture = await createFixture();
      store = await openStore();
    });

    afterEach(async () => {
      for (const each of opened.splice(0)) await each.close();
      await fixture.dispose();
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

    describe('sorting, paging and counting', () => {
      let items: Collection<Item>;

      beforeEach(async () => {
        items = await store.collection<Item>('items');
        await seed(items, [
          { id: 'id-3', name: 'Joust', category: 'video', qty: 2 },
          { id: 'id-1', name: 'Galaga', category: 'video', qty: 5 },
          { id: 'id-5', name: 'Funhouse', category: 'pinball', qty: 5 },
          { id: 'id-2', name: 'Twilight Zone', category: 'pinball', qty: 1 },
          { id: 'id-4', name: 'Tempest', category: 'video', qty: 9 },
        ]);
      });

      it('when sorting by several keys, then the first decides and the next break ties', async () => {
        const sorted = await items.find({}, { sort: { category: 1, qty: -1 } });

        expect(names(sorted)).toEqual(['Funhouse', 'Twilight Zone', 'Tempest', 'Galaga', 'Joust']);
      });

      it('when sorting by id descending, then ids come in reverse order', async () => {
        const sorted = await items.find({}, { sort: { id: -1 } });

        expect(sorted.map((doc) => doc.id)).toEqual(['id-5', 'id-4', 'id-3', 'id-2', 'id-1']);
      });

      it('when paging with skip and limit, then each page has the next documents in order', async () => {
        const page = (skip: number) => items.find({}, { sort: { name: 1 }, skip, limit: 2 });

        expect(names(await page(0))).toEqual(['Funhouse', 'Galaga']);
        expect(names(await page(2))).toEqual(['Joust', 'Tempest']);
        expect(names(await page(4))).toEqual(['Twilight Zone']);
        expect(
          names(await items.find({ category: 'video' }, { sort: { qty: 1 }, limit: 1 })),
        ).toEqual(['Joust']);
      });

      it('when limit is 0, then there is no limit', async () => {
        expect(await items.find({}, { limit: 0 })).toHaveLength(5);
      });

      it('when counting, then all or only matching documents are counted', async () => {
        expect(await items.count()).toBe(5);
        expect(await items.count({ category: 'video' })).toBe(3);
        expect(await items.count({ qty: { $gte: 5 } })).toBe(3);
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

    describe('unique indexes', () => {
      it('when an insert repeats a unique value, then it fails with DuplicateKeyError naming the field and nothing changes', async () => {
        const people = await store.collection<Item>('people', uniqueEmail);
        const ann = await people.insert({ name: 'Ann', email: 'ann@example.com' });

        const attempt = people.insert({ name: 'Impostor', email: 'ann@example.com' });

        await expect(attempt).rejects.toEqual(new DuplicateKeyError(['email']));
        expect(await people.find()).toEqual([ann]);
      });

      it('when an update would repeat a unique value, then it fails with DuplicateKeyError and the document stays', async () => {
        const people = await store.collection<Item>('people', uniqueEmail);
        await people.insert({ name: 'Ann', email: 'ann@example.com' });
        const bob = await people.insert({ name: 'Bob', email: 'bob@example.com' });

        const attempt = people.updateOne(
          { id: bob.id },
          { $set: { email: 'ann@example.com', qty: 1 } },
        );

        await expect(attempt).rejects.toBeInstanceOf(DuplicateKeyError);
        await expect(attempt).rejects.toHaveProperty('fields', ['email']);
        expect(await people.findById(bob.id)).toEqual(bob);
      });

      it('when a compound unique index exists, then only the same combination is refused', async () => {
        const games = await store.collection<Item>('games', uniqueCategoryName);
        await games.insert({ name: 'Joust', category: 'video' });
        await games.insert({ name: 'Joust', category: 'pinball' });

        const attempt = games.insert({ name: 'Joust', category: 'video' });

        await expect(attempt).rejects.toEqual(new DuplicateKeyError(['category', 'name']));
        expect(await games.count()).toBe(2);
        const pinball = await games.findOne({ category: 'pinball' });
        await expect(
          games.updateOne({ id: pinball?.id ?? '' }, { $set: { category: 'video' } }),
        ).rejects.toEqual(new DuplicateKeyError(['category', 'name']));
        expect(await games.findOne({ id: pinball?.id ?? '' })).toEqual(pinball);
      });

      it('when a unique index is declared over data that breaks it, then opening the collection fails with DuplicateKeyError', async () => {
        const contacts = await store.collection<Item>('contacts');
        await seed(contacts, [
          { name: 'Ann', email: 'same@example.com' },
          { name: 'Bob', email: 'same@example.com' },
        ]);
        await store.close();

        const again = await openStore();

        await expect(again.collection<Item>('contacts', uniqueEmail)).rejects.toBeInstanceOf(
          DuplicateKeyError,
        );
      });
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

    describe('sparse unique indexes', () => {
      it('when documents lack the field, then any number of them are stored; a repeated value is still refused', async () => {
        const events = await store.collection<Item>('events', uniqueExternalUid);
        await events.insert({ name: 'Hand-made 1' });
        await events.insert({ name: 'Hand-made 2' });
        await events.insert({ name: 'Imported', externalUid: 'uid-1' });

        const attempt = events.insert({ name: 'Imported again', externalUid: 'uid-1' });

        await expect(attempt).rejects.toEqual(new DuplicateKeyError(['externalUid']));
        expect(await events.count()).toBe(3);
      });

      it('when a stored null is repeated, then it is refused: null counts as present, as in MongoDB', async () => {
        const events = await store.collection<Item>('events', uniqueExternalUid);
        await events.insert({ name: 'First', externalUid: null });

        await expect(events.insert({ name: 'Second', externalUid: null })).rejects.toEqual(
          new DuplicateKeyError(['externalUid']),
        );
      });

      it('when an update gives a document a taken value, then it is refused; removing the field is fine', async () => {
        const events = await store.collection<Item>('events', uniqueExternalUid);
        await events.insert({ name: 'Imported', externalUid: 'uid-1' });
        const other = await events.insert({ name: 'Other', externalUid: 'uid-2' });

        await expect(
          events.updateOne({ id: other.id }, { $set: { externalUid: 'uid-1' } }),
        ).rejects.toEqual(new DuplicateKeyError(['externalUid']));
        await events.updateOne({ id: other.id }, { $unset: { externalUid: true } });
        await events.insert({ name: 'Hand-made' });

        expect(await events.count({ externalUid: { $exists: false } })).toBe(2);
      });

      it('when an upsert looks for an external uid, then it finds the imported document and leaves hand-made ones alone', async () => {
        const events = await store.collection<Item>('events', uniqueExternalUid);
        await events.insert({ name: 'Hand-made' });

        const imported = await events.upsert(
          { externalUid: 'uid-1' },
          { $set: { name: 'Imported' } },
        );
        const again = await events.upsert({ externalUid: 'uid-1' }, { $set: { name: 'Renamed' } });

        expect([imported.created, again.created]).toEqual([true, false]);
        expect(names(await events.find({}, byName))).toEqual(['Hand-made', 'Renamed']);
      });

      it('when a sparse index has two fields, then opening the collection fails', async () => {
        await expect(
          store.collection<Item>('events', {
            indexes: [{ fields: { externalUid: 1, name: 1 }, unique: true, sparse: true }],
          }),
        ).rejects.toThrow(/exactly one field/);
      });
    });

    describe('expiry indexes', () => {
      let sessions: Collection<Item>;

      beforeEach(async () => {
        sessions = await store.collection<Item>('sessions', expiringSessions);
        await seed(sessions, [
          { id: 'expired', name: 'expired', expiresAt: minutesFromNow(-1), qty: 1 },
          { id: 'live', name: 'live', expiresAt: minutesFromNow(60), qty: 1 },
          { id: 'no-date', name: 'no-date', qty: 1 },
          { id: 'null', name: 'null', expiresAt: null, qty: 1 },
          { id: 'text', name: 'text', expiresAt: '2000-01-01', qty: 1 },
          { id: 'list', name: 'list', expiresAt: [minutesFromNow(60), minutesFromNow(-1)], qty: 1 },
        ]);
      });

      const liveNames = ['live', 'no-date', 'null', 'text'];

      it("when a document's date has passed, then reads do not see it; no date, null, text and later dates stay", async () => {
        expect(names(await sessions.find({}, byName))).toEqual(liveNames);
        expect(await sessions.findById('expired')).toBeNull();
        expect(await sessions.findById('list')).toBeNull(); // a list expires by its earliest date
        expect(await sessions.findOne({ name: 'expired' })).toBeNull();
        expect(await sessions.count()).toBe(4);
        expect(await sessions.count({ qty: 1 })).toBe(4);
      });

      it('when writes meet an expired document, then they do not change or delete it', async () => {
        expect(await sessions.updateOne({ id: 'expired' }, { $set: { qty: 2 } })).toBeNull();
        expect(await sessions.updateMany({}, { $inc: { qty: 1 } })).toBe(4);
        expect(await sessions.deleteOne({ id: 'expired' })).toBe(false);
        expect(await sessions.deleteMany({ name: { $in: ['expired', 'list', 'live'] } })).toBe(1);
        expect(names(await sessions.find({}, byName))).toEqual(['no-date', 'null', 'text']);
      });

      it('when an expired document held a unique value, then a new document or an upsert may take it', async () => {
        await sessions.insert({ name: 'expired', expiresAt: minutesFromNow(60) });
        const upserted = await sessions.upsert({ name: 'list' }, { $set: { qty: 5 } });

        expect(upserted.created).toBe(true);
        expect(await sessions.count({ name: { $in: ['expired', 'list'] } })).toBe(2);
      });

      it("when a document's date passes while the store runs, then it disappears at that moment", async () => {
        const soon = await sessions.insert({ name: 'soon', expiresAt: new Date(Date.now() + 300) });
        expect(await sessions.findById(soon.id)).toEqual(soon);

        await new Promise((resolve) => setTimeout(resolve, 400));

        expect(await sessions.findById(soon.id)).toBeNull();
      });

      it('when expireAfterSeconds is above 0, then a document lives that long after its date', async () => {
        const visits = await store.collection<Item>('visits', {
          indexes: [{ fields: { at: 1 }, expireAfterSeconds: 3600 }],
        });
        await seed(visits, [
          { name: 'recent', at: minutesFromNow(-30) },
          { name: 'old', at: minutesFromNow(-90) },
        ]);

        expect(names(await visits.find())).toEqual(['recent']);
      });

      it('when the store is opened again, then expired documents are still gone', async () => {
        await store.close();

        const reopened = await (await openStore()).collection<Item>('sessions', expiringSessions);

        expect(names(await reopened.find({}, byName))).toEqual(liveNames);
      });

      it.each([
        ['two fields', { fields: { expiresAt: 1, name: 1 }, expireAfterSeconds: 0 }],
        ['the id', { fields: { id: 1 }, expireAfterSeconds: 0 }],
        ['a negative delay', { fields: { expiresAt: 1 }, expireAfterSeconds: -1 }],
        ['a fractional delay', { fields: { expiresAt: 1 }, expireAfterSeconds: 0.5 }],
      ])(
        'when an expiry index has %s, then opening the collection fails',
        async (_label, index) => {
          await expect(
            store.collection<Item>('expiring', { indexes: [index as IndexSpec] }),
          ).rejects.toThrow(/expir/);
        },
      );
    });

    describe('the query guard', () => {
      let items: Collection<Item>;
      let before: Item[];

      beforeEach(async () => {
        items = await store.collection<Item>('items');
        await seed(items, [
          { id: 'a', name: 'Joust', qty: 1, tags: ['red'], owner: { name: 'Ann' } },
          { id: 'b', name: 'Galaga', qty: 2 },
        ]);
        before = await items.find({}, { sort: { id: 1 } });
      });

      it.each(rejectedFilters)(
        'when a filter uses %s, then every read and write rejects it with InvalidQueryError and nothing changes',
        async (_label, filter) => {
          const bad = filter as Filter;
          const calls = [
            () => items.find(bad),
            () => items.findOne(bad),
            () => items.count(bad),
            () => items.updateOne(bad, { $set: { qty: 100 } }),
            () => items.updateMany(bad, { $set: { qty: 100 } }),
            () => items.deleteOne(bad),
            () => items.deleteMany(bad),
          ];
          for (const call of calls) await expect(call()).rejects.toBeInstanceOf(InvalidQueryError);

          expect(await items.find({}, { sort: { id: 1 } })).toEqual(before);
        },
      );

      it.each(rejectedUpdates)(
        'when an update uses %s, then it rejects with InvalidQueryError and nothing changes',
        async (_label, update) => {
          const bad = update as Update;

          await expect(items.updateOne({ id: 'a' }, bad)).rejects.toBeInstanceOf(InvalidQueryError);
          await expect(items.updateMany({}, bad)).rejects.toBeInstanceOf(InvalidQueryError);
          expect(await items.find({}, { sort: { id: 1 } })).toEqual(before);
        },
      );

      it.each([
        ['an _id field', { _id: 'x', name: 'x' }],
        ['a "$" field', { name: 'x', $where: 'true' }],
        ['a dotted field name', { name: 'x', 'owner.name': 'Ann' }],
        ['an operator object as a value', { name: { $gt: '' } }],
        ['a numeric id', { id: 5, name: 'x' }],
        ['a function value', { name: 'x', run: () => 1 }],
        ['a lone surrogate in a value', { name: 'x\ud800' }],
        ['a lone surrogate in a list', { name: 'x', tags: ['ok', '\udfff'] }],
        ['a lone surrogate in a nested field name', { name: 'x', meta: { '\udc00': 1 } }],
        ['a lone surrogate in the id', { id: 'a\ud800', name: 'x' }],
        ['NUL in a field name', { name: 'x', meta: { 'a\0b': 1 } }],
      ])(
        'when a new document has %s, then insert rejects with InvalidQueryError and nothing is stored',
        async (_label, doc) => {
          await expect(items.insert(doc as unknown as NewDoc<Item>)).rejects.toBeInstanceOf(
            InvalidQueryError,
          );

          expect(await items.count()).toBe(2);
        },
      );

      it('when findById gets an operator object, an empty string or a lone surrogate, then it rejects with InvalidQueryError', async () => {
        await expect(items.findById({ $ne: null } as unknown as string)).rejects.toBeInstanceOf(
          InvalidQueryError,
        );
        await expect(items.findById('')).rejects.toBeInstanceOf(InvalidQueryError);
        await expect(items.findById('\ud800')).rejects.toBeInstanceOf(InvalidQueryError);
      });

      it.each([
        ['a sort direction of 2', { sort: { name: 2 } }],
        ['a "$" sort key', { sort: { $natural: 1 } }],
        ['a negative limit', { limit: -1 }],
        ['a fractional skip', { skip: 1.5 }],
        ['an unknown option', { projection: { name: 1 } }],
      ])(
        'when find options have %s, then find rejects with InvalidQueryError',
        async (_label, options) => {
          await expect(items.find({}, options as FindOptions)).rejects.toBeInstanceOf(
            InvalidQueryError,
          );
        },
      );

      it('when a rejected filter names a field, then the message names it too', async () => {
        await expect(items.find({ owner: { $regex: 'A' } } as unknown as Filter)).rejects.toThrow(
          /"owner"/,
        );
        await expect(
          items.find({ $or: [{ name: 'a' }, { owner: { name: 'Ann' } }] } as unknown as Filter),
        ).rejects.toThrow(/"owner"/);
      });
    });

    describe('lifetime', () => {
      it('when the store is closed and opened again, then documents, changes, deletions and unique indexes are still there', async () => {
        const people = await store.collection<Item>('people', uniqueEmail);
        const ann = await people.insert({
          name: 'Ann',
          email: 'ann@example.com',
          at: new Date('2026-05-01T12:00:00Z'),
        });
        const bob = await people.insert({ name: 'Bob', email: 'bob@example.com', tags: ['a'] });
        const cy = await people.insert({ name: 'Cy', email: 'cy@example.com' });
        await people.updateOne({ id: bob.id }, { $push: { tags: 'b' }, $inc: { qty: 2 } });
        await people.deleteOne({ id: cy.id });
        await store.close();

        const again = await openStore();
        const reopened = await again.collection<Item>('people', uniqueEmail);

        expect(await reopened.find({}, byName)).toEqual([
          ann,
          { ...bob, tags: ['a', 'b'], qty: 2 },
        ]);
        await expect(
          reopened.insert({ name: 'Other', email: 'ann@example.com' }),
        ).rejects.toBeInstanceOf(DuplicateKeyError);
      });

      it('when the store is open, then ping resolves', async () => {
        await store.collection<Item>('items');

        await expect(store.ping()).resolves.toBeUndefined();
      });

      it('when the store is closed, then ping, collection and collection calls reject with StoreClosedError', async () => {
        const items = await store.collection<Item>('items');
        await store.close();

        await expect(store.ping()).rejects.toBeInstanceOf(StoreClosedError);
        await expect(store.collection<Item>('items')).rejects.toBeInstanceOf(StoreClosedError);
        await expect(items.insert({ name: 'late' })).rejects.toBeInstanceOf(StoreClosedError);
        await expect(items.find()).rejects.toBeInstanceOf(StoreClosedError);
      });

      it('when close is called during writes, then it waits for them and they are all kept', async () => {
        const items = await store.collection<Item>('items');

        const writes = Array.from({ length: 50 }, (_, n) =>
          items.insert({ name: `game ${n}`, qty: n }),
        );
        const closing = store.close();
        const saved = await Promise.all(writes);
        await closing;

        const reopened = await (await openStore()).collection<Item>('items');
        expect(await reopened.count()).toBe(50);
        expect(await reopened.find({}, { sort: { qty: 1 } })).toEqual(saved);
      });

      it('when a collection is asked for again with other indexes, then it rejects; without options it is the same one', async () => {
        await store.collection<Item>('people', uniqueEmail);

        await expect(store.collection<Item>('people', { indexes: [] })).rejects.toThrow(
          /other indexes/,
        );
        await expect(store.collection<Item>('people')).resolves.toBeDefined();
      });
    });
  });
}
