/**
 * `npm run audit:web [-- [--runs N] [--reports DIR] /path ...]`: Lighthouse (mobile, the default throttling) and
 * axe on every public and staff page (staff pages signed in), against the product started as
 * `npm start` starts it, on a free port with a temporary data folder and a stand-in weather
 * provider. A public page is audited five times (`--runs`): its row gives the median of each
 * figure and the performance scores' spread, and the command fails (exit 1) when a public page's
 * median performance is under 97. A staff page is audited once and only reported. The machine's
 * load average is printed beside the figures: on a busy machine the scores are lower and wider.
 * `--reports DIR` keeps each run's Lighthouse report (JSON: its trace's findings, e.g. what held
 * up the largest paint) as DIR/<page>-<run>.json.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import { startFakeOpenMeteo } from '@venue/test-helpers/fake-weather';
import { startProduct } from '@venue/test-helpers/product';
import { matchPath } from 'react-router-dom';
import { hasParams, sitePages, staffPages, type Page } from '../web/src/config/pages';

const repoRoot = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
/** The lowest median performance score a public page may have. */
const minimumPerformance = 97;
const admin = { username: 'auditadmin', password: 'audit-password-long-enough-1' };
const phone = { width: 390, height: 844 };

type Target = { path: string; signedIn: boolean; gated: boolean };

/** One Lighthouse run's figures. */
type Run = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsGzipKb: number;
  /** Why Lighthouse gave no figures (it does not audit a page answered with an error status). */
  lighthouseError?: string;
};

/** A page's figures: each the median of its runs, with the performance scores' spread. */
type Row = Run & {
  page: string;
  gated: boolean;
  runs: number;
  performanceMin: number;
  performanceMax: number;
  /** The one-minute load average when the page's runs ended. */
  load: number;
  axe: string[];
};

const publicTargets: Target[] = [
  ...Object.values<Page>(sitePages).map((page) => ({
    path: page.path,
    signedIn: false,
    gated: true,
  })),
  // Lighthouse gives no figures for a page answered 404: audited for axe.
  { path: '/no-such-page', signedIn: false, gated: false },
];
const staffTargets: Target[] = Object.values<Page>(staffPages).map((page) => ({
  path: page.path,
  signedIn: page.access !== 'public',
  gated: false,
}));

const { values: options, positionals: chosen } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, reports: { type: 'string' } },
  allowPositionals: true,
});
const runsPerPage = Number(options.runs);
if (!Number.isInteger(runsPerPage) || runsPerPage < 1) {
  process.stderr.write(`audit:web: --runs must be a whole number from 1, not "${options.runs}"\n`);
  process.exit(2);
}
const targets = [...publicTargets, ...staffTargets].filter(
  (target) => chosen.length === 0 || chosen.includes(target.path),
);

/** The bytes of each script the page loaded, gzipped (level 6) as a server would send them. */
async function scriptGzipBytes(urls: string[]): Promise<number> {
  const sizes = await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
      return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 6 }).length;
    }),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

const load = () => Number(os.loadavg()[0]?.toFixed(2));

/** The middle value (of an even count, the mean of the two middle ones). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Each figure's median over the runs: a page's row. */
function summarise(runs: Run[]): Run & { performanceMin: number; performanceMax: number } {
  const of = (figure: keyof Omit<Run, 'lighthouseError'>) => median(runs.map((run) => run[figure]));
  const performances = runs.map((run) => run.performance);
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcpMs: Math.round(of('lcpMs')),
    tbtMs: Math.round(of('tbtMs')),
    cls: Number(of('cls').toFixed(3)),
    jsGzipKb: of('jsGzipKb'),
    performanceMin: Math.min(...performances),
    performanceMax: Math.max(...performances),
  };
}

async function runLighthouse(
  port: number,
  url: string,
  signedIn: boolean,
  reportFile: string | undefined,
): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // A signed-in page keeps the session the browser holds; a public one starts cold.
    disableStorageReset: signedIn,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (reportFile) await writeFile(reportFile, JSON.stringify(result.lhr, null, 1));
  const { categories, audits, runtimeError } = result.lhr;
  const requests = (audits['network-requests']?.details as { items?: unknown[] } | undefined)
    ?.items as { url: string; resourceType?: string }[] | undefined;
  const scripts = (requests ?? [])
    .filter((request) => request.resourceType === 'Script' && request.url.startsWith('http'))
    .map((request) => request.url);
  return {
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    seo: score(categories.seo?.score),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    jsGzipKb: Number(((await scriptGzipBytes(scripts)) / 1024).toFixed(1)),
    ...(runtimeError && { lighthouseError: `${runtimeError.code}: ${runtimeError.message}` }),
  };
}

/** The serious and critical axe rules the page breaks, at a phone's and a desktop's width. */
async function runAxe(context: BrowserContext, url: string): Promise<string[]> {
  const source = await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  const rules = new Set<string>();
  for (const viewport of [phone, { width: 1280, height: 900 }]) {
    const page = await context.newPage();
    await page.setViewportSize(viewport);
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.evaluate(source);
    const violations = await page.evaluate(async () => {
      const axe = (globalThis as unknown as { axe: { run: () => Promise<unknown> } }).axe;
      const results = (await axe.run()) as { violations: { id: string; impact: string }[] };
      return results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id);
    });
    violations.forEach((id) => rules.add(id));
    await page.close();
  }
  return [...rules].sort();
}

function printTable(rows: Row[]) {
  const header = [
    'page',
    'runs',
    'perf',
    'perf min-max',
    'a11y',
    'best pr.',
    'SEO',
    'LCP ms',
    'TBT ms',
    'CLS',
    'JS gzip kB',
    'axe s/c',
    'load 1m',
  ];
  const lines = rows.map((row) => [
    row.page,
    String(row.runs),
    ...(row.lighthouseError
      ? Array<string>(9).fill('-')
      : [
          String(row.performance),
          `${row.performanceMin}-${row.performanceMax}`,
          String(row.accessibility),
          String(row.bestPractices),
          String(row.seo),
          String(row.lcpMs),
          String(row.tbtMs),
          row.cls.toFixed(3),
          row.jsGzipKb.toFixed(1),
        ]),
    String(row.axe.length),
    row.load.toFixed(2),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const format = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  process.stdout.write(
    `\nFigures are each page's median over its runs (perf min-max: the spread of its scores).\n`,
  );
  process.stdout.write(`\n${format(header)}\n`);
  process.stdout.write(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|\n`);
  for (const line of lines) process.stdout.write(`${format(line)}\n`);
  const unaudited = rows.filter((row) => row.lighthouseError);
  if (unaudited.length > 0) {
    process.stdout.write('\nLighthouse gave no figures (axe ran):\n');
    for (const row of unaudited) process.stdout.write(`  ${row.page}: ${row.lighthouseError}\n`);
  }
  const broken = rows.filter((row) => row.axe.length > 0);
  if (broken.length > 0) {
    process.stdout.write('\naxe serious or critical rules:\n');
    for (const row of broken) process.stdout.write(`  ${row.page}: ${row.axe.join(', ')}\n`);
  }
}

/**
 * Where a page is audited: its path, or for a page with parameters (`/games/:slug`) the first of
 * its addresses the sitemap lists.
 */
async function addressOf(pagePath: string, baseUrl: string): Promise<string> {
  if (!hasParams({ path: pagePath, route: '', access: 'public' })) return pagePath;
  const sitemap = await (await fetch(new URL('/sitemap.xml', baseUrl))).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '/').pathname,
  );
  return listed.find((address) => matchPath({ path: pagePath, end: true }, address)) ?? pagePath;
}

async function main() {
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-web.ts'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);

  // The weather provider answers as it does in production: this machine may reach no outside
  // host, and a page whose weather read fails logs an error (a best-practices finding).
  const weather = await startFakeOpenMeteo();
  const product = await startProduct({
    env: {
      STAFF_ADMIN_USERNAME: admin.username,
      STAFF_ADMIN_PASSWORD: admin.password,
      OPEN_METEO_URL: weather.url,
    },
  });
  const profile = await mkdtemp(path.join(os.tmpdir(), 'audit-web-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    // Port 0: Chromium picks a free one and writes it into the profile for Lighthouse to use.
    args: ['--no-sandbox', '--disable-gpu', '--remote-debugging-port=0'],
  });
  const debuggingPort = Number(
    (await readFile(path.join(profile, 'DevToolsActivePort'), 'utf8')).split('\n')[0],
  );
  const rows: Row[] = [];
  if (options.reports) await mkdir(options.reports, { recursive: true });
  process.stdout.write(
    `load average at start: ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}\n`,
  );
  try {
    const login = await fetch(new URL('/api/staff/login', product.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    if (!login.ok) throw new Error(`Signing in failed: ${login.status}`);
    const session = (await login.json()) as { token: string; username: string };

    for (const target of targets) {
      const url = new URL(
        await addressOf(target.path, product.baseUrl),
        product.baseUrl,
      ).toString();
      if (target.signedIn) {
        // The session the staff pages read, kept in this browser's local storage.
        const page = await context.newPage();
        await page.goto(new URL('/favicon.svg', product.baseUrl).toString());
        await page.evaluate((stored) => {
          const storage = (
            globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }
          ).localStorage;
          storage.setItem('staffToken', stored.token);
          storage.setItem('staffUsername', stored.username);
          storage.setItem('staffLoginTime', new Date().toISOString());
        }, session);
        await page.close();
      }
      const runs: Run[] = [];
      for (let run = 1; run <= (target.gated ? runsPerPage : 1); run++) {
        const reportFile =
          options.reports &&
          path.join(options.reports, `${target.path.replace(/\W+/g, '_') || '_'}-${run}.json`);
        let figures = await runLighthouse(debuggingPort, url, target.signedIn, reportFile);
        // A trace Chromium failed to record (NO_NAVSTART, seen on a busy machine) says nothing
        // of the page: that run is made again, once.
        if (figures.lighthouseError?.startsWith('NO_NAVSTART')) {
          figures = await runLighthouse(debuggingPort, url, target.signedIn, reportFile);
        }
        process.stdout.write(
          `${target.path}${target.signedIn ? ' (signed in)' : ''} run ${run}: ${
            figures.lighthouseError
              ? 'no figures'
              : `perf ${figures.performance}, LCP ${figures.lcpMs} ms`
          } (load ${load()})\n`,
        );
        runs.push(figures);
        if (figures.lighthouseError) break;
      }
      const axe = await runAxe(context, url);
      const failed = runs.find((run) => run.lighthouseError);
      rows.push({
        page: target.path,
        gated: target.gated,
        runs: runs.length,
        ...(failed ? { ...failed, performanceMin: 0, performanceMax: 0 } : summarise(runs)),
        load: load(),
        axe,
      });
    }
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
    await product.stop();
    await weather.close();
  }
  printTable(rows);
  const under = rows.filter(
    (row) => row.gated && (row.lighthouseError || row.performance < minimumPerformance),
  );
  if (under.length > 0) {
    process.stdout.write(
      `\nPublic pages whose median performance is under ${minimumPerformance}: ${under
        .map((row) => `${row.page} (${row.lighthouseError ? 'no figures' : row.performance})`)
        .join(', ')}\n`,
    );
    process.exitCode = 1;
  }
}

await main();
