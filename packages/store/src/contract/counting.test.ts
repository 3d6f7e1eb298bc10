/**
 * A count is how many documents a find of the same filter returns, whether the field has an
 * index or not, after any inserts, changes and deletes: an adapter may count an indexed field's
 * value from its index, and must then agree with reading the documents.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Collection, Filter } from '../store.port';
import type { Item } from '../test-support/contract-items';
import { openStoresPerTest, runOnEveryAdapter } from '../test-support/store-fixtures';

const categories = ['video', 'pinball', 'redemption'] as const;
const tagWords = ['new', 'classic', 'two-player'] as const;

/** A document as the test writes it: a category (or none, or null), tags (repeats allowed), a quantity. */
const itemFields = fc.record(
  {
    category: fc.oneof(fc.constantFrom(...categories), fc.constant(null)),
    tags: fc.array(fc.constantFrom(...tagWords), { maxLength: 3 }),
    qty: fc.integer({ min: 0, max: 3 }),
  },
  { requiredKeys: ['qty'] },
);

type Step =
  | { kind: 'insert'; fields: Omit<Item, 'id' | 'name'> }
  | { kind: 'recategorise'; at: number; category: string }
  | { kind: 'delete'; at: number };

const steps = fc.array(
  fc.oneof(
    { arbitrary: itemFields.map((fields) => ({ kind: 'insert', fields }) as Step), weight: 4 },
    {
      arbitrary: fc
        .record({ at: fc.nat(), category: fc.constantFrom(...categories) })
        .map((change) => ({ kind: 'recategorise', ...change }) as Step),
      weight: 1,
    },
    { arbitrary: fc.nat().map((at) => ({ kind: 'delete', at }) as Step), weight: 1 },
  ),
  { maxLength: 25 },
);

async function apply(items: Collection<Item>, step: Step, name: string) {
  if (step.kind === 'insert') {
    await items.insert({ name, ...step.fields });
    return;
  }
  const all = await items.find();
  const target = all[step.at % Math.max(all.length, 1)];
  if (!target) return;
  if (step.kind === 'delete') await items.deleteOne({ id: target.id });
  else await items.updateOne({ id: target.id }, { $set: { category: step.category } });
}

const filters: Filter[] = [
  ...categories.map((category) => ({ category })),
  ...tagWords.map((tags) => ({ tags })),
  { qty: 2 },
  { category: 'arcade' },
];

runOnEveryAdapter('store counting', (adapterName, createFixture) => {
  describe(`store counting: ${adapterName}`, () => {
    const openStore = openStoresPerTest(createFixture);

    it('when documents come, change and go, then a count by an indexed field or another is what a find returns', async () => {
      const store = await openStore();
      let run = 0;
      await fc.assert(
        fc.asyncProperty(steps, async (plan) => {
          run += 1;
          const items = await store.collection<Item>(`items${run}`, {
            indexes: [{ fields: { category: 1 } }, { fields: { tags: 1 } }],
          });
          for (const [index, step] of plan.entries()) await apply(items, step, `game ${index}`);
          for (const filter of filters) {
            expect(await items.count(filter), JSON.stringify(filter)).toBe(
              (await items.find(filter)).length,
            );
          }
        }),
        { numRuns: 40 },
      );
    });
  });
});
