import {
  appendFile,
  mkdir,
  mkdtemp,
  readFile,
  readdir,
  rename,
  rm,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmbeddedStore } from './embedded.adapter';
import { backUpDataFolder } from './embedded.backup';
import { manifestName } from './embedded.backup-manifest';
import { fingerprints, listDataFiles } from './embedded.data-folder';
import { readSampleData, writeSampleData } from './test-support/data-folder';

const at = new Date('2026-03-14T18:30:00.123Z');

describe('backing up the embedded data folder', () => {
  let dir: string;
  let data: string;
  let backups: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'store-backup-'));
    data = path.join(dir, 'data');
    backups = path.join(dir, 'backups');
    await mkdir(data);
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('when the folder holds stores, images and the secret, then a timestamped backup holds them all with a manifest, and the data folder is unchanged', async () => {
    await writeSampleData(data);
    const before = await fingerprints(data);

    const folder = await backUpDataFolder(data, backups, { now: at });

    expect(folder).toBe(path.join(backups, 'data-2026-03-14T18-30-00-123Z'));
    expect(await readdir(backups)).toEqual(['data-2026-03-14T18-30-00-123Z']);
    expect((await listDataFiles(folder)).map(({ name }) => name)).toEqual([
      'backup-manifest.json',
      'catalogue/games.db',
      'objects/photo-1',
      'operations/contact_messages.db',
      'secrets/jwt-secret',
    ]);
    const manifest = JSON.parse(await readFile(path.join(folder, manifestName), 'utf8'));
    expect(manifest).toMatchObject({ createdAt: at.toISOString(), source: data });
    expect(Object.keys(manifest.files)).toHaveLength(4);
    expect(await fingerprints(data)).toBe(before);
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(folder, 'secrets', 'jwt-secret'))).mode & 0o777).toBe(0o600);
    expect(await readSampleData(folder)).toEqual(await readSampleData(data));
  });

  it('when a datafile ends in a line still being appended, then the copy leaves that line out and loads', async () => {
    await writeSampleData(data);
    const file = path.join(data, 'operations', 'contact_messages.db');
    await appendFile(file, '{"_id":"m3","na');

    const folder = await backUpDataFolder(data, backups);

    const copy = await readFile(path.join(folder, 'operations', 'contact_messages.db'), 'utf8');
    expect(copy.endsWith('\n')).toBe(true);
    expect(copy).not.toContain('"m3"');
    expect((await readFile(file, 'utf8')).endsWith('"na')).toBe(true);
    expect((await readSampleData(folder)).messages.map(({ id }) => id)).toEqual(['m1', 'm2']);
  });

  it('when a datafile is damaged before its last line, then no backup is made and the message names the file and line', async () => {
    await writeSampleData(data);
    await appendFile(path.join(data, 'catalogue', 'games.db'), 'oops\n{"_id":"g2"}\n');

    await expect(backUpDataFolder(data, backups)).rejects.toThrow(
      /^The data in .* does not load, so no backup was made: catalogue\/games\.db does not load: .*line 2 is not a whole JSON document/,
    );
    expect(await readdir(backups)).toEqual([]);
  });

  it('when only a rewrite file~ survived, then it is backed up as the datafile; lock files, unfinished rewrites and uploads are left out', async () => {
    await mkdir(path.join(data, 'shop'));
    await mkdir(path.join(data, 'objects'));
    await writeFile(path.join(data, 'shop', 'orders.db~'), '{"_id":"a"}\n');
    await writeFile(path.join(data, 'shop', 'items.db'), '{"_id":"b"}\n');
    await writeFile(path.join(data, 'shop', 'items.db~'), '{"_id":"unfinished"}\n');
    await writeFile(path.join(data, 'shop', '.lock'), `${process.ppid}\n`);
    await writeFile(path.join(data, 'objects', 'photo-2.1234.partial'), 'half an upload');

    const folder = await backUpDataFolder(data, backups);

    expect((await listDataFiles(folder)).map(({ name }) => name)).toEqual([
      'backup-manifest.json',
      'shop/items.db',
      'shop/orders.db',
    ]);
    expect(await readFile(path.join(folder, 'shop', 'orders.db'), 'utf8')).toBe('{"_id":"a"}\n');
  });

  it('when the images folder is a link to a folder elsewhere, then its images are backed up as files', async () => {
    await writeSampleData(data);
    await rename(path.join(data, 'objects'), path.join(dir, 'images'));
    await symlink(path.join(dir, 'images'), path.join(data, 'objects'));

    const folder = await backUpDataFolder(data, backups);

    expect((await stat(path.join(folder, 'objects', 'photo-1'))).isFile()).toBe(true);
    expect(await readSampleData(folder)).toEqual(await readSampleData(data));
  });

  it('when the backups folder is inside the data folder or there is no data folder, then it refuses', async () => {
    await expect(backUpDataFolder(data, path.join(data, 'backups'))).rejects.toThrow(
      /must not be inside the data folder/,
    );
    await expect(backUpDataFolder(path.join(dir, 'missing'), backups)).rejects.toThrow(
      /There is no data folder at/,
    );
  });

  describe('while the product writes', () => {
    interface Order {
      id: string;
    }
    interface Receipt {
      id: string;
      order: string;
    }

    /** Writes an order and then its receipt, pair after pair, except while `quiet` says so. */
    async function writeUntil(
      stop: () => boolean,
      quiet: () => boolean,
      progress: { pairs: number },
    ) {
      const store = await createEmbeddedStore(path.join(data, 'shop'), { compactAfterWrites: 7 });
      const orders = await store.collection<Order>('orders');
      const receipts = await store.collection<Receipt>('receipts');
      try {
        for (let n = 0; !stop();) {
          if (quiet()) {
            await sleep(10);
            continue;
          }
          await orders.insert({ id: `o${n}` });
          await receipts.insert({ id: `r${n}`, order: `o${n}` });
          n += 1;
          progress.pairs = n;
        }
      } finally {
        await store.close();
      }
    }

    beforeEach(async () => {
      // Copied between the orders and the receipts, so that writes land between their copies.
      await mkdir(path.join(data, 'shop'));
      await writeFile(path.join(data, 'shop', 'p-big.bin'), Buffer.alloc(16 * 1024 * 1024, 1));
    });

    it('when writes go on during the first copy and then pause, then the backup is one moment of the data: every receipt has its order', async () => {
      let done = false;
      let backupStartedAt = Infinity;
      const progress = { pairs: 0 };
      const writer = writeUntil(
        () => done,
        () => Date.now() - backupStartedAt > 60,
        progress,
      );
      await expect.poll(() => progress.pairs).toBeGreaterThanOrEqual(10);

      backupStartedAt = Date.now();
      const folder = await backUpDataFolder(data, backups).finally(() => {
        done = true;
      });
      await writer;

      const copy = await createEmbeddedStore(path.join(folder, 'shop'));
      const orders = await (await copy.collection<Order>('orders')).find();
      const receipts = await (await copy.collection<Receipt>('receipts')).find();
      await copy.close();
      const ordered = new Set(orders.map(({ id }) => id));
      expect(receipts.length).toBeGreaterThanOrEqual(10);
      expect(receipts.filter(({ order }) => !ordered.has(order))).toEqual([]);
    });

    it('when the data never stops changing, then the backup refuses after its attempts and leaves nothing behind', async () => {
      const store = await createEmbeddedStore(path.join(data, 'shop'));
      const orders = await store.collection<Order>('orders');
      let written = 0;
      // A write lands during every copy, whatever the machine's speed.
      const writeDuringCopy = async () => {
        written += 1;
        await orders.insert({ id: `o${written}` });
      };

      const attempt = backUpDataFolder(data, backups, {
        attempts: 2,
        afterCopy: writeDuringCopy,
      }).finally(() => store.close());

      await expect(attempt).rejects.toThrow(
        /kept changing while it was copied \(2 times\), so no backup was made\. Try again, or stop the product/,
      );
      expect(written).toBe(2);
      expect(await readdir(backups)).toEqual([]);
    });
  });
});
