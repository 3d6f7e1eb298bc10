import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { describe } from 'vitest';
import { createEmbeddedStore } from './embedded.adapter';
import { createMongoStore } from './mongo.adapter';
import { runStoreContract } from './store.contract';

const mongoUrl = process.env.MONGO_URL;

runStoreContract('embedded', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'store-contract-'));
  return {
    open: () => createEmbeddedStore(dir),
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
});

describe.skipIf(!mongoUrl)('store contract: mongo (set MONGO_URL to run)', () => {
  const url = mongoUrl ?? '';
  runStoreContract('mongo', async () => {
    const database = `store_contract_${randomUUID().replaceAll('-', '')}`;
    return {
      open: () => createMongoStore(url, database),
      dispose: async () => {
        const client = await mongoose.createConnection(url).asPromise();
        try {
          await client.useDb(database).dropDatabase();
        } finally {
          await client.close();
        }
      },
    };
  });
});
