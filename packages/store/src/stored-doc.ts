import type { Doc } from './store.port';

/** A document as both stores keep it: the port's `id` is the store's `_id`. */
export type Stored = { _id: string } & Record<string, unknown>;

/** The port's shape of a stored document: `_id` becomes `id`, nothing else changes. */
export function fromStored<T extends Doc>({ _id, ...fields }: Stored): T {
  return { id: _id, ...fields } as T;
}
