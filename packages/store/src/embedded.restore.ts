/**
 * Puts a backup of the embedded data folder back. Refused while the product runs: every store
 * folder of the data folder and of the backup is locked first (as the product locks them), and
 * stays locked until the restored folder is in place, so the product cannot start half-way.
 * The backup is checked against its manifest, copied beside the data folder and loaded there;
 * only then are the folders swapped by renaming, and the data it replaced is kept aside.
 */
import { access, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { checkedBackupFiles } from './embedded.backup-manifest';
import { folderTimestamp, isWithin } from './embedded.backup';
import {
  type DataFile,
  checkStoresLoad,
  copyDataFiles,
  listDataFiles,
  storeFoldersIn,
} from './embedded.data-folder';
import { type DirLock, lockDirectory } from './embedded.dir-lock';

export interface RestoreResult {
  /** Where the data that was replaced now is, or null when the data folder held none. */
  replacedDataMovedTo: string | null;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

async function lockAll(dataDir: string, folders: string[]): Promise<DirLock[]> {
  const locks: DirLock[] = [];
  try {
    for (const folder of folders) locks.push(await lockDirectory(path.join(dataDir, folder)));
    return locks;
  } catch (error) {
    for (const lock of locks) await lock.release();
    throw new Error(
      `${(error as Error).message}: the product is running on ${dataDir}. Stop it before restoring.`,
      { cause: error },
    );
  }
}

/**
 * Copies the backup beside the data folder, loads it there, and renames it into place with the
 * data folder moved to `aside`. Returns whether the data folder held any data.
 */
async function putInPlace(
  backup: string,
  files: DataFile[],
  target: string,
  { staging, aside }: { staging: string; aside: string },
): Promise<boolean> {
  // Our own lock files are not data: a folder holding only those held nothing to keep.
  const replaced = (await listDataFiles(target)).length > 0;
  try {
    await copyDataFiles(backup, staging, files);
    await checkStoresLoad(staging, files).catch((error: unknown) => {
      throw new Error(
        `The backup ${backup} does not load, so nothing was restored: ${(error as Error).message}`,
        { cause: error },
      );
    });
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  const movedAside = await exists(target);
  if (movedAside) await rename(target, aside);
  try {
    await rename(staging, target);
  } catch (error) {
    if (movedAside) await rename(aside, target);
    throw error;
  }
  return replaced;
}

export async function restoreDataFolder(
  backupFolder: string,
  dataDir: string,
  { now = new Date() }: { now?: Date } = {},
): Promise<RestoreResult> {
  const backup = path.resolve(backupFolder);
  const target = path.resolve(dataDir);
  if (isWithin(backup, target) || isWithin(target, backup)) {
    throw new Error(
      `The backup ${backup} and the data folder ${target} must not contain each other`,
    );
  }
  const files = await checkedBackupFiles(backup);
  const storeFolders = new Set([
    ...(await storeFoldersIn(target)),
    ...files
      .filter(({ name }) => name.endsWith('.db'))
      .map(({ name }) => path.posix.dirname(name).replace(/^\.$/, '')),
  ]);
  const stamp = folderTimestamp(now);
  const staging = `${target}.restoring-${stamp}`;
  const aside = `${target}.before-restore-${stamp}`;
  const locks = await lockAll(target, [...storeFolders].sort());
  let replaced: boolean;
  try {
    replaced = await putInPlace(backup, files, target, { staging, aside });
  } finally {
    for (const lock of locks) await lock.release();
  }
  // The locks moved aside with the folders they were in; nothing else can have opened those.
  if (!replaced) {
    await rm(aside, { recursive: true, force: true });
    return { replacedDataMovedTo: null };
  }
  for (const folder of storeFolders) await rm(path.join(aside, folder, '.lock'), { force: true });
  return { replacedDataMovedTo: aside };
}
