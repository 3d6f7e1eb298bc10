import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from '@venue/test-helpers/s3-server';
import { tempDir } from '@venue/test-helpers/service-harness';
import { localObjectStore } from '../src/object-store.local';
import type { ObjectStore } from '../src/object-store.port';
import { s3ObjectStore, type S3Settings } from '../src/object-store.s3';

/** What the S3 adapter does beyond the contract: the bucket's faults are faults, and its keys. */
let server: S3Server;
const opened: ObjectStore[] = [];
beforeEach(async () => {
  server = await startS3Server();
});
afterEach(async () => {
  for (const each of opened.splice(0)) await each.close();
  await server.stop();
});

const settingsOf = (s3: S3Server): S3Settings => ({
  endpoint: s3.endpoint,
  region: s3.region,
  bucket: s3.bucket,
  keyPrefix: '',
  forcePathStyle: true,
  credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
});
const open = (changes: Partial<S3Settings> = {}) => {
  const objects = s3ObjectStore({ ...settingsOf(server), ...changes });
  opened.push(objects);
  return objects;
};

describe('the S3 adapter', () => {
  it('when the key pair is not the bucket’s, then ping and put are refused and nothing is stored', async () => {
    const objects = open({ credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'not-it' } });

    await expect(objects.ping()).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    await expect(objects.put('photo', Buffer.from('bytes'))).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
    });
    expect(await server.keys()).toEqual([]);
  });

  it('when the bucket does not exist, then ping and read fail rather than find nothing', async () => {
    const objects = open({ bucket: 'no-such-bucket' });

    await expect(objects.ping()).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await expect(objects.read('photo')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await expect(objects.open('photo')).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });

  it('when the bucket’s server is down, then read and open fail rather than find nothing', async () => {
    const objects = open();
    await objects.put('photo', Buffer.from('bytes'));

    await server.stop();

    await expect(objects.read('photo')).rejects.toThrow();
    await expect(objects.open('photo')).rejects.toThrow();
  });

  it('when a key prefix is set, then each object is stored under the prefix and its key', async () => {
    await open({ keyPrefix: 'venue/gallery/' }).put('photo', Buffer.from('one'));
    await open().put('photo', Buffer.from('two'));

    expect(await server.keys()).toEqual(['photo', 'venue/gallery/photo']);
    expect(await open({ keyPrefix: 'venue/gallery/' }).read('photo')).toEqual(Buffer.from('one'));
  });

  it('when a folder’s files are copied into the bucket under the prefix by another program, then the adapter reads each one', async () => {
    const dataDir = await tempDir('objects-move');
    const folder = await localObjectStore(path.join(dataDir, 'objects'));
    const images = { 'a1b2-original': Buffer.from('original'), 'a1b2-w480': Buffer.from('w480') };
    for (const [key, bytes] of Object.entries(images)) await folder.put(key, bytes);

    // What `aws s3 sync DATA_DIR/objects s3://bucket/gallery/` does: each file, named as it is.
    for (const file of await readdir(path.join(dataDir, 'objects'))) {
      await server.place(`gallery/${file}`, await readFile(path.join(dataDir, 'objects', file)));
    }

    const bucket = open({ keyPrefix: 'gallery/' });
    for (const [key, bytes] of Object.entries(images)) {
      expect(await bucket.read(key)).toEqual(bytes);
    }
    await rm(dataDir, { recursive: true, force: true });
  });
});
