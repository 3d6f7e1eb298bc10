import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startS3Server } from '@venue/test-helpers/s3-server';
import { localObjectStore } from '../src/object-store.local';
import { s3ObjectStore } from '../src/object-store.s3';
import { runObjectStoreContract } from './object-store.contract';

runObjectStoreContract('folder', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'objects-contract-'));
  const root = path.join(dir, 'objects');
  return {
    open: () => localObjectStore(root),
    breakPlace: () => rm(root, { recursive: true, force: true }),
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
});

runObjectStoreContract('s3 (s3rver)', async () => {
  const server = await startS3Server();
  return {
    open: async () =>
      s3ObjectStore({
        endpoint: server.endpoint,
        region: server.region,
        bucket: server.bucket,
        keyPrefix: 'gallery/',
        forcePathStyle: true,
        credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
      }),
    breakPlace: () => server.stop(),
    dispose: () => server.stop(),
  };
});
