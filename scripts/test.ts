/**
 * `npm test`: typecheck, lint, every vitest suite (server suites and browser tests against the
 * embedded product), then the browser tests that split mode changes again against the product
 * in split mode (separate processes on Redis). Ends with one line: `N passed, N failed, N skipped`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { redisServerAvailable } from '@venue/test-helpers/redis-server';

const repoRoot = path.resolve(import.meta.dirname, '..');
const reports = mkdtempSync(path.join(os.tmpdir(), 'venue-test-reports-'));
const inCi = process.env.CI === 'true';
const totals = { passed: 0, failed: 0, skipped: 0 };
const startedAt = Date.now();
const failedSteps: string[] = [];

function step(name: string, command: string, args: string[], env: Record<string, string> = {}) {
  process.stdout.write(`\n=== ${name} ===\n`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  process.stdout.write(
    `=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===\n`,
  );
  if (result.status !== 0) failedSteps.push(name);
  return result.status === 0;
}

interface VitestJsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

function vitest(name: string, args: string[], env: Record<string, string> = {}) {
  const report = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  step(
    name,
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...args,
    ],
    env,
  );
  if (!existsSync(report)) {
    totals.failed += 1;
    process.stdout.write(`${name} wrote no report; counting it as a failure\n`);
    return;
  }
  const counts = JSON.parse(readFileSync(report, 'utf8')) as VitestJsonReport;
  totals.passed += counts.numPassedTests;
  totals.failed += counts.numFailedTests;
  totals.skipped += counts.numPendingTests + counts.numTodoTests;
}

step('build web', 'npm', ['run', 'build']);
step('typecheck', 'npm', ['run', 'typecheck']);
step('lint', 'npm', ['run', 'lint']);
vitest('suites (embedded product for the browser)', []);
/**
 * What split mode changes: every call crosses processes, jobs and events go through Redis, and
 * edge caches are kept true by events from other processes. These files write through the
 * staff pages and read the result on the public ones; the rest of the suite would only repeat
 * the embedded run.
 */
const splitModeFiles = [
  'tests/browser/staff-games.test.ts',
  'tests/browser/games.test.ts',
  'tests/browser/staff-events.test.ts',
  'tests/browser/staff-leaderboard.test.ts',
  'tests/browser/gallery.test.ts',
  // The operations service asks the catalogue for game names: across processes in split mode.
  'tests/browser/machine-reports.test.ts',
];

if (redisServerAvailable() || inCi) {
  vitest(
    'browser tests that split mode changes (on Redis)',
    ['--project', 'browser', ...splitModeFiles],
    {
      BROWSER_MODE: 'split',
    },
  );
} else {
  process.stdout.write(
    '\nNOTICE: redis-server is not installed: the split-mode browser run is skipped.\n',
  );
}

if (failedSteps.length > 0) process.stdout.write(`\nFailed steps: ${failedSteps.join(', ')}\n`);
process.stdout.write(`\nnpm test took ${((Date.now() - startedAt) / 1000).toFixed(0)} s\n`);
process.stdout.write(
  `\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`,
);
process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0);
