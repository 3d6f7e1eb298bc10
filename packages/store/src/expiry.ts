/** Expiry indexes as both adapters apply them (see IndexSpec.expireAfterSeconds). */
import type { IndexSpec } from './store.port';

export interface ExpiryIndex {
  /** The date field; never the id, so the same path in the port and in either store. */
  field: string;
  afterSeconds: number;
}

export function expiryIndexesOf(indexes: IndexSpec[]): ExpiryIndex[] {
  return indexes.flatMap(({ fields, expireAfterSeconds }) =>
    expireAfterSeconds === undefined
      ? []
      : [{ field: Object.keys(fields)[0] as string, afterSeconds: expireAfterSeconds }],
  );
}

/** A document has expired once the date in its field is at or before this instant. */
export function expiryCutoff({ afterSeconds }: ExpiryIndex): Date {
  return new Date(Date.now() - afterSeconds * 1000);
}
