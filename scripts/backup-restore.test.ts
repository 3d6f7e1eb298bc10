import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readSampleData, writeSampleData } from '@venue/store/test-support/data-folder';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** `npm run <script> -- args` from the repository, as a person runs it. */
async function npmRun(script: string, args: string[], env: Record<string, string>) {
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
    cwd: repoRoot,
    env: { ...process.env, MONGO_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const [code] = (await once(child, 'close')) as [number | null];
  return { code, stdout, stderr };
}

describe('npm run backup and npm run restore', () => {
  let dir: string;
  let data: string;
  let backups: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'venue-backup-cli-'));
    data = path.join(dir, 'data');
    backups = path.join(dir, 'backups');
    await mkdir(data);
    await writeSampleData(data);
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('when a backup is made and restored into another data folder, then each prints where and the data there is equal', async () => {
    const backup = await npmRun('backup', [], { DATA_DIR: data, BACKUP_DIR: backups });

    expect(backup.code).toBe(0);
    const [folder] = await readdir(backups);
    expect(backup.stdout).toBe(`Backed up ${data} to ${path.join(backups, folder as string)}\n`);

    const restored = path.join(dir, 'restored');
    const restore = await npmRun('restore', [path.join(backups, folder as string)], {
      DATA_DIR: restored,
    });

    expect(restore.code).toBe(0);
    expect(restore.stdout).toBe(
      `Restored ${path.join(backups, folder as string)} into ${restored}.\n`,
    );
    expect(await readSampleData(restored)).toEqual(await readSampleData(data));
  });

  it('when restore gets no folder or MongoDB is configured, then it fails saying what to do', async () => {
    const usage = await npmRun('restore', [], { DATA_DIR: data });
    const mongo = await npmRun('backup', [], { DATA_DIR: data, MONGO_URL: 'mongodb://db:27017' });

    expect(usage).toMatchObject({ code: 1, stderr: 'Usage: npm run restore -- <backup folder>\n' });
    expect(mongo.code).toBe(1);
    expect(mongo.stderr).toMatch(
      /MONGO_URL: is set, so the data is in MongoDB.*mongodump per service database/,
    );
  });
});
