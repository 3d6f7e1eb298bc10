/**
 * The embedded product's data folder as files: one folder per store (NeDB datafiles), the
 * gallery's objects, the generated secrets. What a backup copies and a restore puts back, and
 * the check that every store in a copy loads.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { createEmbeddedStore } from './embedded.adapter';

/** A file to copy: its path in the copy and where it is read from, both relative, with "/". */
export interface DataFile {
  name: string;
  source: string;
}

const lockFile = '.lock';
/** Left while a store or the gallery writes a whole new file: never part of the data yet. */
const isUnfinished = (name: string) => name.endsWith('~') || name.endsWith('.partial');

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

async function walk(root: string, folder = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, folder), { withFileTypes: true }).catch(
    (error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    },
  );
  const files: string[] = [];
  for (const entry of entries) {
    const name = folder === '' ? entry.name : `${folder}/${entry.name}`;
    // A folder kept elsewhere (images on another disk) is followed, as the product follows it.
    const kind = entry.isSymbolicLink() ? await stat(path.join(root, name)) : entry;
    if (kind.isDirectory()) files.push(...(await walk(root, name)));
    else if (kind.isFile()) files.push(name);
  }
  return files;
}

/**
 * The files that hold data, sorted. A NeDB rewrite `x.db~` counts only when `x.db` is missing,
 * as NeDB itself decides on open; lock files and unfinished writes never count.
 */
export async function listDataFiles(dir: string): Promise<DataFile[]> {
  const files = await walk(dir);
  const present = new Set(files);
  return files
    .flatMap((file): DataFile[] => {
      if (file.endsWith('.db~') && !present.has(file.slice(0, -1))) {
        return [{ name: file.slice(0, -1), source: file }];
      }
      if (path.posix.basename(file) === lockFile || isUnfinished(file)) return [];
      return [{ name: file, source: file }];
    })
    .sort((a, b) => (a.name < b.name ? -1 : 1));
}

/** The folders (relative, "" for the root) holding a store: NeDB datafiles or a store's lock. */
export async function storeFoldersIn(dir: string): Promise<string[]> {
  const folders = (await walk(dir))
    .filter((file) => /\.db~?$/.test(file) || path.posix.basename(file) === lockFile)
    .map((file) => path.posix.dirname(file).replace(/^\.$/, ''));
  return [...new Set(folders)].sort();
}

/**
 * What changes when a data file does: NeDB only appends (the size grows) or rewrites into a new
 * file renamed over the old (a new inode), the gallery and the secrets write whole new files.
 * The change time catches anything else.
 */
async function fingerprint(file: string): Promise<string> {
  try {
    const { ino, size, ctimeNs } = await stat(file, { bigint: true });
    return `${ino}:${size}:${ctimeNs}`;
  } catch (error) {
    if (isMissing(error)) return 'missing';
    throw error;
  }
}

/** Each data file with its fingerprint; equal twice means nothing changed in between. */
export async function fingerprints(dir: string): Promise<string> {
  const lines: string[] = [];
  for (const { name, source } of await listDataFiles(dir)) {
    lines.push(`${name} ${source} ${await fingerprint(path.join(dir, source))}`);
  }
  return lines.join('\n');
}

/** Copies the files into `to`, keeping their modes; the folders it makes are private (secrets). */
export async function copyDataFiles(from: string, to: string, files: DataFile[]): Promise<void> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  for (const { name, source } of files) {
    await mkdir(path.dirname(path.join(to, name)), { recursive: true, mode: 0o700 });
    await copyFile(path.join(from, source), path.join(to, name));
  }
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Opens every store in the folder and every collection it has a datafile for, as the product
 * would on start (so repairs and rewrites happen in this copy), or rejects naming the file
 * that does not load. Only for a copy: nothing else may have these stores open.
 */
export async function checkStoresLoad(dir: string, files: DataFile[]): Promise<void> {
  const datafiles = files.map(({ name }) => name).filter((name) => name.endsWith('.db'));
  for (const folder of new Set(datafiles.map((name) => path.posix.dirname(name)))) {
    const store = await createEmbeddedStore(path.join(dir, folder), { onWarning: () => {} });
    try {
      for (const name of datafiles.filter((file) => path.posix.dirname(file) === folder)) {
        await store.collection(path.posix.basename(name, '.db')).catch((error: unknown) => {
          throw new Error(`${name} does not load: ${(error as Error).message}`, { cause: error });
        });
      }
    } finally {
      await store.close();
    }
  }
}
