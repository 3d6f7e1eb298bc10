/**
 * What every store adapter must refuse before anything reaches the data: filters, updates,
 * documents and find options the port does not have, operators where a value belongs (operator
 * injection), and text MongoDB cannot keep exactly.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type Collection,
  type Filter,
  type FindOptions,
  type NewDoc,
  type Store,
  type Update,
  InvalidQueryError,
} from '../store.port';
import { type Item, seed } from '../test-support/contract-items';
import { openStoresPerTest, runOnEveryAdapter } from '../test-support/store-fixtures';

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

runOnEveryAdapter('store contract', (adapterName, createFixture) => {
  describe(`store contract: ${adapterName}`, () => {
    const openStore = openStoresPerTest(createFixture);
    let store: Store;

    beforeEach(async () => {
      store = await openStore();
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
  });
});
