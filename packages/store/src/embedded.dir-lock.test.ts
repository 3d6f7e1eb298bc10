import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmbeddedStore } from './embedded.adapter';
import { lockDirectory } from './embedded.dir-lock';

describe('embedded store directory lock', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'store-lock-'));
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('when the directory is already open in this process, then a second open rejects until the first closes', async () => {
    const first = await createEmbeddedStore(dir);

    await expect(createEmbeddedStore(dir)).rejects.toThrow(/already open in this process/);
    await first.close();
    const second = await createEmbeddedStore(dir);
    await second.close();
  });

  it('when another running process holds the lock, then opening rejects naming it', async () => {
    await writeFile(path.join(dir, '.lock'), `${process.ppid}\n`);

    await expect(createEmbeddedStore(dir)).rejects.toThrow(`in use by process ${process.ppid}`);
  });

  it('when the lock was left by a process that is gone, then the store takes it over', async () => {
    const gone = spawn(process.execPath, ['-e', '']);
    await once(gone, 'close');
    await writeFile(path.join(dir, '.lock'), `${gone.pid}\n`);

    const store = await createEmbeddedStore(dir);

    await expect(store.ping()).resolves.toBeUndefined();
    await store.close();
  });

  it('when the locked directory was moved away and another process locked the one now at its path, then release leaves that lock alone', async () => {
    const store = path.join(dir, 'store');
    const lock = await lockDirectory(store);
    await rename(store, path.join(dir, 'moved'));
    await mkdir(store);
    await writeFile(path.join(store, '.lock'), `${process.ppid}\n`);

    await lock.release();

    expect(await readFile(path.join(store, '.lock'), 'utf8')).toBe(`${process.ppid}\n`);
  });
});
