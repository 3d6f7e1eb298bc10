/**
 * Keeps every core busy for a bounded time, then stops by itself: one spinning worker thread per
 * core. `tsx scripts/busy-cores.ts [minutes]` (default 60). Used by `npm run test:stressed` to
 * run the suites on a machine as busy as a shared CI host gets.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';

const minutes = Number(process.argv[2] ?? 60);
if (!Number.isFinite(minutes) || minutes <= 0) {
  process.stderr.write(`busy-cores: minutes must be a positive number, not "${process.argv[2]}"\n`);
  process.exit(2);
}
const until = Date.now() + minutes * 60_000;
const spin = `
  const { until } = require('node:worker_threads').workerData;
  let x = 0;
  while (Date.now() < until) for (let i = 0; i < 1e6; i++) x = (x + i) % 1e9;
`;
const cores = os.availableParallelism();
for (let core = 0; core < cores; core++) new Worker(spin, { eval: true, workerData: { until } });
process.stdout.write(`busy-cores: ${cores} cores busy for up to ${minutes} min\n`);
