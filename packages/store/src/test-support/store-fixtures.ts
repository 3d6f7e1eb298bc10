/**
 * The places for data that the contract suites (src/contract/) run each adapter on: a temporary
 * directory for the embedded store, a fresh database for MongoDB (dropped afterwards).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { afterEach, beforeEach, describe } from 'vitest';
import { createEmbeddedStore } from '../embedded.adapter';
import { createMongoStore } from '../mongo.adapter';
import type { Store } from '../store.port';

/** One empty place for data that can be opened, closed and opened again. */
export interface StoreFixture {
  /** Opens a store on the fixture's data; after close() it can be opened again. */
  open(): Promise<Store>;
  /** Removes the fixture's data; every store opened on it is closed by then. */
  dispose(): Promise<void>;
}

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

const mongoUrl = process.env.MONGO_URL;

/**
 * Runs a contract suite against every adapter: the embedded store always, MongoDB when
 * `MONGO_URL` is set (inside `<title>: mongo (set MONGO_URL to run)`, skipped otherwise).
 */
export function runOnEveryAdapter(
  title: string,
  run: (adapterName: string, createFixture: () => Promise<StoreFixture>) => void,
): void {
  run('embedded', embeddedFixture);

  describe.skipIf(!mongoUrl)(`${title}: mongo (set MONGO_URL to run)`, () => {
    run('mongo', mongoFixture(mongoUrl ?? ''));
  });
}

/**
 * A fresh fixture for each test of the suite; the function returned opens a store on it (again,
 * after a close, as a restart does). After each test every store it opened is closed and the
 * fixture disposed.
 */
export function openStoresPerTest(
  createFixture: () => Promise<StoreFixture>,
): () => Promise<Store> {
  let fixture: StoreFixture;
  const opened: Store[] = [];

  beforeEach(async () => {
    fixture = await createFixture();
  });

  afterEach(async () => {
    for (const each of opened.splice(0)) await each.close();
    await fixture.dispose();
  });

  return async function openStore() {
    const next = await fixture.open();
    opened.push(next);
    return next;
  };
}
