/**
 * The Mongo adapter without a MongoDB server: it fails fast when Mongo is unreachable, and,
 * against a fake server that records what arrives on the wire, every filter and update shape
 * the contract uses reaches MongoDB exactly as the port wrote it (ids renamed to _id). That is
 * what makes the contract's MongoDB semantics hold: mongoose's casting changes none of them.
 */
import net from 'node:net';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMongoStore } from './mongo.adapter';
import {
  type Collection,
  type Filter,
  type Store,
  type Update,
  type UpsertUpdate,
  DuplicateKeyError,
  InsertManyError,
} from './store.port';
import { note } from './test-support/awkward-text';
import {
  type FakeMongoServer,
  type ReceivedCommand,
  startFakeMongoServer,
} from './test-support/fake-mongo-server';

interface Item {
  id: string;
  name: string;
  [field: string]: unknown;
}

type Document = Record<string, unknown>;

const at = new Date('2026-03-14T18:30:00.123Z');

/** [label, the port's filter, what MongoDB must receive]; the third is the first when omitted. */
const filterShapes: [string, Filter, Document?][] = [
  ['a string, a number and a boolean', { name: 'Joust', qty: 2, flag: true }],
  ['null', { category: null }],
  ['a date', { at }],
  ['dotted paths', { 'owner.city': 'Winnipeg', 'owner.name': 'Cy' }],
  ['the id', { id: 'a' }, { _id: 'a' }],
  ['$in with null and a date', { category: { $in: [null, 'pinball'] }, at: { $in: [at] } }],
  ['$in on the id', { id: { $in: ['a', 'e'] } }, { _id: { $in: ['a', 'e'] } }],
  ['an empty $in', { qty: { $in: [] } }],
  [
    'ranges on numbers, strings and dates',
    { qty: { $gte: 1, $lt: 7 }, name: { $gt: 'B', $lte: 'D' }, at: { $gt: at } },
  ],
  ['$ne with a value and with null', { category: { $ne: 'video' }, note: { $ne: null } }],
  ['$ne on the id', { id: { $ne: 'a' } }, { _id: { $ne: 'a' } }],
  ['$nin with null, and empty', { category: { $nin: [null, 'pinball'] }, qty: { $nin: [] } }],
  ['$exists true and false', { category: { $exists: true }, 'owner.city': { $exists: false } }],
  ['several operators on a list field', { tags: { $gt: 't', $lt: 't', $ne: 'space' } }],
  ['$or next to fields', { category: 'video', $or: [{ qty: { $lt: 2 } }, { flag: true }] }],
  [
    'nested $or with the id',
    { $or: [{ id: 'd' }, { $or: [{ tags: 'castle' }, { category: { $exists: false } }] }] },
    { $or: [{ _id: 'd' }, { $or: [{ tags: 'castle' }, { category: { $exists: false } }] }] },
  ],
  ['a conditional decrement', { id: 'g', stock: { $gt: 0 } }, { _id: 'g', stock: { $gt: 0 } }],
  ['nothing', {}],
];

const updateShapes: [string, Update][] = [
  [
    '$set of values, dotted paths, a date and null',
    {
      $set: {
        qty: 3,
        'owner.city': 'Winnipeg',
        'meta.shelf.row': 2,
        at,
        category: null,
      },
    },
  ],
  [
    '$set of an object, an empty object and a mixed list',
    { $set: { owner: { name: 'Ann' }, meta: { empty: {}, list: [1, 'two', null, { three: 3 }] } } },
  ],
  [
    '$unset of a field, a dotted path and a missing one',
    { $unset: { qty: true, 'owner.name': true } },
  ],
  ['$inc up, down and on a dotted path', { $inc: { qty: -3, 'meta.plays': 4 } }],
  ['$push of a value and an object', { $push: { tags: 'green', 'meta.log': { at: 1 } } }],
  ['$pull of a value and a date', { $pull: { tags: 'red', days: at } }],
  [
    'several operators at once',
    {
      $set: { category: 'classic' },
      $inc: { qty: 1 },
      $push: { tags: 'new' },
      $unset: { flag: true },
    },
  ],
  ['a conditional decrement', { $inc: { stock: -1 } }],
];

/** A port where nothing listens: a server bound to port 0, then closed. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** What MongoDB reports when a unique index on `field` refuses a write. */
function duplicateKey(field: string): Document {
  return {
    code: 11000,
    codeName: 'DuplicateKey',
    errmsg: `E11000 duplicate key error collection: shop.items index: ${field}_1`,
    keyPattern: { [field]: 1 },
    keyValue: { [field]: 'taken' },
  };
}

describe('mongo adapter without a server', () => {
  describe('when MongoDB cannot be reached', () => {
    it('when nothing listens at the address, then createMongoStore rejects within a few seconds, naming the address without the password', async () => {
      const port = await closedPort();
      const started = Date.now();

      const attempt = createMongoStore(`mongodb://app:s3cret@127.0.0.1:${port}/`, 'shop');

      await expect(attempt).rejects.toThrow(
        new RegExp(`^Cannot reach MongoDB at mongodb://127\\.0\\.0\\.1:${port}/: .*ECONNREFUSED`),
      );
      await expect(attempt).rejects.not.toThrow(/s3cret/);
      expect(Date.now() - started).toBeLessThan(5000);
    });

    it('when the server goes away after connecting, then calls keep rejecting within a few seconds instead of queueing', async () => {
      const server = await startFakeMongoServer();
      const store = await createMongoStore(server.url, 'shop');
      const items = await store.collection<Item>('items');
      await server.close();

      // Each call gives up after serverSelectionTimeoutMS, the second as soon as the first.
      for (const call of [() => items.find({ name: 'Joust' }), () => items.count()]) {
        const started = Date.now();
        await expect(call()).rejects.toThrow();
        expect(Date.now() - started).toBeLessThan(5000);
      }
      await store.close();
    });
  });

  describe('what reaches the server', () => {
    let server: FakeMongoServer;
    let store: Store;
    let items: Collection<Item>;

    /** The commands of this name received while `call` ran. */
    async function sent(name: string, call: () => Promise<unknown>): Promise<ReceivedCommand[]> {
      const before = server.commands.length;
      await call();
      return server.commands.slice(before).filter((command) => command.name === name);
    }

    async function onlySent(name: string, call: () => Promise<unknown>): Promise<Document> {
      const commands = await sent(name, call);
      expect(commands).toHaveLength(1);
      return (commands[0] as ReceivedCommand).body;
    }

    beforeEach(async () => {
      server = await startFakeMongoServer();
      store = await createMongoStore(server.url, 'shop');
      items = await store.collection<Item>('items');
      // An upsert always returns a document from a real server.
      server.answer('findAndModify', ({ body }) => ({
        lastErrorObject: { n: 1, updatedExisting: !body.upsert },
        value: { _id: 'stored', name: 'Stored' },
        ok: 1,
      }));
    });

    afterEach(async () => {
      await store.close();
      await server.close();
    });

    it.each(filterShapes)(
      "when a filter has %s, then find sends it unchanged and leaves the caller's object alone",
      async (_label, filter, expected = filter) => {
        const before = structuredClone(filter);

        const find = await onlySent('find', () => items.find(filter));

        expect(find.filter).toEqual(expected);
        expect(filter).toEqual(before);
      },
    );

    it.each(filterShapes)(
      'when a filter has %s, then every other call sends it unchanged too',
      async (_label, filter, expected = filter) => {
        const update = { $set: { seen: true } };

        expect((await onlySent('find', () => items.findOne(filter))).filter).toEqual(expected);
        expect((await onlySent('aggregate', () => items.count(filter))).pipeline).toEqual([
          { $match: expected },
          { $group: { _id: 1, n: { $sum: 1 } } },
        ]);
        expect(
          (await onlySent('findAndModify', () => items.updateOne(filter, update))).query,
        ).toEqual(expected);
        expect((await onlySent('update', () => items.updateMany(filter, update))).updates).toEqual([
          { q: expected, u: update, multi: true },
        ]);
        expect((await onlySent('delete', () => items.deleteOne(filter))).deletes).toEqual([
          { q: expected, limit: 1 },
        ]);
        expect((await onlySent('delete', () => items.deleteMany(filter))).deletes).toEqual([
          { q: expected, limit: 0 },
        ]);
      },
    );

    it.each(updateShapes)(
      'when an update has %s, then updateOne sends it unchanged in one findAndModify that returns the new document',
      async (_label, update) => {
        const findAndModify = await onlySent('findAndModify', () =>
          items.updateOne({ id: 'a' }, update),
        );

        expect(findAndModify).toMatchObject({
          query: { _id: 'a' },
          update,
          new: true,
          upsert: false,
        });
      },
    );

    it('when findById runs, then it asks for that _id', async () => {
      expect((await onlySent('find', () => items.findById('a'))).filter).toEqual({ _id: 'a' });
    });

    it('when upserting without an id, then one findAndModify carries the filter, the update and a new string _id on insert', async () => {
      const update: UpsertUpdate = {
        $set: { name: 'Ann' },
        $inc: { qty: 1 },
        $setOnInsert: { at },
      };

      const findAndModify = await onlySent('findAndModify', () =>
        items.upsert({ email: 'ann@example.com', 'owner.name': 'Ann', at }, update),
      );

      expect(findAndModify).toMatchObject({
        query: { email: 'ann@example.com', 'owner.name': 'Ann', at },
        update: { ...update, $setOnInsert: { at, _id: expect.any(String) } },
        upsert: true,
        new: true,
      });
    });

    it('when upserting by id, then the id comes from the filter and no other _id is sent', async () => {
      const findAndModify = await onlySent('findAndModify', () =>
        items.upsert({ id: 'plays' }, { $inc: { qty: 1 } }),
      );

      expect(findAndModify.query).toEqual({ _id: 'plays' });
      expect(findAndModify.update).toEqual({ $inc: { qty: 1 } });
    });

    it('when the server reports whether the upsert inserted, then created says so', async () => {
      server.answer('findAndModify', () => ({
        lastErrorObject: { n: 1, updatedExisting: false, upserted: 'new-id' },
        value: { _id: 'new-id', name: 'Ann' },
        ok: 1,
      }));
      expect(await items.upsert({ name: 'Ann' }, { $set: { qty: 1 } })).toEqual({
        created: true,
        doc: { id: 'new-id', name: 'Ann' },
      });

      server.answer('findAndModify', () => ({
        lastErrorObject: { n: 1, updatedExisting: true },
        value: { _id: 'new-id', name: 'Ann', qty: 1 },
        ok: 1,
      }));
      expect(await items.upsert({ name: 'Ann' }, { $set: { qty: 1 } })).toEqual({
        created: false,
        doc: { id: 'new-id', name: 'Ann', qty: 1 },
      });
    });

    it('when a concurrent upsert inserted the key first, then the refused one is tried once more and updates', async () => {
      let calls = 0;
      server.answer('findAndModify', () => {
        calls += 1;
        if (calls === 1) return { ok: 0, ...duplicateKey('email') };
        return { lastErrorObject: { n: 1, updatedExisting: true }, value: { _id: 'first' }, ok: 1 };
      });

      const commands = await sent('findAndModify', () =>
        items.upsert({ email: 'ann@example.com' }, { $inc: { qty: 1 } }),
      );

      expect(commands).toHaveLength(2);
      expect(commands[1]?.body.update).toEqual(commands[0]?.body.update);
    });

    it('when the retry is refused too, then upsert fails with DuplicateKeyError naming the index', async () => {
      server.answer('findAndModify', () => ({ ok: 0, ...duplicateKey('email') }));

      await expect(items.upsert({ name: 'Ann' }, { $set: { email: 'taken' } })).rejects.toEqual(
        new DuplicateKeyError(['email']),
      );
    });

    it('when insertMany runs, then each document goes in its own insert, in order, with a string _id', async () => {
      const inserts = await sent('insert', () =>
        items.insertMany([
          { name: 'Joust', at },
          { id: 'galaga', name: 'Galaga' },
        ]),
      );

      expect(inserts.map((insert) => insert.body.documents)).toEqual([
        [{ _id: expect.any(String), name: 'Joust', at }],
        [{ _id: 'galaga', name: 'Galaga' }],
      ]);
    });

    it('when any text the port accepts is inserted as ids, values, list items and field names, then MongoDB receives it exactly', async () => {
      await fc.assert(
        fc.asyncProperty(note, async ({ id, ...fields }) => {
          const insert = await onlySent('insert', () => items.insert({ id, ...fields }));

          expect(insert.documents).toEqual([{ _id: id, ...fields }]);
        }),
        { numRuns: 60 },
      );
    });

    it('when the second insert is refused, then insertMany stops there and says one went in', async () => {
      let calls = 0;
      server.answer('insert', () => {
        calls += 1;
        if (calls === 1) return { n: 1, ok: 1 };
        return { n: 0, writeErrors: [{ index: 0, ...duplicateKey('email') }], ok: 1 };
      });

      const attempt = items.insertMany([{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }]);

      await expect(attempt).rejects.toEqual(new DuplicateKeyError(['email'], 1));
      expect(calls).toBe(2);
    });

    it('when the second insert fails for another reason, then insertMany stops with InsertManyError saying one went in', async () => {
      let calls = 0;
      server.answer('insert', () => {
        calls += 1;
        if (calls === 1) return { n: 1, ok: 1 };
        return { ok: 0, code: 10334, codeName: 'BSONObjectTooLarge', errmsg: 'too large' };
      });

      const attempt = items.insertMany([{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }]);

      await expect(attempt).rejects.toBeInstanceOf(InsertManyError);
      await expect(attempt).rejects.toMatchObject({
        insertedCount: 1,
        cause: expect.objectContaining({ code: 10334 }),
      });
      expect(calls).toBe(2);
    });

    it('when a collection declares sparse unique and expiry indexes, then MongoDB gets a partial unique index and a TTL index', async () => {
      const createIndexes = await sent('createIndexes', () =>
        store.collection<Item>('events', {
          indexes: [
            { fields: { externalUid: 1 }, unique: true, sparse: true },
            { fields: { expiresAt: 1 }, expireAfterSeconds: 0 },
          ],
        }),
      );

      expect(createIndexes.flatMap((command) => command.body.indexes)).toEqual([
        {
          key: { externalUid: 1 },
          name: 'externalUid_1',
          unique: true,
          partialFilterExpression: { externalUid: { $exists: true } },
        },
        { key: { expiresAt: 1 }, name: 'expiresAt_1', unique: false, expireAfterSeconds: 0 },
      ]);
    });

    describe('a collection with an expiry index', () => {
      let sessions: Collection<Item>;

      beforeEach(async () => {
        sessions = await store.collection<Item>('sessions', {
          indexes: [{ fields: { expiresAt: 1 }, expireAfterSeconds: 60 }],
        });
      });

      /** The instant a filter or purge used as "expired at or before", checked to be about now - 60 s. */
      function cutoffIn(condition: unknown): Date {
        const cutoff = condition as Date;
        expect(cutoff).toBeInstanceOf(Date);
        expect(Math.abs(cutoff.getTime() - (Date.now() - 60_000))).toBeLessThan(2000);
        return cutoff;
      }

      it('when reading, then the filter also asks that the date is not past, as TTL would judge it', async () => {
        const find = await onlySent('find', () => sessions.find({ name: 'a', $or: [{ qty: 1 }] }));

        const filter = find.filter as { $and: [{ expiresAt: { $not: { $lte: unknown } } }] };
        expect(filter).toEqual({
          name: 'a',
          $or: [{ qty: 1 }],
          $and: [{ expiresAt: { $not: { $lte: expect.any(Date) } } }],
        });
        cutoffIn(filter.$and[0].expiresAt.$not.$lte);
      });

      it('when writing, then expired documents are deleted first so that they hold no unique key', async () => {
        const before = server.commands.length;

        await sessions.insert({ name: 'a' });

        const [purge, insert] = server.commands.slice(before);
        expect(purge?.name).toBe('delete');
        const deletes = purge?.body.deletes as [{ q: { expiresAt: { $lte: unknown } }; limit: 0 }];
        cutoffIn(deletes[0].q.expiresAt.$lte);
        expect(insert?.name).toBe('insert');
      });
    });
  });
});
