import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A digest of every file under the given paths (files or folders, relative to `root`; missing
 * ones are skipped), of their names and contents, skipping `node_modules` and `dist`. Equal
 * digests mean nothing a build reads has changed.
 */
export async function sourceDigest(
  root: string,
  inputs: string[],
  extra: Record<string, string> = {},
): Promise<string> {
  const hash = createHash('sha256');
  const files = (await Promise.all(inputs.map((input) => filesUnder(root, input)))).flat().sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(root, file)));
    hash.update('\0');
  }
  for (const [name, value] of Object.entries(extra).sort(([a], [b]) => a.localeCompare(b))) {
    hash.update(`${name}=${value}\0`);
  }
  return hash.digest('hex');
}

const skipped = new Set(['node_modules', 'dist']);

async function filesUnder(root: string, relative: string): Promise<string[]> {
  const entries = await readdir(path.join(root, relative), { withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOTDIR') return null;
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  if (entries === null) return [relative];
  const nested = await Promise.all(
    entries
      .filter((entry) => !skipped.has(entry.name))
      .map((entry) =>
        entry.isDirectory()
          ? filesUnder(root, path.join(relative, entry.name))
          : [path.join(relative, entry.name)],
      ),
  );
  return nested.flat();
}
