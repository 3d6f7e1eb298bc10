/**
 * The manifest a backup of the data folder ends with: every file with its size and SHA-256.
 * It is written last, so a backup without one was interrupted, and a restore checks every file
 * against it, so a backup damaged since (a bad disk, a partial copy elsewhere) is refused.
 */
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type DataFile, sha256Of } from './embedded.data-folder';

export const manifestName = 'backup-manifest.json';
const format = 'forks-arcade embedded data backup, version 1';

interface Manifest {
  format: typeof format;
  createdAt: string;
  /** The data folder it was taken from. */
  source: string;
  files: Record<string, { size: number; sha256: string }>;
}

export async function writeManifest(
  folder: string,
  files: DataFile[],
  details: { createdAt: Date; source: string },
): Promise<void> {
  const manifest: Manifest = {
    format,
    createdAt: details.createdAt.toISOString(),
    source: details.source,
    files: {},
  };
  for (const { name } of files) {
    const file = path.join(folder, name);
    manifest.files[name] = { size: (await stat(file)).size, sha256: await sha256Of(file) };
  }
  await writeFile(path.join(folder, manifestName), `${JSON.stringify(manifest, null, 2)}\n`);
}

function isManifest(value: unknown): value is Manifest {
  const manifest = value as Partial<Manifest> | null;
  return (
    typeof manifest === 'object' &&
    manifest !== null &&
    manifest.format === format &&
    typeof manifest.createdAt === 'string' &&
    typeof manifest.files === 'object' &&
    manifest.files !== null
  );
}

/** A name from a manifest stays inside the backup: relative, no "..", no empty segments. */
function isSafeName(name: string): boolean {
  return name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/**
 * The backup's files, each checked against the manifest, or a rejection saying what is wrong.
 */
export async function checkedBackupFiles(folder: string): Promise<DataFile[]> {
  const text = await readFile(path.join(folder, manifestName), 'utf8').catch((error: unknown) => {
    throw new Error(
      `${folder} is not a complete backup: it has no ${manifestName} (a backup that was interrupted has none)`,
      { cause: error },
    );
  });
  let manifest: unknown;
  try {
    manifest = JSON.parse(text);
  } catch (error) {
    throw new Error(`${folder}/${manifestName} is not valid JSON`, { cause: error });
  }
  if (!isManifest(manifest)) {
    throw new Error(`${folder}/${manifestName} is not the manifest of a data folder backup`);
  }
  const files: DataFile[] = [];
  for (const [name, expected] of Object.entries(manifest.files)) {
    if (!isSafeName(name)) throw new Error(`${folder}/${manifestName} names a file outside it`);
    const file = path.join(folder, name);
    const size = await stat(file).then(
      (found) => found.size,
      () => null,
    );
    if (size === null) throw new Error(`The backup ${folder} is damaged: ${name} is missing`);
    if (size !== expected.size || (await sha256Of(file)) !== expected.sha256) {
      throw new Error(
        `The backup ${folder} is damaged: ${name} is not the file that was backed up`,
      );
    }
    files.push({ name, source: name });
  }
  return files;
}
