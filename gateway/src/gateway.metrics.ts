import { Counter, Gauge } from 'prom-client';
import type { PartMetrics } from '@venue/service-kit/metrics';
import type { EdgeCache, EdgeCacheStats } from './edge-cache';

type Counted = Exclude<keyof EdgeCacheStats, 'entries' | 'bytes'>;

const counters: Record<Counted, string> = {
  hits: 'Cacheable public reads answered from the edge cache',
  misses: 'Cacheable public reads sent to their service',
  passedOn: "Services' answers other than 200 passed on and not kept",
  bypassed: 'Cacheable public reads sent to their service while the gateway could not hear events',
  invalidations: 'Events heard that made entries stale',
  alreadyDropped:
    "Events seen a second time (named by a write's answer, and heard): dropped for at the first",
  evictions: 'Entries dropped to stay within EDGE_CACHE_MAX_MB',
  rendered: 'Pages rendered to be kept (one render for everyone asking at once)',
  previousPages:
    'Pages answered as they were before a change while the render after it was under way',
};

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The edge cache's counts since the gateway started and what it keeps now, read at each scrape. */
export function watchEdgeCache(part: PartMetrics, edgeCache: EdgeCache) {
  for (const [stat, help] of Object.entries(counters) as Array<[Counted, string]>) {
    new Counter({
      name: `venue_edge_cache_${snakeCase(stat)}_total`,
      help,
      registers: [part.registry],
      collect() {
        this.reset();
        this.inc(edgeCache.stats()[stat]);
      },
    });
  }
  new Gauge({
    name: 'venue_edge_cache_entries',
    help: 'Answers the edge cache keeps',
    registers: [part.registry],
    collect() {
      this.set(edgeCache.stats().entries);
    },
  });
  new Gauge({
    name: 'venue_edge_cache_bytes',
    help: 'Bytes the edge cache keeps (each answer with its compressed copies)',
    registers: [part.registry],
    collect() {
      this.set(edgeCache.stats().bytes);
    },
  });
}
