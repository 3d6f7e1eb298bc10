import { appendFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmbeddedStore } from './embedded.adapter';
import { backUpDataFolder } from './embedded.backup';
import { manifestName, writeManifest } from './embedded.backup-manifest';
import { fingerprints, listDataFiles } from './embedded.data-folder';
import { restoreDataFolder } from './embedded.restore';
import { type Message, readSampleData, writeSampleData } from './test-support/data-folder';

const at = new Date('2026-03-15T09:00:00.000Z');

describe('restoring the embedded data folder', () => {
  let dir: string;
  let data: string;
  let backup: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'store-restore-'));
    data = path.join(dir, 'data');
    await mkdir(data);
    await writeSampleData(data);
    backup = await backUpDataFolder(data, path.join(dir, 'backups'));
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('when a backup is restored into an empty folder, then the stores open with the same documents and the images and secret are back', async () => {
    const target = path.join(dir, 'fresh');

    const result = await restoreDataFolder(backup, target, { now: at });

    expect(result).toEqual({ replacedDataMovedTo: null });
    expect(await readSampleData(target)).toEqual(await readSampleData(data));
    expect(await readdir(dir)).toEqual(['backups', 'data', 'fresh']);
    expect((await listDataFiles(target)).map(({ name }) => name)).not.toContain(manifestName);
  });

  it('when restored over a data folder, then the backed-up data is in place and what it replaced is kept aside', async () => {
    const expected = await readSampleData(data);
    const store = await createEmbeddedStore(path.join(data, 'operations'));
    await (await store.collection<Message>('contact_messages')).insert({ id: 'm3', name: 'Cy' });
    await store.close();

    const result = await restoreDataFolder(backup, data, { now: at });

    const aside = `${data}.before-restore-2026-03-15T09-00-00-000Z`;
    expect(result).toEqual({ replacedDataMovedTo: aside });
    expect(await readSampleData(data)).toEqual(expected);
    expect((await readSampleData(aside)).messages.map(({ id }) => id)).toEqual(['m1', 'm2', 'm3']);
  });

  it('when the product has the data folder open, then restore refuses and changes nothing', async () => {
    // A lock as a running product holds it, from a process that is alive.
    await writeFile(path.join(data, 'operations', '.lock'), `${process.ppid}\n`);
    const before = await fingerprints(data);

    await expect(restoreDataFolder(backup, data)).rejects.toThrow(
      `${path.join(data, 'operations')} is in use by process ${process.ppid}: the product is running on ${data}. Stop it before restoring.`,
    );
    expect(await fingerprints(data)).toBe(before);
    expect(await readdir(dir)).toEqual(['backups', 'data']);
    expect(await readFile(path.join(data, 'operations', '.lock'), 'utf8')).toBe(
      `${process.ppid}\n`,
    );
  });

  it('when the backup has no manifest, then restore refuses it as interrupted', async () => {
    await rm(path.join(backup, manifestName));

    await expect(restoreDataFolder(backup, path.join(dir, 'fresh'))).rejects.toThrow(
      `${backup} is not a complete backup: it has no ${manifestName}`,
    );
  });

  it('when a file of the backup changed or went missing since, then restore refuses it as damaged and changes nothing', async () => {
    const before = await fingerprints(data);
    await rm(path.join(backup, 'objects', 'photo-1'));
    await expect(restoreDataFolder(backup, data)).rejects.toThrow(
      `The backup ${backup} is damaged: objects/photo-1 is missing`,
    );
    await appendFile(path.join(backup, 'catalogue', 'games.db'), '{"_id":"g9"}\n');

    await expect(restoreDataFolder(backup, data)).rejects.toThrow(
      `The backup ${backup} is damaged: catalogue/games.db is not the file that was backed up`,
    );
    expect(await fingerprints(data)).toBe(before);
  });

  it('when the backup does not load, then restore refuses naming the file and line, and changes nothing', async () => {
    const before = await fingerprints(data);
    await appendFile(path.join(backup, 'catalogue', 'games.db'), 'oops\n{"_id":"g9"}\n');
    await writeManifest(
      backup,
      await listDataFiles(backup).then((files) =>
        files.filter(({ name }) => name !== manifestName),
      ),
      {
        createdAt: at,
        source: data,
      },
    );

    await expect(restoreDataFolder(backup, data)).rejects.toThrow(
      new RegExp(
        `^The backup ${backup} does not load, so nothing was restored: catalogue/games\\.db does not load: .*line \\d+ is not a whole JSON document`,
      ),
    );
    expect(await fingerprints(data)).toBe(before);
    expect(await readdir(dir)).toEqual(['backups', 'data']);
  });
});
