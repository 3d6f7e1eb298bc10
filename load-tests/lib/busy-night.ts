// A tournament night: visitors read the board and the pages that show it while staff enter scores
// and edit what the home page shows. Each score drops the board's answers and the pages made from
// them, each edit the home page; the reads must not wait on what the writes cost.
import { Agent } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import autocannon from 'autocannon';
import { httpGet, type Response } from './http';
import { loadavg } from './report';
import { startVisitors } from './visitors';

/** What visitors read on a busy night, each by a third of the connections. */
const busyReads = ['/api/leaderboard', '/leaderboard', '/'];
/** The pages a score drops, read first after each score. */
const boardPages = ['/leaderboard', '/kiosk'];
const scoresPerSecond = 20;
const editsPerSecond = 2;
/** How long the visitors in their own process are given to start before anything is timed. */
const visitorsSettleMs = 3_000;
/** The reads' p99 a busy night must stay under, and the first read of a page after a change. */
export const busyReadP99TargetMs = 100;
export const pageAfterChangeP99TargetMs = 50;

/** What a visitor's browser asks for (Chrome's Accept-Encoding): pages and reads come compressed. */
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const shortLoadavg = () => loadavg().split(' ').slice(0, 3).join(' ');

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

/** Latencies' median, p99 and max, in ms, with one decimal. */
function summary(latencies: number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const ms = (value: number) => value.toFixed(1);
  return `p50 ${ms(percentile(sorted, 0.5))} / p99 ${ms(percentile(sorted, 0.99))} / max ${ms(sorted.at(-1) ?? Number.NaN)} ms`;
}

interface StaffWriter {
  score(): Promise<number>;
  edit(): Promise<number>;
}

/**
 * Staff's writes for the night: a score for a game of the catalogue (today, by one of a few
 * players), and an edit of what the home page shows, in turn an upcoming event's description and
 * a game's. Each resolves with its latency in ms, or throws on an answer that is not a success.
 */
async function staffWriter(baseUrl: string, token: string): Promise<StaffWriter> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const read = async <T>(path: string): Promise<T> => {
    const response = await fetch(baseUrl + path, { headers });
    if (!response.ok) throw new Error(`bench: GET ${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const names = await read<string[]>('/api/games/list');
  const [game] =
    await read<
      Array<{ id: string; name: string; manufacturer: string; year: number; description: string }>
    >('/api/games/pinball');
  const event = (
    await read<Array<Record<string, unknown> & { id: string; recurrence?: unknown }>>(
      '/api/events/upcoming?limit=20',
    )
  ).find((candidate) => candidate.recurrence === undefined);
  if (!game || !event || names.length === 0)
    throw new Error('bench: no game or one-date upcoming event to edit');

  const send = async (method: string, path: string, body: unknown, expected: number) => {
    const started = performance.now();
    const response = await fetch(baseUrl + path, { method, headers, body: JSON.stringify(body) });
    await response.arrayBuffer();
    if (response.status !== expected)
      throw new Error(`bench: ${method} ${path} answered ${response.status}`);
    return performance.now() - started;
  };
  let scores = 0;
  let edits = 0;
  return {
    score: () => {
      scores += 1;
      return send(
        'POST',
        '/api/leaderboard/scores',
        {
          gameName: names[scores % names.length],
          playerName: `Night player ${scores % 40}`,
          score: 1_000 + scores * 37,
        },
        201,
      );
    },
    edit: () => {
      edits += 1;
      const note = `Edited on a busy night (${edits}).`;
      if (edits % 2 === 0) {
        return send(
          'PUT',
          `/api/games/${game.id}`,
          {
            category: 'pinball',
            name: game.name,
            manufacturer: game.manufacturer,
            year: game.year,
            description: note,
          },
          200,
        );
      }
      return send(
        'PUT',
        `/api/events/${event.id}`,
        {
          title: event.title,
          date: event.date,
          time: event.time ?? '',
          location: event.location,
          description: note,
          cost: event.cost ?? '',
          registrationUrl: event.registrationUrl ?? '',
          featured: event.featured,
          kind: event.kind,
        },
        200,
      );
    },
  };
}

/** Runs `write` `perSecond` times a second, on time whether or not the last one is done. */
function paced(perSecond: number, write: () => Promise<number>) {
  const latencies: number[] = [];
  const failures: string[] = [];
  const pending = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const done = write().then(
      (ms) => void latencies.push(ms),
      (error: Error) => void failures.push(error.message),
    );
    pending.add(done);
    void done.finally(() => pending.delete(done));
  }, 1000 / perSecond);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      return { latencies, failures };
    },
  };
}

export interface BusyNightOptions {
  baseUrl: string;
  token: string;
  connections: number;
  durationS: number;
  /** The load under way, for the bench to stop on Ctrl-C. */
  onLoad: (load: autocannon.Instance | undefined) => void;
}

/**
 * Visitors read the board, its page and the home page (`connections` in all, a third each) while
 * staff enter 20 scores and make 2 other edits a second. Prints each read's req/s, p50 and p99,
 * the writes' latencies and the loadavg before and during; answers the problems found.
 */
export async function busyNight(options: BusyNightOptions): Promise<string[]> {
  const { baseUrl, connections, durationS, onLoad } = options;
  const writer = await staffWriter(baseUrl, options.token);
  const before = shortLoadavg();
  const split = busyReads.map((path, index) => ({
    path,
    connections:
      Math.floor(connections / busyReads.length) + (index < connections % busyReads.length ? 1 : 0),
  }));
  const reads = (seconds: number) =>
    split.map(({ path, connections: share }) =>
      autocannon({
        url: baseUrl + path,
        connections: share,
        duration: seconds,
        headers: browserHeaders,
      }),
    );
  await Promise.all(reads(1));
  const countsBefore = await edgeCacheCounts(baseUrl, options.token);
  const scores = paced(scoresPerSecond, () => writer.score());
  const edits = paced(editsPerSecond, () => writer.edit());
  const loads = reads(durationS);
  onLoad(loads[0]);
  let during = '';
  const sampled = setTimeout(() => (during = shortLoadavg()), (durationS * 1000) / 2);
  const results = await Promise.all(loads);
  clearTimeout(sampled);
  const end = shortLoadavg();
  onLoad(undefined);
  const [scored, edited] = await Promise.all([scores.stop(), edits.stop()]);
  const countsAfter = await edgeCacheCounts(baseUrl, options.token);

  const problems: string[] = [];
  const lines = results.map((result, index) => {
    const { path } = split[index]!;
    if (result.errors > 0 || result.non2xx > 0)
      problems.push(`busy night: GET ${path} had errors or non-2xx answers`);
    const met = result.latency.p99 < busyReadP99TargetMs ? 'under' : 'OVER';
    return (
      `${path} ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} / ` +
      `p99 ${result.latency.p99} ms (${met} ${busyReadP99TargetMs} ms; ${result.errors} errors, ` +
      `${result.non2xx} non-2xx)`
    );
  });
  for (const [label, { failures }] of [
    ['scores', scored],
    ['edits', edited],
  ] as const) {
    if (failures.length > 0) {
      const reasons = [...new Set(failures)].slice(0, 3).join('; ');
      problems.push(`busy night: ${failures.length} ${label} failed (${reasons})`);
    }
  }
  console.log(
    `busy night: ${connections} connections reading ${busyReads.join(', ')} (a third each) for ` +
      `${durationS} s while staff enter ${scoresPerSecond} scores and make ${editsPerSecond} ` +
      `other edits a second: ${lines.join('; ')}; scores ${scored.latencies.length} ` +
      `(${summary(scored.latencies)}, ${scored.failures.length} failed), edits ` +
      `${edited.latencies.length} (${summary(edited.latencies)}, ${edited.failures.length} ` +
      `failed); pages rendered ${countsAfter.rendered - countsBefore.rendered}, answered as the ` +
      `last render made them while the next was under way ` +
      `${countsAfter.previousPages - countsBefore.previousPages}; ` +
      `loadavg ${before} before, ${during} half-way, ${end} at the end`,
  );
  return problems;
}

/** The gateway's edge cache counts, as the staff status gives them. */
async function edgeCacheCounts(baseUrl: string, token: string) {
  const response = await fetch(`${baseUrl}/api/staff/status`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (
    (await response.json()) as {
      edgeCache: { invalidations: number; rendered: number; previousPages: number };
    }
  ).edgeCache;
}

const invalidations = async (baseUrl: string, token: string) =>
  (await edgeCacheCounts(baseUrl, token)).invalidations;

/** What is wrong with a board page's answer, if anything: it must be a whole page, brotli'd. */
function notAPage(response: Response): string | undefined {
  if (response.status !== 200) return `answered ${response.status}`;
  if (response.contentEncoding !== 'br')
    return `came ${response.contentEncoding ?? 'uncompressed'}`;
  const html = brotliDecompressSync(response.body).toString('utf8');
  return html.trimEnd().endsWith('</html>') ? undefined : 'was not a whole page';
}

/**
 * The first read of each page a score drops (`/leaderboard`, `/kiosk`), after each of `samples`
 * scores once the gateway has heard it, while `connections` visitors read the home page (kept
 * throughout). Each read is timed to its last byte as sent, as autocannon times the busy night's
 * reads, over a connection kept between reads as a browser keeps it; the page is decoded after.
 * `fetch` decoded the brotli as it came, on this process's thread pool, on the two cores the
 * product and the visitors keep busy: reads the gateway had answered in 5-8 ms were timed at
 * 70-87 ms. Prints each page's p50, p99 and max; answers the problems found.
 */
export async function pageAfterChange(
  options: BusyNightOptions & { samples: number },
): Promise<string[]> {
  const { baseUrl, token } = options;
  const writer = await staffWriter(baseUrl, token);
  for (const page of boardPages) {
    await fetch(baseUrl + page, { headers: browserHeaders }).then((res) => res.arrayBuffer());
  }
  const before = shortLoadavg();
  // In a process of their own: here, their answers would keep this loop, which times the pages,
  // busy (lib/visitors.ts).
  const visitors = startVisitors('visitors of /', {
    url: `${baseUrl}/`,
    headers: browserHeaders,
    connections: options.connections,
    duration: 600,
  });
  await new Promise((done) => setTimeout(done, visitorsSettleMs));
  const latencies = new Map(boardPages.map((page) => [page, [] as number[]]));
  const problems: string[] = [];
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let n = 0; n < options.samples; n += 1) {
      const heard = await invalidations(baseUrl, token);
      await writer.score();
      while ((await invalidations(baseUrl, token)) === heard) {
        await new Promise((done) => setTimeout(done, 2));
      }
      for (const page of boardPages) {
        const started = performance.now();
        const response = await httpGet(baseUrl + page, 5_000, { agent, headers: browserHeaders });
        latencies.get(page)!.push(performance.now() - started);
        const problem = notAPage(response);
        if (problem) problems.push(`GET ${page} ${problem}`);
      }
    }
  } catch (error) {
    await visitors.kill();
    throw error;
  }
  agent.destroy();
  const result = await visitors.stop();
  const end = shortLoadavg();
  const lines = [...latencies].map(([page, times]) => {
    const p99 = percentile(
      [...times].sort((a, b) => a - b),
      0.99,
    );
    const met = p99 < pageAfterChangeP99TargetMs ? 'under' : 'OVER';
    return `${page} ${summary(times)} (${met} ${pageAfterChangeP99TargetMs} ms)`;
  });
  console.log(
    `page after a change: the first read of each page a score drops, after each of ` +
      `${options.samples} scores once the gateway heard it, while ${options.connections} ` +
      `connections read / from another process (${Math.round(result.requestsPerSecond)} req/s, ` +
      `p99 ${result.p99Ms} ms): ${lines.join('; ')}; loadavg ${before} before, ${end} at the end`,
  );
  if (result.errors > 0 || result.non2xx > 0)
    problems.push('page after a change: the visitors had errors or non-2xx answers');
  return problems;
}
