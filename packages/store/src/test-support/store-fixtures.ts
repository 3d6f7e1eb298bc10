/**
 * The places for data that the contract suites run each adapter on: a temporary directory for
 * the embedded store, a fresh database for MongoDB (dropped afterwards).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { createEmbeddedStore } from '../embedded.adapter';
import { createMongoStore } from '../mongo.adapter';
import type { StoreFixture } from '../store.contract';

export async function embeddedFixture(): Promise<StoreFixture> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'store-contract-'));
  return {
    open: () => createEmbeddedStore(dir),
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}

export function mongoFixture(url: string): () => Promise<StoreFixture> {
  return async () => {
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
  };
}
