// A kept page for visitors, alone and beside eight clients that send at it what anyone can send:
// an Authorization header that is no staff session, a Host of their own, query values the page
// does not have. None of that may render a page or keep one more, so the visitors' p95 should
// barely move (the eight add connections of their own, on the same two cores).
import autocannon from 'autocannon';
import { loadavg } from './report';

const page = '/games';
const hostileConnections = 8;

const randomWord = () => Math.random().toString(36).slice(2, 10);

let hostileSent = 0;
/** The next hostile request at the page: each kind in turn. */
function hostileRequest(request: autocannon.Request): autocannon.Request {
  hostileSent += 1;
  switch (hostileSent % 3) {
    case 0:
      return { ...request, path: page, headers: { ...request.headers, authorization: 'x' } };
    case 1:
      return {
        ...request,
        path: page,
        headers: { ...request.headers, host: `${randomWord()}.example` },
      };
    default:
      return { ...request, path: `${page}?category=${randomWord()}` };
  }
}

/** The 95th percentile of the visitors' answer times, from every answer. */
function p95(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? Number.NaN;
}

async function entriesKept(baseUrl: string, token: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/staff/status`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { edgeCache: { entries: number } }).edgeCache.entries;
}

/**
 * Visitors (`connections`) read the kept page for `durationS`, alone and then beside the eight
 * hostile clients. Prints both p95s, their ratio, what the hostile clients were answered and the
 * edge cache's entries before and after; answers the problems found (none: []).
 */
export async function pageBesideHostileClients(options: {
  baseUrl: string;
  token: string;
  connections: number;
  durationS: number;
  /** The load under way, for the bench to stop on Ctrl-C. */
  onLoad: (load: autocannon.Instance | undefined) => void;
}): Promise<string[]> {
  const { baseUrl, connections, durationS, onLoad } = options;
  const run = async (settings: autocannon.Options) => {
    const load = autocannon(settings);
    onLoad(load);
    const times: number[] = [];
    load.on('response', (_client, _status, _bytes, ms) => times.push(ms));
    return { load, times };
  };
  const visitors = async () => {
    const { load, times } = await run({ url: baseUrl + page, connections, duration: durationS });
    const result = await load;
    return { result, p95: p95(times), loadavg: loadavg().split(' ').slice(0, 3).join(' ') };
  };

  const warmUp = await run({ url: baseUrl + page, connections, duration: 1 });
  await warmUp.load;
  const entriesBefore = await entriesKept(baseUrl, options.token);
  const alone = await visitors();
  const hostile = await run({
    url: baseUrl + page,
    connections: hostileConnections,
    duration: durationS + 5,
    requests: [{ setupRequest: hostileRequest }],
  });
  // The eight are under way before the visitors start, and until after they end.
  await new Promise((done) => setTimeout(done, 1000));
  const beside = await visitors();
  hostile.load.stop();
  const attack = await hostile.load;
  onLoad(undefined);
  const entriesAfter = await entriesKept(baseUrl, options.token);

  const ratio = beside.p95 / alone.p95;
  console.log(
    `kept page beside hostile clients: GET ${page}, ${connections} visitor connections, p95 ` +
      `${alone.p95.toFixed(1)} ms alone, ${beside.p95.toFixed(1)} ms beside ${hostileConnections} ` +
      `hostile connections (Authorization: x, a random Host, a made-up ?category=): ` +
      `${ratio.toFixed(2)}x; visitors ${Math.round(alone.result.requests.average)} and ` +
      `${Math.round(beside.result.requests.average)} req/s; the hostile clients sent ` +
      `${attack.requests.total} (${attack['2xx']} 2xx, ${attack['3xx']} 3xx, ${attack['4xx']} 4xx, ` +
      `${attack['5xx']} 5xx); edge cache entries ${entriesBefore} before, ${entriesAfter} after; ` +
      `loadavg at the end of each: ${alone.loadavg}, ${beside.loadavg}`,
  );
  const problems: string[] = [];
  for (const [label, { result }] of [
    ['alone', alone],
    ['beside', beside],
  ] as const) {
    if (result.errors > 0 || result.non2xx > 0)
      problems.push(`the visitors ${label}: errors or non-2xx answers`);
  }
  if (attack['5xx'] > 0 || attack.errors > 0) problems.push('the hostile clients: errors or 5xx');
  if (entriesAfter > entriesBefore) problems.push('the hostile clients: entries were kept');
  return problems;
}
