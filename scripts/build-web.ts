/**
 * Builds the web app (the browser's files and the server bundle the gateway renders pages with)
 * only when something either is built from changed since the last build: the web sources, the
 * shared packages they import, the lock file and the VITE_* variables. `npm start` runs this;
 * `npm run build` always builds.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sourceDigest } from './lib/source-digest';

const repoRoot = path.resolve(import.meta.dirname, '..');
const dist = path.join(repoRoot, 'web/dist');
const stamp = path.join(dist, '.source-digest');

const buildVariables = Object.fromEntries(
  Object.entries(process.env).filter(
    (entry): entry is [string, string] => entry[0].startsWith('VITE_') && entry[1] !== undefined,
  ),
);
const digest = await sourceDigest(
  repoRoot,
  ['web', 'packages/contracts', 'packages/venue-time', 'package-lock.json'],
  buildVariables,
);

const upToDate =
  existsSync(path.join(dist, 'client', 'index.html')) &&
  existsSync(path.join(dist, 'server', 'entry-server.js')) &&
  existsSync(stamp) &&
  readFileSync(stamp, 'utf8') === digest;
if (upToDate) {
  process.stdout.write('The web app is up to date (web/dist); not building it again.\n');
} else {
  const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stamp, digest);
}
