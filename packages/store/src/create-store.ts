/** Picks the store adapter from configuration: the embedded files by default, MongoDB when given. */
import { type EmbeddedStoreOptions, createEmbeddedStore } from './embedded.adapter';
import { createMongoStore } from './mongo.adapter';
import type { Store, StoreConfig } from './store.port';

/** `embedded` only applies to the embedded adapter (e.g. where repair warnings are logged). */
export function createStore(
  config: StoreConfig,
  embedded: EmbeddedStoreOptions = {},
): Promise<Store> {
  return config.kind === 'mongo'
    ? createMongoStore(config.url, config.database)
    : createEmbeddedStore(config.dir, embedded);
}
