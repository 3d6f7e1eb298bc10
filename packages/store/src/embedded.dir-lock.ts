/**
 * One embedded store per directory at a time. NeDB keeps each collection in memory and appends
 * to its file, so two stores on one directory (two processes, or one process opening it twice)
 * would silently overwrite each other's writes at the next compaction. A lock file holding the
 * owner's pid refuses the second opener; a lock left by a process that is gone (kill -9, crash)
 * is taken over.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const heldInThisProcess = new Set<string>();

export interface DirLock {
  release(): Promise<void>;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function lockOwner(file: string): Promise<number | null> {
  const text = await readFile(file, 'utf8').catch(() => '');
  const pid = Number(text.trim());
  return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
}

/** Creates the directory if needed and locks it, or rejects naming who holds it. */
export async function lockDirectory(dir: string): Promise<DirLock> {
  const key = path.resolve(dir);
  if (heldInThisProcess.has(key))
    throw new Error(`The store directory ${key} is already open in this process`);
  heldInThisProcess.add(key);
  const file = path.join(key, '.lock');
  try {
    await mkdir(key, { recursive: true });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        await writeFile(file, `${process.pid}\n`, { flag: 'wx' });
        return {
          release: async () => {
            // The directory may have been moved away meanwhile (a restore swaps data folders),
            // and the lock file now at this path belongs to whoever started on the new one.
            if ((await lockOwner(file)) === process.pid) await rm(file, { force: true });
            heldInThisProcess.delete(key);
          },
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const owner = await lockOwner(file);
      // Our own pid here means an earlier process that had it (e.g. pid 1 in a restarted container).
      if (owner !== null && owner !== process.pid && isRunning(owner)) {
        throw new Error(`The store directory ${key} is in use by process ${owner}`);
      }
      await rm(file, { force: true });
    }
    throw new Error(`Could not lock the store directory ${key}`);
  } catch (error) {
    heldInThisProcess.delete(key);
    throw error;
  }
}
