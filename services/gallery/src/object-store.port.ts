import type { Readable } from 'node:stream';

/** An object opened for reading: its bytes as they come, how many, and when they were stored. */
interface OpenedObject {
  stream: Readable;
  size: number;
  modifiedAt: Date;
}

/**
 * The object store port: image bytes by key. Two adapters pass one contract suite
 * (test/object-store.contract.ts): files in a folder (object-store.local.ts, the default) and an
 * S3-compatible bucket (object-store.s3.ts); object-store.config.ts picks one from the
 * configuration. What the bytes are (content type, size, whose they are) is kept in the
 * gallery's own store, not here.
 */
export interface ObjectStore {
  /** Stores the bytes under the key, replacing what was there; readers never see half of it. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The whole object, or null when there is none (for the jobs that process images). */
  read(key: string): Promise<Buffer | null>;
  /** The object as a stream, or null when there is none (for serving). */
  open(key: string): Promise<OpenedObject | null>;
  /** Removes the object; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /** Resolves when objects can be stored; rejects otherwise (readiness). */
  ping(): Promise<void>;
  /** Lets go of its connections, at shutdown. */
  close(): Promise<void>;
}

/**
 * A key is one name of letters, digits, `-` and `_` (the gallery's object ids, and
 * `{id}-w480` for a variant): never a path, so no key reaches outside its folder or prefix.
 */
const keyPattern = /^[A-Za-z0-9][\w-]{0,199}$/;

export class InvalidObjectKeyError extends Error {
  constructor(key: string) {
    super(`Invalid object key ${JSON.stringify(key)}: letters, digits, - and _ only`);
    this.name = 'InvalidObjectKeyError';
  }
}

/** The key, when it is one; throws InvalidObjectKeyError otherwise. */
export function checkedKey(key: string): string {
  if (!keyPattern.test(key)) throw new InvalidObjectKeyError(key);
  return key;
}
