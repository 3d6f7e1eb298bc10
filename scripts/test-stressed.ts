/**
 * `npm run test:stressed`: the browser and product suites while every core is kept busy (as on
 * a shared CI machine running other work), to show that the tests wait for the states they
 * assert rather than for the machine. The web app is built first; ends with the counts.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { countsLine, repoRoot, runStep, runVitest } from './lib/vitest-run';

const startedAt = Date.now();
const build = await runStep('build web', 'npm', ['run', 'build']);

const busy = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(repoRoot, 'scripts/busy-cores.ts'), '60'],
  { cwd: repoRoot, stdio: 'inherit' },
);
const suites = await runVitest('browser and product suites on busy cores', [
  '--project',
  'browser',
  '--project',
  'product',
]);
busy.kill('SIGKILL');

process.stdout.write(`\ntest:stressed took ${((Date.now() - startedAt) / 1000).toFixed(0)} s\n`);
process.stdout.write(`\n${countsLine(suites)}\n`);
process.exit(build.ok && suites.ok && suites.failed === 0 ? 0 : 1);
