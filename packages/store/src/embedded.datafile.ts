/**
 * Getting a NeDB datafile into a loadable state after a crash, before NeDB reads it, and saying
 * where a file is damaged when it still cannot load.
 *
 * NeDB appends one JSON line per changed document and only acknowledges a write after the
 * append, so a process killed mid-append leaves at most one partial last line: the write that
 * was never acknowledged. NeDB would count that line as corruption and, with our
 * corruptAlertThreshold of 0, refuse to load; dropping it loses nothing anyone was told was
 * saved. Any other damage stays loud.
 */
import { access, open, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeLineBreaks, nedbLineBreak } from './embedded.line-breaks';

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

/** The UTF-8 bytes of the line breaks JSON leaves raw, with the escapes the store writes instead. */
const rawLineBreaks = ['\u0085', '\u2028', '\u2029'].map((character) => ({
  raw: Buffer.from(character),
  escaped: Buffer.from(escapeLineBreaks(character)),
}));

function replaceAll(buffer: Buffer, from: Buffer, to: Buffer): Buffer {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = buffer.indexOf(from); at !== -1; at = buffer.indexOf(from, start)) {
    parts.push(buffer.subarray(start, at), to);
    start = at + from.length;
  }
  if (parts.length === 0) return buffer;
  parts.push(buffer.subarray(start));
  return Buffer.concat(parts);
}

/** As NeDB rewrites: `file~`, synced, renamed over `file`, then the directory synced. */
async function replaceFile(file: string, content: Buffer): Promise<void> {
  const temporary = `${file}~`;
  await writeFile(temporary, content);
  const written = await open(temporary, 'r+');
  try {
    await written.sync();
  } finally {
    await written.close();
  }
  await rename(temporary, file);
  const dir = await open(path.dirname(file), 'r');
  try {
    await dir.sync();
  } finally {
    await dir.close();
  }
}

/**
 * Files written before the store escaped line breaks (embedded.line-breaks.ts) can hold U+0085,
 * U+2028 or U+2029 raw, which NeDB's reader splits lines on. JSON has them only inside strings,
 * where the escape is the same character, so escaping them gives back every document as it was
 * written. Returns whether the file was rewritten.
 */
export async function escapeRawLineBreaks(file: string): Promise<boolean> {
  const content = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (!content) return false;
  let escaped: Buffer = content;
  for (const { raw, escaped: escape } of rawLineBreaks) escaped = replaceAll(escaped, raw, escape);
  if (escaped === content) return false;
  await replaceFile(file, escaped);
  return true;
}

/** As NeDB reads a piece of a line: JSON that parses to anything but null (it reads `_id` of it). */
function readsAsDocument(piece: string): boolean {
  if (piece === '') return true;
  try {
    return JSON.parse(piece) !== null;
  } catch {
    return false;
  }
}

/**
 * The numbers (from 1, as editors and `sed -n 3p` count) of the lines NeDB cannot read. Lines
 * are cut at "\n"; within one, NeDB's reader also splits at the other breaks, so every piece
 * must read.
 */
export async function findDamagedLines(file: string): Promise<number[]> {
  const lines = (await readFile(file, 'utf8')).split('\n');
  return lines.flatMap((line, index) =>
    line.split(nedbLineBreak).every(readsAsDocument) ? [] : [index + 1],
  );
}

function describeLines(lines: number[]): string {
  if (lines.length === 1) return `line ${lines[0]} is`;
  const shown = lines.slice(0, 5).join(', ');
  return `lines ${shown}${lines.length > 5 ? ` and ${lines.length - 5} more` : ''} are`;
}

/**
 * A datafile NeDB refused as corrupt after the repairs above: damage other than a crash's torn
 * last line, which only a person can judge. Says which file and line, and how to recover.
 */
export class DamagedDatafileError extends Error {
  constructor(
    readonly file: string,
    readonly lines: number[],
    cause: unknown,
  ) {
    const where =
      lines.length > 0
        ? `${describeLines(lines)} not a whole JSON document`
        : `NeDB says: ${(cause as Error).message}`;
    super(
      `The embedded store cannot load ${file}: ${where}. It was left as it is. To recover, ` +
        'stop the product, then restore the data folder from a backup ' +
        '(npm run restore -- <backup folder>), or move this file aside to start its collection ' +
        `empty, or delete the damaged ${lines.length === 1 ? 'line' : 'lines'} if losing ` +
        `${lines.length === 1 ? 'that document' : 'those documents'} is acceptable.`,
      { cause },
    );
    this.name = 'DamagedDatafileError';
  }
}

/** NeDB's refusal of a corrupt file, turned into one that names the file and the lines. */
export async function explainLoadFailure(file: string, error: unknown): Promise<unknown> {
  if (typeof (error as { corruptItems?: unknown } | null)?.corruptItems !== 'number') return error;
  return new DamagedDatafileError(file, await findDamagedLines(file), error);
}
