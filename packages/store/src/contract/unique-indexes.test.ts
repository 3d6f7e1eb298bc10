/**
 * What every store adapter must refuse under a unique index, plain, compound or sparse, and what
 * a sparse one lets through.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { type CollectionOptions, type Store, DuplicateKeyError } from '../store.port';
import { type Item, byName, names, seed, uniqueEmail } from '../test-support/contract-items';
import { openStoresPerTest, runOnEveryAdapter } from '../test-support/store-fixtures';

const uniqueCategoryName: CollectionOptions = {
  indexes: [{ fields: { category: 1, name: 1 }, unique: true }],
};

const uniqueExternalUid: CollectionOptions = {
  indexes: [{ fields: { externalUid: 1 }, unique: true, sparse: true }],
};

runOnEveryAdapter('store contract', (adapterName, createFixture) => {
  describe(`store contract: ${adapterName}`, () => {
    const openStore = openStoresPerTest(createFixture);
    let store: Store;

    beforeEach(async () => {
      store = await openStore();
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
  });
});
