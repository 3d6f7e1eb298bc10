// A kept page for visitors, alone and beside eight clients that send at it what anyone can send:
// an Authorization header that is no staff session, a Host of their own, query values the page
// does not have. None of that may render a page or keep one more, so the eight should cost the
// visitors no more than eight more visitors do (any eight connections take their share of the
// same two cores).
import autocannon from 'autocannon';
import { loadavg } from './report';

const page = '/games';
const extraConnections = 8;

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
 * Visitors (`connections`) read the kept page for `durationS`: alone, beside eight more visitor
 * connections (what any eight connections cost them, on these two cores), and beside the eight
 * hostile clients. Prints each p95 and its ratio to the first, what the hostile clients were
 * answered and the edge cache's entries before and after; answers the problems found (none: []).
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

  /** The visitors' run while eight other connections send `requests` at the page. */
  const besideEight = async (requests: autocannon.Options['requests']) => {
    const others = await run({
      url: baseUrl + page,
      connections: extraConnections,
      duration: durationS + 5,
      requests,
    });
    // The eight are under way before the visitors start, and until after they end.
    await new Promise((done) => setTimeout(done, 1000));
    const measured = await visitors();
    others.load.stop();
    return { ...measured, others: await others.load };
  };

  const warmUp = await run({ url: baseUrl + page, connections, duration: 1 });
  await warmUp.load;
  const entriesBefore = await entriesKept(baseUrl, options.token);
  const alone = await visitors();
  const ordinary = await besideEight(undefined);
  const hostile = await besideEight([{ setupRequest: hostileRequest }]);
  onLoad(undefined);
  const entriesAfter = await entriesKept(baseUrl, options.token);

  const figures = (run: { p95: number; result: autocannon.Result }) =>
    `${run.p95.toFixed(1)} ms (${(run.p95 / alone.p95).toFixed(2)}x, ` +
    `${Math.round(run.result.requests.average)} req/s)`;
  const { others: attack } = hostile;
  console.log(
    `kept page beside hostile clients: GET ${page}, ${connections} visitor connections, p95 ` +
      `${alone.p95.toFixed(1)} ms alone (${Math.round(alone.result.requests.average)} req/s); ` +
      `${figures(ordinary)} beside ${extraConnections} more visitor connections; ` +
      `${figures(hostile)} beside ${extraConnections} hostile connections (Authorization: x, ` +
      `a random Host, a made-up ?category=), which sent ${attack.requests.total} ` +
      `(${attack['2xx']} 2xx, ${attack['3xx']} 3xx, ${attack['4xx']} 4xx, ${attack['5xx']} 5xx); ` +
      `edge cache entries ${entriesBefore} before, ${entriesAfter} after; loadavg at the end of ` +
      `each: ${alone.loadavg}; ${ordinary.loadavg}; ${hostile.loadavg}`,
  );
  const problems: string[] = [];
  for (const [label, { result }] of [
    ['alone', alone],
    ['beside more visitors', ordinary],
    ['beside the hostile clients', hostile],
  ] as const) {
    if (result.errors > 0 || result.non2xx > 0)
      problems.push(`the visitors ${label}: errors or non-2xx answers`);
  }
  if (attack['5xx'] > 0 || attack.errors > 0) problems.push('the hostile clients: errors or 5xx');
  if (entriesAfter > entriesBefore) problems.push('the hostile clients: entries were kept');
  return problems;
}
