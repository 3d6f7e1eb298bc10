/**
 * `npm test`: every check, in five lanes side by side once the web app is built. A browser test
 * mostly waits on Chromium and the product, so one lane alone uses less than a core of two;
 * the lanes are balanced by their times on this machine (2 cores):
 * - checks: typecheck, lint, the security suite (`npm run test:security`), then the browser
 *   file that split mode changes, against the product in split mode (separate processes on
 *   Redis);
 * - server: the server suites (the longest step: two files at a time);
 * - browser, three parts (vitest's shards, by file): each against an embedded product of its
 *   own, so none sees another's writes; the first then runs the gallery's suites on S3, the
 *   second starts the product as a person starts it (`tests/product`), the third runs the fault
 *   suite (`npm run test:faults`) and the product on test hosts (`npm run test:hosts`: network
 *   namespaces, as root).
 * Each lane prints a step's output when the step ends. Ends with one line:
 * `N passed, N failed, N skipped`.
 */
import { redisServerAvailable } from '@venue/test-helpers/redis-server';
import { countsLine, runStep, runVitest, sum, type StepResult } from './lib/vitest-run';

const inCi = process.env.CI === 'true';
const startedAt = Date.now();
const buffered = true;

/**
 * What split mode changes: every call crosses processes, jobs and events go through Redis, and
 * edge caches are kept true by events from other processes. The gallery's file crosses both in a
 * browser: an upload's variants are made by the worker (a job on Redis), and a photo hidden by
 * staff leaves every gateway's cached public gallery (an event). The rest of the suite would
 * repeat the embedded run; the fault suite and the product on test hosts run split mode too,
 * over HTTP (a game changed through one gateway, read through another).
 */
const splitModeFiles = ['tests/browser/gallery.test.ts'];

async function checksLane(): Promise<StepResult[]> {
  const results = [
    await runStep('typecheck', 'npm', ['run', 'typecheck'], { buffered }),
    await runStep('lint', 'npm', ['run', 'lint'], { buffered }),
    await runVitest('security suite', ['--project', 'security'], { buffered }),
  ];
  if (redisServerAvailable() || inCi) {
    results.push(
      await runVitest(
        'browser tests that split mode changes (on Redis)',
        ['--project', 'browser', ...splitModeFiles],
        { buffered, env: { BROWSER_MODE: 'split' } },
      ),
    );
  } else {
    process.stdout.write(
      '\nNOTICE: redis-server is not installed: the split-mode browser run is skipped.\n',
    );
  }
  return results;
}

/**
 * Two files at a time: a server suite mostly waits (on Redis, timers, its own HTTP calls), and
 * one at a time it was the last lane to end, alone on a machine the others had left idle.
 */
async function serverLane(): Promise<StepResult[]> {
  return [
    await runVitest('server suites', ['--project', 'server', '--maxWorkers=2'], { buffered }),
  ];
}

const browserShards = 3;
/** What follows a part of the browser suite, so that the lanes end about together. */
const afterBrowserShard: Record<number, () => Promise<StepResult[]>> = {
  1: async () => [
    await runVitest('the gallery on S3', ['--project', 'gallery-on-s3'], { buffered }),
  ],
  2: async () => [await runVitest('product suite', ['--project', 'product'], { buffered })],
  3: async () => [
    await runVitest('fault suite', ['--project', 'faults'], { buffered }),
    // About half a minute; skipped, saying why, where it cannot make network namespaces (not root).
    await runVitest('the product on test hosts', ['--project', 'hosts'], {
      buffered,
      ownNetwork: true,
    }),
  ],
};
const browserLane = async (shard: number): Promise<StepResult[]> => [
  await runVitest(
    `browser suite (embedded product), part ${shard} of ${browserShards}`,
    ['--project', 'browser', `--shard=${shard}/${browserShards}`],
    { buffered },
  ),
  ...((await afterBrowserShard[shard]?.()) ?? []),
];

process.stdout.write(`npm test on Node ${process.version}\n`);
const build = await runStep('build web', 'npm', ['run', 'build']);
const lanes = await Promise.all([
  checksLane(),
  serverLane(),
  ...Array.from({ length: browserShards }, (_, index) => browserLane(index + 1)),
]);
const results = [build, ...lanes.flat()];

const failedSteps = results.filter((result) => !result.ok).map((result) => result.name);
process.stdout.write('\nSteps:\n');
for (const result of results) {
  process.stdout.write(
    `  ${result.ok ? 'ok    ' : 'FAILED'} ${result.seconds.toFixed(0).padStart(4)} s  ${result.name}\n`,
  );
}
if (failedSteps.length > 0) process.stdout.write(`\nFailed steps: ${failedSteps.join(', ')}\n`);
process.stdout.write(`\nnpm test took ${((Date.now() - startedAt) / 1000).toFixed(0)} s\n`);
process.stdout.write(`\n${countsLine(sum(results))}\n`);
process.exit(failedSteps.length > 0 || sum(results).failed > 0 ? 1 : 0);
