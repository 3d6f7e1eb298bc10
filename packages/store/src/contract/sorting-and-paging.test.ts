/** What every store adapter must do with sort, skip and limit, and how it counts. */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Collection, Store } from '../store.port';
import { type Item, names, seed } from '../test-support/contract-items';
import { openStoresPerTest, runOnEveryAdapter } from '../test-support/store-fixtures';

runOnEveryAdapter('store contract', (adapterName, createFixture) => {
  describe(`store contract: ${adapterName}`, () => {
    const openStore = openStoresPerTest(createFixture);
    let store: Store;

    beforeEach(async () => {
      store = await openStore();
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
  });
});
