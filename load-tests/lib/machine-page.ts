// A machine's page (`/games/{slug}`, the QR code's address) as the edge keeps it: a miss on the
// first read, a hit on the next, and a status change that shows on the read after it (a hit when
// the gateway made the page again ahead of it, as it does for a page read lately), told by the
// gateway's own counters on its metrics port.
import autocannon from 'autocannon';
import { httpGet } from './http';

interface EdgeCounts {
  hits: number;
  misses: number;
}

async function edgeCounts(metricsUrl: string): Promise<EdgeCounts> {
  const text = (await httpGet(`${metricsUrl}/metrics`)).body.toString('utf8');
  const counter = (name: string) => {
    const line = text.split('\n').find((row) => row.startsWith(`venue_edge_cache_${name}_total{`));
    if (!line)
      throw new Error(`bench: ${metricsUrl}/metrics has no venue_edge_cache_${name}_total`);
    return Number(line.slice(line.lastIndexOf(' ') + 1));
  };
  return { hits: counter('hits'), misses: counter('misses') };
}

/** One read of the page: its status, time, what the edge did and whether `text` is on it. */
async function readPage(baseUrl: string, metricsUrl: string, path: string, text: string) {
  const before = await edgeCounts(metricsUrl);
  const started = performance.now();
  const response = await httpGet(baseUrl + path);
  const ms = performance.now() - started;
  const after = await edgeCounts(metricsUrl);
  const hit = after.hits === before.hits + 1 && after.misses === before.misses;
  return {
    status: response.status,
    ms,
    hit,
    shows: response.body.toString('utf8').includes(text),
  };
}

async function setOutOfOrder(baseUrl: string, token: string, slug: string, outOfOrder: boolean) {
  const response = await fetch(`${baseUrl}/api/machines/${encodeURIComponent(slug)}/out-of-order`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ outOfOrder, note: outOfOrder ? 'Bench: flipper coil' : '' }),
  });
  if (!response.ok) throw new Error(`bench: the out-of-order flag answered ${response.status}`);
}

/** A machine that is working: nothing open on it, not flagged. */
async function workingMachine(baseUrl: string): Promise<string> {
  const statuses = JSON.parse(
    (await httpGet(`${baseUrl}/api/machines/status`)).body.toString('utf8'),
  ) as Array<{
    slug: string;
    status: string;
  }>;
  const working = statuses.find((machine) => machine.status === 'working');
  if (!working) throw new Error('bench: no machine is working, so none can be flagged and cleared');
  return working.slug;
}

/**
 * Reads a working machine's page twice, loads it, flags the machine out of order and reads it twice more, then
 * clears the flag and reads it once. Prints each step; answers the problems found (none: []).
 */
export async function checkMachinePage(options: {
  baseUrl: string;
  metricsUrl: string;
  token: string;
  connections: number;
  durationS: number;
}): Promise<string[]> {
  const { baseUrl, metricsUrl, token } = options;
  const slug = await workingMachine(baseUrl);
  const path = `/games/${encodeURIComponent(slug)}`;
  const problems: string[] = [];
  /** `hit` undefined: either, as long as the page shows `text`. */
  const step = async (label: string, text: string, expected: { hit?: boolean }) => {
    const read = await readPage(baseUrl, metricsUrl, path, text);
    console.log(
      `  ${label.padEnd(34)} ${read.status}, ${read.hit ? 'edge hit ' : 'edge miss'}, ` +
        `${read.ms.toFixed(1)} ms, shows "${text}": ${read.shows ? 'yes' : 'no'}`,
    );
    if (read.status !== 200) problems.push(`${label}: answered ${read.status}`);
    if (expected.hit !== undefined && read.hit !== expected.hit)
      problems.push(`${label}: expected an edge ${expected.hit ? 'hit' : 'miss'}`);
    if (!read.shows) problems.push(`${label}: "${text}" is not on the page`);
  };

  console.log(`machine page ${path} (server-rendered, kept by the edge cache):`);
  await step('first read', 'Working', { hit: false });
  await step('second read', 'Working', { hit: true });
  const loaded = await autocannon({
    url: baseUrl + path,
    connections: options.connections,
    duration: options.durationS,
  });
  console.log(
    `  ${'load'.padEnd(34)} ${Math.round(loaded.requests.average)} req/s, p50 ` +
      `${loaded.latency.p50} ms, p99 ${loaded.latency.p99} ms, ${loaded.non2xx} non-2xx`,
  );
  if (loaded.errors > 0 || loaded.non2xx > 0) problems.push('load: errors or non-2xx answers');
  await setOutOfOrder(baseUrl, token, slug, true);
  await step('after staff flag it out of order', 'Out of Order', {});
  await step('the read after', 'Out of Order', { hit: true });
  await setOutOfOrder(baseUrl, token, slug, false);
  await step('after the flag is cleared', 'Working', {});
  return problems;
}
