/** Picks the store adapter from configuration: the embedded files by default, MongoDB when given. */
import { type EmbeddedStoreOptions, createEmbeddedStore } from './embedded.adapter';
import type { Store, StoreConfig } from './store.port';

/**
 * `embedded` only applies to the embedded adapter (e.g. where repair warnings are logged). The
 * Mongo adapter is loaded only when asked for: mongoose and its driver hold about 50 MB (a 17 MB
 * BSON buffer among it) that the embedded default never uses.
 */
export async function createStore(
  config: StoreConfig,
  embedded: EmbeddedStoreOptions = {},
): Promise<Store> {
  if (config.kind === 'embedded') return createEmbeddedStore(config.dir, embedded);
  const { createMongoStore } = await import('./mongo.adapter');
  return createMongoStore(config.url, config.database);
}
