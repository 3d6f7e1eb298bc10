/**
 * `npm run audit:web [-- /path ...]`: Lighthouse (mobile, the default throttling) and axe on every
 * public and staff page (staff pages signed in), against the product started as `npm start`
 * starts it, on a free port with a temporary data folder and a stand-in weather provider. Prints
 * one row per page. A report, not a test: nothing here fails on a score.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import { startFakeOpenMeteo } from '@venue/test-helpers/fake-weather';
import { startProduct } from '@venue/test-helpers/product';
import { matchPath } from 'react-router-dom';
import { hasParams, sitePages, staffPages, type Page } from '../web/src/config/pages';

const repoRoot = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const admin = { username: 'auditadmin', password: 'audit-password-long-enough-1' };
const phone = { width: 390, height: 844 };

type Target = { path: string; signedIn: boolean };

type Row = {
  page: string;
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
  axe: string[];
};

const publicTargets: Target[] = [
  ...Object.values<Page>(sitePages).map((page) => ({ path: page.path, signedIn: false })),
  { path: '/no-such-page', signedIn: false },
];
const staffTargets: Target[] = Object.values<Page>(staffPages).map((page) => ({
  path: page.path,
  signedIn: page.access !== 'public',
}));

const chosen = process.argv.slice(2);
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

async function runLighthouse(port: number, url: string, signedIn: boolean) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // A signed-in page keeps the session the browser holds; a public one starts cold.
    disableStorageReset: signedIn,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
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
    'perf',
    'a11y',
    'best pr.',
    'SEO',
    'LCP ms',
    'TBT ms',
    'CLS',
    'JS gzip kB',
    'axe s/c',
  ];
  const lines = rows.map((row) => [
    row.page,
    ...(row.lighthouseError
      ? Array<string>(8).fill('-')
      : [
          String(row.performance),
          String(row.accessibility),
          String(row.bestPractices),
          String(row.seo),
          String(row.lcpMs),
          String(row.tbtMs),
          row.cls.toFixed(3),
          row.jsGzipKb.toFixed(1),
        ]),
    String(row.axe.length),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const format = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
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
      process.stdout.write(`auditing ${target.path}${target.signedIn ? ' (signed in)' : ''}\n`);
      const figures = await runLighthouse(debuggingPort, url, target.signedIn);
      const axe = await runAxe(context, url);
      rows.push({ page: target.path, ...figures, axe });
    }
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
    await product.stop();
    await weather.close();
  }
  printTable(rows);
}

await main();
