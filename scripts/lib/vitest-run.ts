import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

export interface StepResult extends Counts {
  name: string;
  ok: boolean;
  seconds: number;
}

interface VitestJsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

const reports = mkdtempSync(path.join(os.tmpdir(), 'venue-test-reports-'));
const fileName = (name: string) => name.replace(/\W+/g, '-');

export interface StepOptions {
  env?: Record<string, string>;
  /**
   * Keep the output in a log file and print it whole when the step ends, so that steps running
   * side by side do not interleave their lines.
   */
  buffered?: boolean;
  /**
   * Run in a network namespace of its own (as root, with util-linux's `unshare`): links and
   * addresses the step makes are not seen by the machine's own network, where a browser beside
   * it would drop its requests with ERR_NETWORK_CHANGED when an address appears.
   */
  ownNetwork?: boolean;
}

const canUnshareNetwork = () =>
  process.getuid?.() === 0 && spawnSync('unshare', ['--version']).status === 0;

/** The command and arguments that run `command` in a fresh network namespace with loopback up. */
const inOwnNetwork = (command: string, args: string[]): [string, string[]] => [
  'unshare',
  ['--net', '--', 'sh', '-c', 'ip link set lo up && exec "$0" "$@"', command, ...args],
];

/** Runs one named step as a child process; prints its name, output, outcome and time. */
export async function runStep(
  name: string,
  command: string,
  args: string[],
  { env = {}, buffered = false, ownNetwork = false }: StepOptions = {},
): Promise<StepResult> {
  const started = Date.now();
  const [program, programArgs] =
    ownNetwork && canUnshareNetwork() ? inOwnNetwork(command, args) : [command, args];
  const log = path.join(reports, `${fileName(name)}.log`);
  const productLog = path.join(reports, `${fileName(name)}.product.log`);
  if (!buffered) process.stdout.write(`\n=== ${name} ===\n`);
  const child = spawn(program, programArgs, {
    cwd: repoRoot,
    stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    // A suite that starts the product once (the browser suite) leaves the product's output here.
    env: { ...process.env, PRODUCT_LOG_FILE: productLog, ...env },
  });
  if (buffered) {
    const file = createWriteStream(log);
    child.stdout?.pipe(file);
    child.stderr?.pipe(file);
  }
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const ok = status === 0;
  const took = (Date.now() - started) / 1000;
  if (buffered) process.stdout.write(`\n=== ${name} ===\n${readFileSync(log, 'utf8')}`);
  if (!ok && existsSync(productLog)) {
    const lines = readFileSync(productLog, 'utf8').trimEnd().split('\n').slice(-40);
    process.stdout.write(
      `--- the product's last log lines (${productLog}) ---\n${lines.join('\n')}\n`,
    );
  }
  process.stdout.write(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${took.toFixed(1)} s ===\n`);
  return { name, ok, seconds: took, passed: 0, failed: 0, skipped: 0 };
}

/**
 * `vitest run` with the given arguments, as a step; the counts come from its JSON report. A run
 * that wrote no report (it crashed) counts as one failure.
 */
export async function runVitest(
  name: string,
  args: string[],
  options: StepOptions = {},
): Promise<StepResult> {
  const report = path.join(reports, `${fileName(name)}.json`);
  const result = await runStep(
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
    options,
  );
  if (!existsSync(report)) {
    process.stdout.write(`${name} wrote no report; counting it as a failure\n`);
    return { ...result, ok: false, failed: 1 };
  }
  const counts = JSON.parse(readFileSync(report, 'utf8')) as VitestJsonReport;
  return {
    ...result,
    passed: counts.numPassedTests,
    failed: counts.numFailedTests,
    skipped: counts.numPendingTests + counts.numTodoTests,
  };
}

export const countsLine = ({ passed, failed, skipped }: Counts) =>
  `${passed} passed, ${failed} failed, ${skipped} skipped`;

export const sum = (results: StepResult[]): Counts =>
  results.reduce(
    (total, result) => ({
      passed: total.passed + result.passed,
      failed: total.failed + result.failed,
      skipped: total.skipped + result.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
