/**
 * What every store adapter must do with an expiry (TTL) index: a document past its date is gone
 * for every read and write, and its unique values are free again.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Collection, CollectionOptions, IndexSpec, Store } from '../store.port';
import { type Item, byName, names, seed } from '../test-support/contract-items';
import { openStoresPerTest, runOnEveryAdapter } from '../test-support/store-fixtures';

/** Sessions expire at `expiresAt`; names are unique. */
const expiringSessions: CollectionOptions = {
  indexes: [
    { fields: { expiresAt: 1 }, expireAfterSeconds: 0 },
    { fields: { name: 1 }, unique: true },
  ],
};

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

runOnEveryAdapter('store contract', (adapterName, createFixture) => {
  describe(`store contract: ${adapterName}`, () => {
    const openStore = openStoresPerTest(createFixture);
    let store: Store;

    beforeEach(async () => {
      store = await openStore();
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
  });
});
