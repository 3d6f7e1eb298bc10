/**
 * A backup of the embedded data folder, safe while the product runs. Every data file is copied,
 * then fingerprinted again: if nothing changed from before the copy to after it, the copies
 * together are the folder as it was at one moment (NeDB only appends or renames a new file in,
 * so a change cannot hide). Otherwise it copies again, a few times, and then refuses. A last
 * line still being appended is cut from the copy, as a restart would cut it: that write was
 * never acknowledged. Then every store in the copy must load, and a manifest with each file's
 * checksum ends the backup.
 */
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { writeManifest } from './embedded.backup-manifest';
import {
  type DataFile,
  checkStoresLoad,
  copyDataFiles,
  fingerprints,
  listDataFiles,
} from './embedded.data-folder';
import { truncatePartialLastLine } from './embedded.datafile';

export interface BackupOptions {
  /** How many times to copy before giving up on a folder that keeps changing (default 5). */
  attempts?: number;
  now?: Date;
  /**
   * Called after each copy, before the folder is fingerprinted again: a change made here is one
   * made while it was copied (how the tests change the folder at that moment).
   */
  afterCopy?: () => Promise<void>;
}

/** True when `inner` is `outer` or inside it. */
export function isWithin(inner: string, outer: string): boolean {
  const relative = path.relative(outer, inner);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** A timestamp usable in a folder name everywhere: 2026-03-14T18-30-00-123Z. */
export const folderTimestamp = (at: Date) => at.toISOString().replaceAll(/[:.]/g, '-');

async function copyUnchanged(
  source: string,
  copy: string,
  { attempts, afterCopy }: { attempts: number; afterCopy?: () => Promise<void> },
): Promise<DataFile[]> {
  for (let attempt = 1; ; attempt += 1) {
    const before = await fingerprints(source);
    const files = await listDataFiles(source);
    await rm(copy, { recursive: true, force: true });
    // A file removed meanwhile fails its copy; the fingerprints below see the change too.
    const copied = await copyDataFiles(source, copy, files).then(
      () => true,
      () => false,
    );
    await afterCopy?.();
    if (copied && (await fingerprints(source)) === before) return files;
    if (attempt === attempts) {
      throw new Error(
        `The data in ${source} kept changing while it was copied (${attempts} times), so no ` +
          'backup was made. Try again, or stop the product and back up then.',
      );
    }
    await sleep(100 * attempt);
  }
}

/** Backs `dataDir` up into a new timestamped folder under `backupsDir` and returns its path. */
export async function backUpDataFolder(
  dataDir: string,
  backupsDir: string,
  { attempts = 5, now = new Date(), afterCopy }: BackupOptions = {},
): Promise<string> {
  const source = path.resolve(dataDir);
  const backups = path.resolve(backupsDir);
  if (isWithin(backups, source)) {
    throw new Error(`The backups folder ${backups} must not be inside the data folder ${source}`);
  }
  if (
    !(await stat(source).then(
      (found) => found.isDirectory(),
      () => false,
    ))
  ) {
    throw new Error(`There is no data folder at ${source}`);
  }
  const stamp = folderTimestamp(now);
  const partial = path.join(backups, `.data-${stamp}.partial`);
  const folder = path.join(backups, `data-${stamp}`);
  try {
    const files = await copyUnchanged(source, partial, { attempts, afterCopy });
    for (const { name } of files) {
      if (name.endsWith('.db')) await truncatePartialLastLine(path.join(partial, name));
    }
    await checkStoresLoad(partial, files).catch((error: unknown) => {
      throw new Error(
        `The data in ${source} does not load, so no backup was made: ${(error as Error).message}`,
        {
          cause: error,
        },
      );
    });
    await writeManifest(partial, files, { createdAt: now, source });
    await rename(partial, folder);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
  return folder;
}
