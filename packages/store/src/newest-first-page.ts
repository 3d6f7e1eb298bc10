import type { Collection, Doc, Filter } from './store.port';

export interface NewestFirstPage<T> {
  items: T[];
  /** How many documents match, on every page. */
  total: number;
  /** Where the next page starts, when there is one. */
  next?: { at: Date; id: string };
}

/**
 * One page of the documents matching `filter`, newest first by the date in `field` (then by id,
 * so equal dates keep one order), starting after `before`. A cursor is a position, not an
 * offset: documents added or deleted meanwhile shift no page.
 */
export async function newestFirstPage<T extends Doc>(
  collection: Collection<T>,
  field: string,
  options: { limit: number; before?: { at: Date; id: string }; filter?: Filter },
): Promise<NewestFirstPage<T>> {
  const { limit, before, filter = {} } = options;
  // The `$lte` on the date alone lets a store answer from its index on that field.
  const after: Filter = before
    ? {
        [field]: { $lte: before.at },
        $or: [{ [field]: { $lt: before.at } }, { id: { $lt: before.id } }],
      }
    : {};
  const [found, total] = await Promise.all([
    collection.find({ ...filter, ...after }, { sort: { [field]: -1, id: -1 }, limit: limit + 1 }),
    collection.count(filter),
  ]);
  const items = found.slice(0, limit);
  const last = items.at(-1);
  return {
    items,
    total,
    ...(found.length > limit &&
      last && { next: { at: (last as Record<string, unknown>)[field] as Date, id: last.id } }),
  };
}
