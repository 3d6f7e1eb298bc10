/**
 * The kept entries, least recently used first, within a size bound; and each event's generation,
 * bumped at each publication, so an answer fetched across one is not kept.
 */
import type { EventDefinition } from '@venue/contracts/messages';
import type { Logger } from '@venue/service-kit/logger';
import type { Entry } from './entry';
import type { EdgeCacheStats } from './stats';

/** What the key of a page the gateway renders starts with (`documentKey`, web-app.ts). */
export const documentKeyPrefix = 'document ';

/** Each event's generation when an answer began to be fetched or made, and when that was. */
interface Mark {
  generations: ReadonlyMap<EventDefinition<unknown>, number>;
  at: number;
}

export function createEntryStore(options: {
  /** The size bound of everything kept. */
  maxBytes: number;
  logger: Logger;
  /** Counts entries, bytes, invalidations and evictions here. */
  stats: EdgeCacheStats;
  /** How long a stale page may still be answered while its next render is under way. */
  staleDocumentMs: number;
}) {
  const { maxBytes, logger, stats, staleDocumentMs } = options;
  const entries = new Map<string, Entry>();
  const generations = new Map<EventDefinition<unknown>, number>();
  let hearing = false;

  const bump = (event: EventDefinition<unknown>) =>
    generations.set(event, (generations.get(event) ?? 0) + 1);

  const remove = (entry: Entry) => {
    if (entries.get(entry.key) !== entry) return;
    entries.delete(entry.key);
    stats.bytes -= entry.size;
    stats.entries = entries.size;
  };

  return {
    /** Whether events can be heard: while they cannot, nothing is kept. */
    hearing: () => hearing,

    mark: (): Mark => ({ generations: new Map(generations), at: Date.now() }),

    changedSince: (before: Mark, events: Iterable<EventDefinition<unknown>>) =>
      [...events].some(
        (event) => (generations.get(event) ?? 0) !== (before.generations.get(event) ?? 0),
      ),

    keep(entry: Entry) {
      // Kept while no event can be heard, an entry would outlive the change that should drop it.
      if (!hearing || entry.size > maxBytes) return;
      const previous = entries.get(entry.key);
      if (previous) remove(previous);
      entries.set(entry.key, entry);
      stats.bytes += entry.size;
      // Least recently used first: a hit moves its entry to the end.
      for (const oldest of entries.values()) {
        if (stats.bytes <= maxBytes) break;
        remove(oldest);
        stats.evictions += 1;
      }
      stats.entries = entries.size;
    },

    /** The live entry under a key, or none (an expired one is dropped; a stale one is not live). */
    live(key: string) {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > Date.now())
        return entry.staleSince === undefined ? entry : undefined;
      if (entry) remove(entry);
      return undefined;
    },

    /** The stale page under a key that may still be answered, or none (one too old is dropped). */
    stale(key: string) {
      const entry = entries.get(key);
      if (entry?.staleSince === undefined) return undefined;
      if (Date.now() - entry.staleSince <= staleDocumentMs && entry.expiresAt > Date.now())
        return entry;
      remove(entry);
      return undefined;
    },

    /** Drops the stale page under a key: its next render said it is not to be kept as it was. */
    dropStale(key: string) {
      const entry = entries.get(key);
      if (entry?.staleSince !== undefined) remove(entry);
    },

    /** Marks a hit as the most recently used. */
    touch(entry: Entry) {
      entries.delete(entry.key);
      entries.set(entry.key, entry);
    },

    /**
     * Drops what the event makes stale; where the change `showsLate`, a page is kept as stale
     * instead, to be answered while its next render is under way.
     */
    invalidate(event: EventDefinition<unknown>, requestId: string | undefined, showsLate: boolean) {
      bump(event);
      let dropped = 0;
      const now = Date.now();
      for (const entry of [...entries.values()]) {
        if (!entry.events.has(event)) continue;
        if (
          entry.staleSince === undefined &&
          entry.key.startsWith(documentKeyPrefix) &&
          showsLate &&
          staleDocumentMs > 0
        ) {
          entry.staleSince = now;
        } else if (entry.staleSince === undefined || !showsLate) {
          remove(entry);
        }
        dropped += 1;
      }
      stats.invalidations += 1;
      logger.debug({ event: event.name, dropped, requestId, ...stats }, 'edge cache: invalidated');
    },

    hearingChanged(listening: boolean, events: Iterable<EventDefinition<unknown>>) {
      hearing = listening;
      // Whatever is kept may have missed an event: kept through a gap, or from before it.
      for (const event of events) bump(event);
      const dropped = entries.size;
      for (const entry of [...entries.values()]) remove(entry);
      if (listening) logger.info({ dropped }, 'edge cache: hearing events again; entries dropped');
      else logger.warn({ dropped }, 'edge cache: cannot hear events; reads go to the services');
    },
  };
}

export type EntryStore = ReturnType<typeof createEntryStore>;
