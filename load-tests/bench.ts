// The benchmark: the product's gateway (edge cache hits, and misses forced by a second product
// started without the cache) against a bare node:http server and a plain Express 5 server that
// answer the very same bytes on the same paths, for every public read route the services
// declare cacheable, driven one after the other by autocannon with the same settings. Then the
// latency of staff writes alone and under a read load. The figures only mean something as
// ratios within one run (see README.md). Traffic goes to 127.0.0.1 only.
//
//   npm run bench                        # from the repo root or load-tests/
//   npm run bench -- --games 10000       # with 10,000 games in the catalogue
//   npm run bench -- --scale             # on three years of a busy venue's data (lib/scale-seed.ts)
//   BENCH_DURATION=5 BENCH_CONNECTIONS=20 npm run bench
//   BENCH_TARGET_URL=http://127.0.0.1:8080 npm run bench   # an already running gateway (hits only)
import autocannon from 'autocannon';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fixtureHeaders, toFixtureFile, type Fixture } from './fixture-servers/fixtures';
import { freePort, httpGet, waitForReady } from './lib/http';
import { startTsProcess, runCommand, stopAll, waitForPort, type Child } from './lib/processes';
import { loadavg, ratiosTable, resultsTable, rssTable, type Measurement } from './lib/report';
import { watchRss } from './lib/memory';
import { embeddedEntry, embeddedEnv, embeddedNodeFlags } from '../scripts/lib/embedded-runtime';
import { seedGames, signIn, writeLatencies } from './lib/staff-writes';
import { checkMachinePage } from './lib/machine-page';
import { pageBesideHostileClients } from './lib/hostile-clients';
import { busyNight, pageAfterChange } from './lib/busy-night';
import { startFakeOpenMeteo } from '@venue/test-helpers/fake-weather';
import { declaredReadPaths, selectedPaths, withSamples } from './lib/read-routes';
import { scaleCounts, seedScale } from './lib/scale-seed';
import { upcomingLimitMax } from '@venue/contracts/events';

const repoRoot = resolve(import.meta.dirname, '..');
/** BENCH_ROUTES: only these declared paths (comma-separated), e.g. to run the other lines. */
const readPaths = selectedPaths(declaredReadPaths(), process.env.BENCH_ROUTES);
/** The read paths with sample parameters, once a product can say which exist. */
let routes: string[] = [];
const PRODUCT = 'gateway';
/** The same product whose edge cache keeps nothing: every read goes to its service. */
const MISS = 'gateway-miss';
const NODE_HTTP = 'node:http';
const EXPRESS = 'express';
const staffAdmin = { username: 'benchadmin', password: 'bench-admin-password' };

interface Settings {
  connections: number;
  durationS: number;
  warmupS: number;
  startTimeoutS: number;
  /** Bench this running gateway instead of starting the product. */
  targetUrl: string | undefined;
  /** The product's entry point, relative to the repo root. */
  startEntry: string;
  /** Games to put in the catalogue before measuring (0: the seeded ~50). */
  games: number;
  /** Seed three years of data first (`--scale`). */
  scale: boolean;
}

function intFromEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

/** Only loopback: the bench must never send load anywhere else. */
function loopbackUrl(raw: string): string {
  const url = new URL(raw);
  if (url.protocol !== 'http:') throw new Error(`BENCH_TARGET_URL must be http://, got ${raw}`);
  if (url.hostname === 'localhost') url.hostname = '127.0.0.1';
  if (url.hostname !== '127.0.0.1') {
    throw new Error(`BENCH_TARGET_URL must point at 127.0.0.1 (or localhost), got ${raw}`);
  }
  return url.origin;
}

/** `--games N` on the command line, or BENCH_GAMES. */
function gamesSetting(): number {
  const flag = process.argv.indexOf('--games');
  const raw = flag >= 0 ? process.argv[flag + 1] : process.env.BENCH_GAMES;
  if (raw === undefined || raw === '') return 0;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 100_000) {
    throw new Error(`--games must be an integer from 0 to 100000, got "${raw}"`);
  }
  return value;
}

function readSettings(): Settings {
  const target = process.env.BENCH_TARGET_URL;
  return {
    games: gamesSetting(),
    scale: process.argv.includes('--scale') || process.env.BENCH_SCALE === '1',
    connections: intFromEnv('BENCH_CONNECTIONS', 50, 1, 1_000),
    durationS: intFromEnv('BENCH_DURATION', 10, 1, 300),
    warmupS: intFromEnv('BENCH_WARMUP', 1, 0, 60),
    startTimeoutS: intFromEnv('BENCH_START_TIMEOUT', 120, 1, 600),
    targetUrl: target ? loopbackUrl(target) : undefined,
    startEntry: process.env.BENCH_START_ENTRY || embeddedEntry,
  };
}

const webBuilt = () =>
  existsSync(join(repoRoot, 'web', 'dist', 'client', 'index.html')) &&
  existsSync(join(repoRoot, 'web', 'dist', 'server', 'entry-server.js'));
const BUILD_TIMEOUT_S = 300;
const SEED_TIMEOUT_S = 600;
/** How long the products idle after the load before their RSS is read again. */
const rssSettleS = 10;
/** Scores after each of which the pages they drop are read. */
const pageAfterChangeSamples = 100;

let currentLoad: autocannon.Instance | undefined;
let workDir: string | undefined;
let weatherProvider: Awaited<ReturnType<typeof startFakeOpenMeteo>> | undefined;
let cleaningUp: Promise<void> | undefined;

function cleanup(): Promise<void> {
  cleaningUp ??= (async () => {
    currentLoad?.stop();
    await stopAll();
    await weatherProvider?.close();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  })();
  return cleaningUp;
}

async function startProduct(
  settings: Settings,
  name: string,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<{ baseUrl: string; metricsUrl: string; child: Child }> {
  if (!webBuilt()) {
    console.log('web/dist is missing: npm run build');
    await runCommand('npm', ['run', 'build'], { cwd: repoRoot, timeoutMs: BUILD_TIMEOUT_S * 1000 });
  }
  if (settings.startEntry === embeddedEntry) {
    // As npm start does: built again only if its sources changed.
    await runCommand(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts'], {
      cwd: repoRoot,
      timeoutMs: BUILD_TIMEOUT_S * 1000,
    });
  }
  const port = await freePort();
  const metricsPort = await freePort();
  const dataDir = join(workDir!, `data-${name}`);
  mkdirSync(dataDir, { recursive: true });
  // The embedded default: a fresh data folder, no external store or queue; a known admin so the
  // bench can add games and time writes.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    STAFF_ADMIN_USERNAME: staffAdmin.username,
    STAFF_ADMIN_PASSWORD: staffAdmin.password,
    LOGIN_LIMIT_PER_IP: '1000',
    METRICS_PORT: String(metricsPort),
    ...embeddedEnv,
    // Nothing outside answers here: the weather comes from a stand-in on loopback.
    ...(weatherProvider && { OPEN_METEO_URL: weatherProvider.url }),
    ...extraEnv,
  };
  delete env.MONGO_URL;
  delete env.REDIS_URL;
  console.log(
    `starting the product (${name}): node ${embeddedNodeFlags.join(' ')} ` +
      `${settings.startEntry} (PORT=${port}, DATA_DIR=${dataDir})`,
  );
  const child = startTsProcess(name, settings.startEntry, {
    cwd: repoRoot,
    env,
    echo: true,
    nodeFlags: embeddedNodeFlags,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = Date.now();
  await waitForReady(baseUrl, settings.startTimeoutS * 1000, child.exited).catch((error: Error) => {
    throw new Error(`${error.message}\n--- last output of the product ---\n${child.tail()}`);
  });
  console.log(`product ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // A product that ends before the bench stops it invalidates every figure after: say why.
  void child.exited.then((how) => {
    if (!cleaningUp) console.error(`bench: ${name} exited (${how})\n${child.tail()}`);
  });
  return { baseUrl, metricsUrl: `http://127.0.0.1:${metricsPort}`, child };
}

/**
 * Waits until the product has what its reads show once it has settled: a weather reading, the AI
 * content of every upcoming event the AI page lists (written just after start) and a status for
 * every machine (built from the catalogue and the floor after start). Answers an event and a
 * machine to read.
 */
async function readyForReads(
  baseUrl: string,
): Promise<{ eventId: string; machine: { slug: string; gameName: string } }> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const [weather, upcoming, enhanced, counts, machines] = await Promise.all(
      [
        '/api/weather',
        `/api/events/upcoming?limit=${upcomingLimitMax}`,
        '/api/ai/events/enhanced',
        '/api/games/counts',
        '/api/machines/status',
      ].map((path) => httpGet(baseUrl + path)),
    );
    const listed = JSON.parse(upcoming!.body.toString('utf8')) as Array<{ id: string }>;
    const written = new Set(
      (JSON.parse(enhanced!.body.toString('utf8')) as Array<{ event: { id: string } }>).map(
        (entry) => entry.event.id,
      ),
    );
    const missing = listed.filter((event) => !written.has(event.id)).length;
    const games = Object.values(
      JSON.parse(counts!.body.toString('utf8')) as Record<string, number>,
    ).reduce((sum, count) => sum + count, 0);
    const statuses = JSON.parse(machines!.body.toString('utf8')) as Array<{
      slug: string;
      gameName: string;
    }>;
    const machine = statuses[0];
    if (
      weather!.status === 200 &&
      listed.length > 0 &&
      missing === 0 &&
      machine &&
      statuses.length === games
    ) {
      return { eventId: listed[0]!.id, machine };
    }
    if (Date.now() > deadline) {
      throw new Error(
        `${baseUrl} has no weather reading (${weather!.status}), no AI content for ${missing} ` +
          `of its ${listed.length} upcoming events or not every machine's status ` +
          `(${statuses.length} of ${games}) after 120 s`,
      );
    }
    await new Promise((done) => setTimeout(done, 500));
  }
}

/**
 * The exact bytes, content type and headers the gateway answers on each route: those of the
 * second read, a cache hit (the first may be the miss that fills the entry).
 */
async function captureFixtures(baseUrl: string): Promise<Map<string, Fixture>> {
  const fixtures = new Map<string, Fixture>();
  for (const route of routes) {
    const res = await httpGet(baseUrl + route);
    if (res.status !== 200) {
      throw new Error(
        `GET ${route} answered ${res.status}: ${res.body.toString('utf8').slice(0, 300)}`,
      );
    }
    if (res.contentEncoding)
      throw new Error(`GET ${route} came back encoded (${res.contentEncoding})`);
    const hit = await httpGet(baseUrl + route);
    if (!hit.body.equals(res.body))
      console.warn(`  warning: GET ${route} changes between two requests`);
    const contentType = hit.contentType ?? 'application/octet-stream';
    const headers = fixtureHeaders(hit.rawHeaders);
    fixtures.set(route, { contentType, headers, body: hit.body });
    console.log(
      `  GET ${route}: 200, ${contentType}, ${hit.body.length} bytes, ${headers.length} headers`,
    );
  }
  return fixtures;
}

async function startReference(name: string, file: string, fixturesFile: string): Promise<string> {
  const child = startTsProcess(name, join(import.meta.dirname, 'fixture-servers', file), {
    cwd: repoRoot,
    env: { ...process.env, FIXTURES_FILE: fixturesFile, PORT: '0' },
    ipc: true,
  });
  const port = await waitForPort(child, 30_000);
  return `http://127.0.0.1:${port}`;
}

/**
 * Every reference must answer byte for byte what the gateway answered, and the bare node:http
 * one with the very headers of the gateway's hit. The product without a cache holds the same
 * games under other ids (random, of the same length): the same size will do.
 */
async function verifySameAnswers(name: string, baseUrl: string, fixtures: Map<string, Fixture>) {
  for (const [route, fixture] of fixtures) {
    const res = await httpGet(baseUrl + route);
    const same =
      name === MISS ? res.body.length === fixture.body.length : res.body.equals(fixture.body);
    const sameHeaders =
      name !== NODE_HTTP ||
      JSON.stringify(fixtureHeaders(res.rawHeaders)) === JSON.stringify(fixture.headers);
    if (res.status !== 200 || !same || !sameHeaders || res.contentType !== fixture.contentType) {
      throw new Error(
        `${name} does not answer GET ${route} like the gateway (status ${res.status}, ` +
          `${res.contentType}, ${res.body.length} bytes, headers ${res.rawHeaders.length / 2})`,
      );
    }
  }
}

async function load(
  url: string,
  connections: number,
  durationS: number,
): Promise<autocannon.Result> {
  const instance = autocannon({ url, connections, duration: durationS, timeout: 10 });
  currentLoad = instance;
  try {
    return await instance;
  } finally {
    currentLoad = undefined;
  }
}

/** `--scale`: three years written into the gateway's data folder, and a copy for the other. */
async function seedBothProducts(): Promise<void> {
  const dataDir = join(workDir!, `data-${PRODUCT}`);
  console.log(`seeding three years of data (${JSON.stringify(scaleCounts)}) into ${dataDir}`);
  const started = Date.now();
  const timings = await seedScale(dataDir);
  // cp -a keeps the gallery's hard links: a few real images, not 15,000 copies.
  await runCommand('cp', ['-a', dataDir, join(workDir!, `data-${MISS}`)], {
    cwd: repoRoot,
    timeoutMs: SEED_TIMEOUT_S * 1000,
  });
  console.log(
    `  seeded in ${((Date.now() - started) / 1000).toFixed(1)} s (${Object.entries(timings)
      .map(([part, seconds]) => `${part} ${seconds.toFixed(1)} s`)
      .join(', ')}), copied for ${MISS}`,
  );
}

async function main(settings: Settings): Promise<number> {
  console.log(
    `bench: ${settings.connections} connections, ${settings.durationS} s per run` +
      (settings.warmupS ? ` after ${settings.warmupS} s warm-up` : '') +
      `, node ${process.version}, ${cpus().length} CPUs, ` +
      `${settings.games ? `${settings.games} games` : 'the seeded games'}` +
      `${settings.scale ? ', three years of data (--scale)' : ''}; routes ${readPaths.join(', ')}`,
  );
  console.log(`loadavg before: ${loadavg()}`);
  workDir = mkdtempSync(join(tmpdir(), 'venue-bench-'));

  let productUrl: string;
  let missUrl: string | undefined;
  let productMetricsUrl: string | undefined;
  /** Each started product's process group, for its RSS. */
  const groups: Record<string, number> = {};
  if (settings.targetUrl) {
    productUrl = settings.targetUrl;
    console.log(`benchmarking the running gateway at ${productUrl} (BENCH_TARGET_URL)`);
    await waitForReady(productUrl, 10_000);
  } else {
    weatherProvider = await startFakeOpenMeteo();
    if (settings.scale) await seedBothProducts();
    const product = await startProduct(settings, PRODUCT);
    // The same product without its edge cache: every request is a miss.
    const missing = await startProduct(settings, MISS, { EDGE_CACHE_MAX_MB: '0' });
    productUrl = product.baseUrl;
    productMetricsUrl = product.metricsUrl;
    missUrl = missing.baseUrl;
    for (const { child } of [product, missing]) {
      if (child.process.pid !== undefined) groups[child.name] = child.process.pid;
    }
    if (settings.games > 0) {
      for (const url of [productUrl, missUrl]) {
        const seconds = await seedGames(url, staffAdmin, settings.games);
        console.log(`  ${url}: ${settings.games} games imported in ${seconds.toFixed(1)} s`);
      }
    }
  }

  const { eventId, machine } = await readyForReads(productUrl);
  if (missUrl) await readyForReads(missUrl);
  routes = withSamples(
    readPaths,
    { category: 'pinball', id: eventId, slug: machine.slug },
    { '/api/machine-reports/open': { game: machine.gameName } },
  );
  const fixtures = await captureFixtures(productUrl);
  const fixturesFile = join(workDir, 'fixtures.json');
  writeFileSync(fixturesFile, JSON.stringify(toFixtureFile(fixtures)));
  const targets: Array<[string, string]> = [
    [NODE_HTTP, await startReference(NODE_HTTP, 'node-http.server.ts', fixturesFile)],
    [EXPRESS, await startReference(EXPRESS, 'express.server.ts', fixturesFile)],
    [PRODUCT, productUrl],
    ...(missUrl ? [[MISS, missUrl] as [string, string]] : []),
  ];
  for (const [name, url] of targets) await verifySameAnswers(name, url, fixtures);
  console.log('all targets answer the same bytes; load runs:');
  const rss = watchRss(groups);

  const measurements: Measurement[] = [];
  for (const route of routes) {
    for (const [target, baseUrl] of targets) {
      if (settings.warmupS > 0) await load(baseUrl + route, settings.connections, settings.warmupS);
      const result = await load(baseUrl + route, settings.connections, settings.durationS);
      const measurement: Measurement = {
        target,
        route,
        requestsPerSecond: result.requests.average,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        errors: result.errors,
        non2xx: result.non2xx,
        total: result.requests.total,
      };
      measurements.push(measurement);
      console.log(
        `  ${target.padEnd(9)} ${route.padEnd(18)} ${Math.round(measurement.requestsPerSecond)} req/s, ` +
          `p99 ${measurement.p99Ms} ms, loadavg ${loadavg().split(' ').slice(0, 3).join(' ')}`,
      );
    }
  }

  console.log(`\n${resultsTable(measurements)}\n`);
  console.log(`${ratiosTable(measurements, PRODUCT, [NODE_HTTP, EXPRESS])}\n`);
  if (missUrl) console.log(`${ratiosTable(measurements, MISS, [NODE_HTTP, EXPRESS])}\n`);
  console.log(
    'req/s ratio < 1: the gateway serves fewer requests; p99 ratio > 1: its tail is slower.',
  );

  const problems: string[] = [];
  if (productMetricsUrl) {
    const token = await signIn(productUrl, staffAdmin);
    problems.push(
      ...(await checkMachinePage({
        baseUrl: productUrl,
        metricsUrl: productMetricsUrl,
        token,
        connections: settings.connections,
        durationS: settings.durationS,
      })),
      ...(await pageBesideHostileClients({
        baseUrl: productUrl,
        token,
        connections: settings.connections,
        durationS: settings.durationS,
        onLoad: (load) => (currentLoad = load),
      })),
    );
  }

  if (missUrl) {
    // Writes one after another: alone, then while 50 connections read (hits; then misses).
    const readRoute = routes.find((route) => route.endsWith('/counts')) ?? routes[0]!;
    const underReads = async (baseUrl: string, label: string) => {
      const reads = autocannon({
        url: baseUrl + readRoute,
        connections: settings.connections,
        duration: settings.durationS,
      });
      currentLoad = reads;
      const latencies = await writeLatencies(baseUrl, staffAdmin, 40, label);
      reads.stop();
      await reads;
      currentLoad = undefined;
      return latencies;
    };
    const alone = await writeLatencies(productUrl, staffAdmin, 40, 'alone');
    const hits = await underReads(productUrl, 'under-hits');
    const misses = await underReads(missUrl, 'under-misses');
    console.log(
      `staff writes (POST /api/games, 40 one after another), median / p90: ` +
        `${alone.median} / ${alone.p90} ms alone; ${hits.median} / ${hits.p90} ms while ` +
        `${settings.connections} connections read ${readRoute} from the cache; ` +
        `${misses.median} / ${misses.p90} ms while they read it past the cache`,
    );
  }

  if (productMetricsUrl) {
    const token = await signIn(productUrl, staffAdmin);
    const night = {
      baseUrl: productUrl,
      token,
      connections: settings.connections,
      durationS: settings.durationS,
      onLoad: (load: autocannon.Instance | undefined) => (currentLoad = load),
    };
    problems.push(...(await busyNight(night)));
    problems.push(...(await pageAfterChange({ ...night, samples: pageAfterChangeSamples })));
  }

  if (Object.keys(groups).length > 0) {
    await new Promise((done) => setTimeout(done, rssSettleS * 1000));
    console.log(`\n${rssTable(rss.finish(), rssSettleS)}\n`);
  }
  console.log(`loadavg after: ${loadavg()}`);

  if (problems.length > 0) {
    console.error(`bench: ${problems.join('; ')}`);
    return 1;
  }
  const failed = measurements.filter((m) => m.errors > 0 || m.non2xx > 0);
  if (failed.length > 0) {
    console.error(
      `bench: errors or non-2xx answers in ${failed.map((m) => `${m.target} ${m.route}`).join(', ')}: ` +
        'the comparison is not valid',
    );
    return 1;
  }
  return 0;
}

async function run(): Promise<void> {
  let exitCode = 1;
  try {
    const settings = readSettings();
    const targetsCount = settings.targetUrl ? 3 : 4;
    const budgetS =
      (settings.targetUrl ? 10 : settings.startTimeoutS + (webBuilt() ? 0 : BUILD_TIMEOUT_S)) +
      (settings.scale ? SEED_TIMEOUT_S : 0) +
      60 +
      readPaths.length * targetsCount * (settings.durationS + settings.warmupS + 15) +
      // the games import, the timed writes and the idle wait for the RSS
      120 +
      rssSettleS +
      // the machine's page, and the kept page alone, beside more visitors and hostile clients
      5 * settings.durationS +
      // the busy night, and the pages read after each of the scores
      settings.durationS +
      pageAfterChangeSamples +
      15;
    setTimeout(() => {
      console.error(`bench: gave up after ${budgetS} s`);
      void cleanup().finally(() => process.exit(1));
    }, budgetS * 1000).unref();
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        console.error(`bench: ${signal}, stopping`);
        void cleanup().finally(() => process.exit(130));
      });
    }
    exitCode = await main(settings);
  } catch (error) {
    console.error(`bench: ${(error as Error).message}`);
  } finally {
    await cleanup();
  }
  process.exit(exitCode);
}

await run();
