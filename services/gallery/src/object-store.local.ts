import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkedKey, type ObjectStore } from './object-store.port';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Objects as files under one folder (DATA_DIR/objects by default; the `objects` volume in
 * production, shared by the gallery and the worker), each file named by its key.
 */
export async function localObjectStore(root: string): Promise<ObjectStore> {
  const base = path.resolve(root);
  await mkdir(base, { recursive: true });
  const fileOf = (key: string) => path.join(base, checkedKey(key));

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
        const { size, mtime } = await handle.stat();
        return { stream: handle.createReadStream(), size, modifiedAt: mtime };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    ping: () => access(base, constants.W_OK),
    close: async () => undefined,
  };
}
