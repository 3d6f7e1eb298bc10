// The benchmark: the product's gateway against a bare node:http server and a plain Express 5
// server that answer the very same bytes on the same paths, driven one after the other by
// autocannon with the same settings. The figures only mean something as ratios within one run
// (see README.md). Traffic goes to 127.0.0.1 only.
//
//   npm run bench                        # from the repo root or load-tests/
//   BENCH_DURATION=5 BENCH_CONNECTIONS=20 npm run bench
//   BENCH_TARGET_URL=http://127.0.0.1:8080 npm run bench   # an already running gateway
import autocannon from 'autocannon';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { toFixtureFile, type Fixture } from './fixture-servers/fixtures';
import { freePort, httpGet, waitForReady } from './lib/http';
import { startTsProcess, runCommand, stopAll, waitForPort, type Child } from './lib/processes';
import { loadavg, ratiosTable, resultsTable, type Measurement } from './lib/report';

const repoRoot = resolve(import.meta.dirname, '..');
const routes = ['/api/games', '/api/games/counts'];
const PRODUCT = 'gateway';
const NODE_HTTP = 'node:http';
const EXPRESS = 'express';

interface Settings {
  connections: number;
  durationS: number;
  warmupS: number;
  startTimeoutS: number;
  /** Bench this running gateway instead of starting the product. */
  targetUrl: string | undefined;
  /** The product's entry point, relative to the repo root. */
  startEntry: string;
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

function readSettings(): Settings {
  const target = process.env.BENCH_TARGET_URL;
  return {
    connections: intFromEnv('BENCH_CONNECTIONS', 50, 1, 1_000),
    durationS: intFromEnv('BENCH_DURATION', 10, 1, 300),
    warmupS: intFromEnv('BENCH_WARMUP', 1, 0, 60),
    startTimeoutS: intFromEnv('BENCH_START_TIMEOUT', 120, 1, 600),
    targetUrl: target ? loopbackUrl(target) : undefined,
    startEntry: process.env.BENCH_START_ENTRY || 'scripts/start.ts',
  };
}

const webBuilt = () => existsSync(join(repoRoot, 'web', 'dist', 'index.html'));
const BUILD_TIMEOUT_S = 300;

let currentLoad: autocannon.Instance | undefined;
let workDir: string | undefined;
let cleaningUp: Promise<void> | undefined;

function cleanup(): Promise<void> {
  cleaningUp ??= (async () => {
    currentLoad?.stop();
    await stopAll();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  })();
  return cleaningUp;
}

async function startProduct(settings: Settings): Promise<{ baseUrl: string; child: Child }> {
  if (!webBuilt()) {
    console.log('web/dist is missing: npm run build');
    await runCommand('npm', ['run', 'build'], { cwd: repoRoot, timeoutMs: BUILD_TIMEOUT_S * 1000 });
  }
  const port = await freePort();
  const dataDir = join(workDir!, 'data');
  mkdirSync(dataDir);
  // The embedded default: a fresh data folder, no external store or queue.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  delete env.MONGO_URL;
  delete env.REDIS_URL;
  console.log(
    `starting the product: node --import tsx ${settings.startEntry} (PORT=${port}, DATA_DIR=${dataDir})`,
  );
  const child = startTsProcess('product', settings.startEntry, { cwd: repoRoot, env, echo: true });
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = Date.now();
  await waitForReady(baseUrl, settings.startTimeoutS * 1000, child.exited).catch((error: Error) => {
    throw new Error(`${error.message}\n--- last output of the product ---\n${child.tail()}`);
  });
  console.log(`product ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { baseUrl, child };
}

/** The exact bytes and content type the gateway answers on each route. */
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
    const again = await httpGet(baseUrl + route);
    if (!again.body.equals(res.body))
      console.warn(`  warning: GET ${route} changes between two requests`);
    const contentType = res.contentType ?? 'application/octet-stream';
    fixtures.set(route, { contentType, body: res.body });
    console.log(`  GET ${route}: 200, ${contentType}, ${res.body.length} bytes`);
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

/** Every reference must answer byte for byte what the gateway answered. */
async function verifySameAnswers(name: string, baseUrl: string, fixtures: Map<string, Fixture>) {
  for (const [route, fixture] of fixtures) {
    const res = await httpGet(baseUrl + route);
    if (
      res.status !== 200 ||
      !res.body.equals(fixture.body) ||
      res.contentType !== fixture.contentType
    ) {
      throw new Error(
        `${name} does not answer GET ${route} like the gateway (status ${res.status}, ` +
          `${res.contentType}, ${res.body.length} bytes)`,
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

async function main(settings: Settings): Promise<number> {
  console.log(
    `bench: ${settings.connections} connections, ${settings.durationS} s per run` +
      (settings.warmupS ? ` after ${settings.warmupS} s warm-up` : '') +
      `, node ${process.version}, ${cpus().length} CPUs; routes ${routes.join(', ')}`,
  );
  console.log(`loadavg before: ${loadavg()}`);
  workDir = mkdtempSync(join(tmpdir(), 'venue-bench-'));

  let productUrl: string;
  if (settings.targetUrl) {
    productUrl = settings.targetUrl;
    console.log(`benchmarking the running gateway at ${productUrl} (BENCH_TARGET_URL)`);
    await waitForReady(productUrl, 10_000);
  } else {
    productUrl = (await startProduct(settings)).baseUrl;
  }

  const fixtures = await captureFixtures(productUrl);
  const fixturesFile = join(workDir, 'fixtures.json');
  writeFileSync(fixturesFile, JSON.stringify(toFixtureFile(fixtures)));
  const targets: Array<[string, string]> = [
    [NODE_HTTP, await startReference(NODE_HTTP, 'node-http.server.ts', fixturesFile)],
    [EXPRESS, await startReference(EXPRESS, 'express.server.ts', fixturesFile)],
    [PRODUCT, productUrl],
  ];
  for (const [name, url] of targets) await verifySameAnswers(name, url, fixtures);
  console.log('all targets answer the same bytes; load runs:');

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
  console.log(
    'req/s ratio < 1: the gateway serves fewer requests; p99 ratio > 1: its tail is slower.',
  );
  console.log(`loadavg after: ${loadavg()}`);

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
    const targetsCount = 3;
    const budgetS =
      (settings.targetUrl ? 10 : settings.startTimeoutS + (webBuilt() ? 0 : BUILD_TIMEOUT_S)) +
      60 +
      routes.length * targetsCount * (settings.durationS + settings.warmupS + 15);
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
