/**
 * Where the gallery's HTTP tests keep its objects: in the folder (the `server` project) or in a
 * bucket on a local S3-compatible server (the `gallery-on-s3` project, vitest.config.ts), so
 * that uploads, variants and scores' photos are proven through both adapters.
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import { startS3Server } from '@venue/test-helpers/s3-server';

export type ObjectStoreKind = 'folder' | 's3';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The object store the gallery's HTTP tests run on; unset: the folder. */
    galleryObjectStore?: ObjectStoreKind;
  }
}

export const objectStoreUnderTest = (): ObjectStoreKind => inject('galleryObjectStore') ?? 'folder';

/** The gallery's objects as a test sees them, behind the gallery's back. */
export interface ObjectsUnderTest {
  kind: ObjectStoreKind;
  /** The gallery's settings that choose this store. */
  env: Record<string, string>;
  /** The keys stored, in order. */
  keys(): Promise<string[]>;
  /** Bytes stored under the key by something other than the gallery. */
  place(key: string, bytes: Buffer): Promise<void>;
  /** Makes every later write of the key fail. */
  failWrites(key: string): Promise<void>;
  /** What such a failed write says. */
  writeFailure: RegExp;
  stop(): Promise<void>;
}

/** The objects of the gallery whose data folder is `dataDir` (its bucket's files are in it too). */
export async function objectsUnderTest(
  kind: ObjectStoreKind,
  dataDir: string,
): Promise<ObjectsUnderTest> {
  if (kind === 'folder') {
    const folder = path.join(dataDir, 'objects');
    return {
      kind,
      env: {},
      keys: async () => (await readdir(folder).catch(() => [])).sort(),
      place: (key, bytes) => writeFile(path.join(folder, key), bytes),
      // A folder where the file goes.
      failWrites: async (key) => {
        await mkdir(path.join(folder, key), { recursive: true });
      },
      writeFailure: /EISDIR|directory/,
      stop: async () => undefined,
    };
  }
  const server = await startS3Server({ directory: path.join(dataDir, 'bucket') });
  return {
    kind,
    env: {
      OBJECT_STORE: 's3',
      S3_ENDPOINT: server.endpoint,
      S3_REGION: server.region,
      S3_BUCKET: server.bucket,
      S3_ACCESS_KEY_ID: server.accessKeyId,
      S3_SECRET_ACCESS_KEY: server.secretAccessKey,
    },
    keys: () => server.keys(),
    place: (key, bytes) => server.place(key, bytes),
    failWrites: (key) => server.failWrites(key),
    writeFailure: /internal error/i,
    stop: () => server.stop(),
  };
}
