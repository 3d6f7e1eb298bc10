import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ObjectStore } from './object-store.port';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Objects as files under one folder (DATA_DIR/objects by default; the `objects` volume in
 * production, shared by the gallery and the worker). Keys are the gallery's own object ids,
 * never a client's path, and are checked to stay inside the folder all the same.
 */
export async function localObjectStore(root: string): Promise<ObjectStore> {
  const base = path.resolve(root);
  await mkdir(base, { recursive: true });
  const fileOf = (key: string) => {
    const file = path.resolve(base, key);
    if (path.dirname(file) !== base) throw new Error(`Invalid object key ${key}`);
    return file;
  };

  return {
    async put(key, bytes) {
      const file = fileOf(key);
      // Written aside, then renamed: a reader sees the old object or the new one, never a part.
      const partial = `${file}.${randomUUID()}.partial`;
      try {
        await writeFile(partial, bytes, { flag: 'wx' });
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async open(key) {
      let handle;
      try {
        handle = await open(fileOf(key), 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    ping: () => access(base, constants.W_OK),
  };
}
