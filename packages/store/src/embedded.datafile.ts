/**
 * Getting a NeDB datafile into a loadable state after a crash, before NeDB reads it.
 *
 * NeDB appends one JSON line per changed document and only acknowledges a write after the
 * append, so a process killed mid-append leaves at most one partial last line: the write that
 * was never acknowledged. NeDB would count that line as corruption and, with our
 * corruptAlertThreshold of 0, refuse to load; dropping it loses nothing anyone was told was
 * saved. Any other damage stays loud.
 */
import { access, open, rename } from 'node:fs/promises';

const newline = 0x0a;
const chunkSize = 64 * 1024;

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/**
 * NeDB compacts by writing `file~`, syncing it and renaming it over `file`. The same rule as
 * NeDB's ensureDatafileIntegrity: if `file` exists it is the truth (a leftover `file~` is an
 * unfinished rewrite that the next compaction overwrites); if only `file~` exists, it becomes
 * the datafile. Done here so the partial-line repair below also covers that file.
 */
export async function restoreInterruptedCompaction(file: string): Promise<boolean> {
  if ((await exists(file)) || !(await exists(`${file}~`))) return false;
  await rename(`${file}~`, file);
  return true;
}

/**
 * If the file does not end with a newline, cuts it back to just after its last newline (or to
 * empty) and returns the bytes it dropped, for the caller to log. Returns null when the file is
 * whole or missing.
 */
export async function truncatePartialLastLine(file: string): Promise<string | null> {
  const handle = await open(file, 'r+').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (!handle) return null;
  try {
    const { size } = await handle.stat();
    const buffer = Buffer.alloc(chunkSize);
    let end = size;
    let keep = 0;
    // Scan backwards from the end; a whole file finds its newline as the last byte of the first chunk.
    while (end > 0) {
      const start = Math.max(0, end - chunkSize);
      const { bytesRead } = await handle.read(buffer, 0, end - start, start);
      const at = buffer.subarray(0, bytesRead).lastIndexOf(newline);
      if (at !== -1) {
        keep = start + at + 1;
        break;
      }
      end = start;
    }
    if (keep === size) return null;
    const dropped = Buffer.alloc(size - keep);
    await handle.read(dropped, 0, dropped.length, keep);
    await handle.truncate(keep);
    await handle.sync();
    return dropped.toString('utf8');
  } finally {
    await handle.close();
  }
}
