import type { Readable } from 'node:stream';

/**
 * The object store port: image bytes by key. Local files are the adapter here; an
 * S3-compatible one would implement the same four calls. What the bytes are (content type,
 * size, whose they are) is kept in the gallery's own store, not here.
 */
export interface ObjectStore {
  /** Stores the bytes under the key, replacing what was there; readers never see half of it. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The whole object, or null when there is none (for the jobs that process images). */
  read(key: string): Promise<Buffer | null>;
  /** The object as a stream with its size, or null when there is none (for serving). */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes the object; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /** Resolves when objects can be stored; rejects otherwise (readiness). */
  ping(): Promise<void>;
}
