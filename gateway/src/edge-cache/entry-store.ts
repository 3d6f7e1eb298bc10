/**
 * The kept entries, least recently used first, within a size bound; and each event's generation,
 * bumped at each publication, so an answer fetched across one is not kept.
 */
import type { EventDefinition } from '@venue/contracts/messages';
import type { Logger } from '@venue/service-kit/logger';
import type { Entry } from './entry';
import type { EdgeCacheStats } from './stats';

/** Each event's generation when an answer began to be fetched or made. */
export type Mark = ReadonlyMap<EventDefinition<unknown>, number>;

export function createEntryStore(options: {
  /** The size bound of everything kept. */
  maxBytes: number;
  logger: Logger;
  /** Counts entries, bytes, invalidations and evictions here. */
  stats: EdgeCacheStats;
}) {
  const { maxBytes, logger, stats } = options;
  const entries = new Map<string, Entry>();
  const droppedListeners = new Set<(dropped: Entry[]) => void>();
  const generations = new Map<EventDefinition<unknown>, number>();
  let hearing = false;

  const bump = (event: EventDefinition<unknown>) => {
    generations.set(event, (generations.get(event) ?? 0) + 1);
  };

  /** Least recently used first: a hit moves its entry to the end. */
  const evictOverBound = () => {
    for (const oldest of entries.values()) {
      if (stats.bytes <= maxBytes) break;
      remove(oldest);
      stats.evictions += 1;
    }
    stats.entries = entries.size;
  };

  const remove = (entry: Entry) => {
    if (entries.get(entry.key) !== entry) return;
    entries.delete(entry.key);
    stats.bytes -= entry.size;
    stats.entries = entries.size;
  };

  return {
    /** Whether events can be heard: while they cannot, nothing is kept. */
    hearing: () => hearing,

    mark: (): Mark => new Map(generations),

    /** How many times these events have been published: moves on when any of them is. */
    generationOf: (events: Iterable<EventDefinition<unknown>>) => {
      let sum = 0;
      for (const event of events) sum += generations.get(event) ?? 0;
      return sum;
    },

    changedSince: (before: Mark, events: Iterable<EventDefinition<unknown>>) =>
      [...events].some((event) => (generations.get(event) ?? 0) !== (before.get(event) ?? 0)),

    keep(entry: Entry) {
      // Kept while no event can be heard, an entry would outlive the change that should drop it.
      if (!hearing || entry.size > maxBytes) return;
      const previous = entries.get(entry.key);
      if (previous) remove(previous);
      entries.set(entry.key, entry);
      stats.bytes += entry.size;
      evictOverBound();
    },

    /** A kept entry grew by a copy made for a client (its size counts it already). */
    grew(entry: Entry, bytes: number) {
      if (entries.get(entry.key) !== entry) return;
      stats.bytes += bytes;
      evictOverBound();
    },

    /** The live entry under a key, or none (an expired one is dropped). */
    live(key: string) {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > Date.now()) return entry;
      if (entry) remove(entry);
      return undefined;
    },

    /** Marks a hit as the most recently used. */
    touch(entry: Entry) {
      entry.usedAt = Date.now();
      entries.delete(entry.key);
      entries.set(entry.key, entry);
    },

    /** Tells `listener` of the entries each published event drops (not of those a gap drops). */
    whenDropped(listener: (dropped: Entry[]) => void): () => void {
      droppedListeners.add(listener);
      return () => droppedListeners.delete(listener);
    },

    invalidate(event: EventDefinition<unknown>, requestId: string | undefined) {
      bump(event);
      const dropped: Entry[] = [];
      for (const entry of [...entries.values()]) {
        if (entry.events.has(event)) {
          remove(entry);
          dropped.push(entry);
        }
      }
      stats.invalidations += 1;
      logger.debug(
        { event: event.name, dropped: dropped.length, requestId, ...stats },
        'edge cache: invalidated',
      );
      if (dropped.length > 0) for (const listener of droppedListeners) listener(dropped);
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
