/**
 * Builds the one-process product (`scripts/start.ts` and the workspace's code it imports) into
 * `dist/` (`start.js`, and a file for each part it imports only when asked for), which plain
 * `node` runs, only when something it is built from changed since the last build. `npm start`
 * runs this, then `dist/start.js`. Run with tsx, the product paid for tsx at run time: a loader
 * thread with a V8 heap of its own, and each module's compiled source kept with an inline
 * source map (the server's React bundle alone: 7 MB of heap); see load-tests/README.md.
 *
 * Packages from node_modules stay outside and load from node_modules as before. The modules
 * that find files next to their own source (`import.meta.url`, `.dirname`) get their source's
 * location, relative to the built files (all in `dist/`).
 */
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { sourceDigest } from './lib/source-digest';

const repoRoot = path.resolve(import.meta.dirname, '..');
const outDir = path.join(repoRoot, 'dist');
const serverBundle = path.join(outDir, 'start.js');
const stamp = `${serverBundle}.source-digest`;

const sourceLocations: Plugin = {
  name: 'source-locations',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@venue/') ? undefined : { external: true },
    );
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta')) return undefined;
      const fromBundle = (target: string) =>
        JSON.stringify(path.relative(outDir, target).split(path.sep).join('/'));
      const url = `new URL(${fromBundle(args.path)}, import.meta.url)`;
      const dir = `new URL(${fromBundle(path.dirname(args.path))} + '/', import.meta.url)`;
      const contents = source.replace(/import\.meta\.(url|dirname)/g, (_, property) =>
        property === 'url' ? `${url}.href` : `__fileURLToPath(${dir})`,
      );
      return {
        contents: `import { fileURLToPath as __fileURLToPath } from 'node:url';\n${contents}`,
        loader: 'ts',
      };
    });
  },
};

const digest = await sourceDigest(repoRoot, [
  'packages',
  'services',
  'gateway',
  'scripts/start.ts',
  'scripts/build-server.ts',
  'package-lock.json',
  'tsconfig.base.json',
]);
const upToDate =
  existsSync(serverBundle) &&
  (await readFile(stamp, 'utf8').then(
    (built) => built === digest,
    () => false,
  ));
if (upToDate) {
  process.stdout.write('The server is up to date (dist/start.js); not building it again.\n');
} else {
  await rm(outDir, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(repoRoot, 'scripts', 'start.ts')],
    outdir: outDir,
    // What is imported only when asked for (the MongoDB and BullMQ adapters, each service)
    // goes to a file of its own, with the packages it imports: one file would load them at start.
    splitting: true,
    chunkNames: '[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    // Stack traces name the TypeScript sources (node --enable-source-maps), as under tsx.
    sourcemap: 'linked',
    sourcesContent: false,
    plugins: [sourceLocations],
    logLevel: 'warning',
  });
  await writeFile(stamp, digest);
  process.stdout.write('Built the server (dist/start.js).\n');
}
