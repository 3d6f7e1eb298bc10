/** The documents the store contract (src/contract/) stores, and helpers to seed and read them. */
import type { Collection, CollectionOptions, FindOptions, NewDoc } from '../store.port';

export interface Item {
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

export const uniqueEmail: CollectionOptions = { indexes: [{ fields: { email: 1 }, unique: true }] };

export const byName: FindOptions = { sort: { name: 1 } };

/** Inserts the documents one by one, in order, and returns them as stored. */
export async function seed(collection: Collection<Item>, docs: NewDoc<Item>[]): Promise<Item[]> {
  const saved: Item[] = [];
  for (const doc of docs) saved.push(await collection.insert(doc));
  return saved;
}

export const names = (docs: Item[]) => docs.map((doc) => doc.name);
