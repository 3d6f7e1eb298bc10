import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '@venue/service-kit/config';
import { startS3Server, type S3Server } from '@venue/test-helpers/s3-server';
import { tempDir } from '@venue/test-helpers/service-harness';
import { galleryEnvSchema } from '../src/gallery.service';
import { openObjectStore } from '../src/object-store.config';
import type { ObjectStore } from '../src/object-store.port';
import { expectErrorBody, startGallery } from './gallery-harness';
import { pngImage } from './test-images';

/** The gallery's settings choose its object store; a wrong one stops the start, naming it. */
let dataDir: string | undefined;
let server: S3Server | undefined;
let objects: ObjectStore | undefined;
afterEach(async () => {
  await objects?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  objects = server = dataDir = undefined;
});

const problemsOf = (env: Record<string, string>) => {
  try {
    parseEnv(galleryEnvSchema, env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('choosing the object store', () => {
  it('when no object store variable is set, then objects are files under DATA_DIR/objects', async () => {
    dataDir = await tempDir('objects-config');
    objects = await openObjectStore(parseEnv(galleryEnvSchema, {}), dataDir);

    await objects.put('photo', Buffer.from('bytes'));

    expect(await readdir(path.join(dataDir, 'objects'))).toEqual(['photo']);
  });

  it('when OBJECT_STORE is s3 with its bucket, then objects go to the bucket, under S3_KEY_PREFIX', async () => {
    dataDir = await tempDir('objects-config');
    server = await startS3Server();
    const env = parseEnv(galleryEnvSchema, {
      OBJECT_STORE: 's3',
      S3_ENDPOINT: server.endpoint,
      S3_BUCKET: server.bucket,
      S3_KEY_PREFIX: 'venue/gallery/',
      S3_ACCESS_KEY_ID: server.accessKeyId,
      S3_SECRET_ACCESS_KEY: server.secretAccessKey,
    });
    objects = await openObjectStore(env, dataDir);

    await objects.put('photo', Buffer.from('bytes'));

    expect(await server.keys()).toEqual(['venue/gallery/photo']);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('when the variables are wrong, then every problem is listed at once', () => {
    expect(
      problemsOf({
        OBJECT_STORE: 's3',
        S3_ENDPOINT: 'ftp://storage.example',
        S3_FORCE_PATH_STYLE: 'yes',
        S3_KEY_PREFIX: '/gallery',
        S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      }),
    ).toEqual([
      'S3_ENDPOINT: must be an http(s) address',
      'S3_KEY_PREFIX: must be names each ended by /, such as gallery/',
      'S3_FORCE_PATH_STYLE: must be true or false',
      'S3_BUCKET: is required with OBJECT_STORE=s3',
      "S3_SECRET_ACCESS_KEY: is required with S3_ACCESS_KEY_ID (or leave both blank for the SDK's own)",
    ]);
    expect(problemsOf({ OBJECT_STORE: 'bucket' })).toEqual(['OBJECT_STORE: must be folder or s3']);
    expect(problemsOf({ S3_BUCKET: 'venue-images', S3_SECRET_ACCESS_KEY: 'secret' })).toEqual([
      'OBJECT_STORE: is folder (the default) while S3_BUCKET is set: set OBJECT_STORE=s3 to keep the objects in the bucket, or leave S3_BUCKET blank',
      "S3_ACCESS_KEY_ID: is required with S3_SECRET_ACCESS_KEY (or leave both blank for the SDK's own)",
    ]);
    expect(problemsOf({ OBJECT_STORE: 's3', S3_BUCKET: 'Venue_Images' })).toEqual([
      'S3_BUCKET: must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
    ]);
  });

  it('when OBJECT_STORE is s3 without a bucket, then the gallery does not start, naming it', async () => {
    dataDir = await tempDir('objects-config');

    const failure = startGallery({ dataDir, objects: 'folder', env: { OBJECT_STORE: 's3' } });

    await expect(failure).rejects.toBeInstanceOf(ConfigError);
    await expect(failure).rejects.toThrow(/gallery: S3_BUCKET: is required with OBJECT_STORE=s3/);
  });
});

describe('the gallery on a bucket', () => {
  it('when the bucket stops answering, then the gallery is not ready and an image is a 500, not a 404', async () => {
    const gallery = await startGallery({ objects: 's3' });
    try {
      const url = await gallery.uploadUrl();
      expect((await gallery.put(url, await pngImage(), 'image/png')).status).toBe(201);
      const objectPath = url.split('?')[0]!;
      expect((await gallery.api(objectPath)).status).toBe(200);
      expect((await gallery.api('/readyz')).status).toBe(200);

      await gallery.objects.stop();

      expect((await gallery.api('/readyz')).status).toBe(503);
      await expectErrorBody(await gallery.api(objectPath), 500);
    } finally {
      await gallery.close();
    }
  });
});
