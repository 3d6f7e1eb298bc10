/** What every store adapter must keep across a close and an open, and refuse once closed. */
import { beforeEach, describe, expect, it } from 'vitest';
import { type Store, DuplicateKeyError, StoreClosedError } from '../store.port';
import { type Item, byName, uniqueEmail } from '../test-support/contract-items';
import { openStoresPerTest, runOnEveryAdapter } from '../test-support/store-fixtures';

runOnEveryAdapter('store contract', (adapterName, createFixture) => {
  describe(`store contract: ${adapterName}`, () => {
    const openStore = openStoresPerTest(createFixture);
    let store: Store;

    beforeEach(async () => {
      store = await openStore();
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
});
