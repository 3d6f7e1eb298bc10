import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { tempDir } from './service-harness';
import { unclaimedPort } from './unclaimed-port';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export type ProductMode = 'embedded' | 'split';

/** Only ends a start that never gets ready; a busy machine's slow start is waited for. */
const readyWithin = 240_000;

export interface RunningProduct {
  baseUrl: string;
  dataDir: string;
  /** The launcher's process id (its children are the product's processes in split mode). */
  pid: number;
  /** Everything the product printed, for tests that read its console (e.g. the first admin). */
  output(): string;
  /** Ends it as a crash would: SIGKILL, no shutdown; the data folder stays. */
  crash(): Promise<void>;
  /** Ends it gracefully, and removes the data folder unless it was given. */
  stop(): Promise<void>;
}

/**
 * Starts the whole product the way a person does (`scripts/start.ts`, or `scripts/start-split.ts`
 * for separate processes on Redis) on a free port with a fresh data folder, and waits until the
 * gateway is ready. The web app must already be built.
 */
export async function startProduct(
  options: {
    mode?: ProductMode;
    env?: Record<string, string>;
    dataDir?: string;
    /** Node's arguments, in place of `--import tsx` and the script (e.g. the built server). */
    nodeArgs?: string[];
    /** The Node binary to run it on, in place of the one running the test. */
    nodeBinary?: string;
  } = {},
): Promise<RunningProduct> {
  const mode = options.mode ?? 'embedded';
  // The embedded product listens on a port the system gives it and says which over IPC: a port
  // chosen here ahead of its start could be taken meanwhile by another suite's product, whose
  // /readyz would then answer for it. Split mode's launcher is given one below the ephemeral range.
  const ownPort = mode === 'embedded' && options.env?.PORT === undefined;
  const port = ownPort ? 0 : await unclaimedPort();
  const dataDir = options.dataDir ?? (await tempDir(`product-${mode}`));
  const script = mode === 'split' ? 'scripts/start-split.ts' : 'scripts/start.ts';
  let output = '';
  const child: ChildProcess = spawn(
    options.nodeBinary ?? process.execPath,
    options.nodeArgs ?? ['--import', 'tsx', path.join(repoRoot, script)],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const listening = new Promise<number>((resolve) =>
    child.on('message', (message: { ready?: { port?: number } }) => {
      if (message.ready?.port !== undefined) resolve(message.ready.port);
    }),
  );

  const deadline = Date.now() + readyWithin;
  const notReady = (why: string) => {
    child.kill('SIGKILL');
    return new Error(`The product ${why}:\n${output}`);
  };
  let baseUrl = `http://127.0.0.1:${port}`;
  if (ownPort) {
    const outcome = await Promise.race([
      listening,
      exited.then(() => 'exited' as const),
      new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), readyWithin).unref()),
    ]);
    if (outcome === 'exited') throw notReady('exited while starting');
    if (outcome === 'late') throw notReady(`did not listen within ${readyWithin / 1000} s`);
    baseUrl = `http://127.0.0.1:${outcome}`;
  }
  for (;;) {
    if (child.exitCode !== null) throw notReady('exited while starting');
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw notReady(`was not ready within ${readyWithin / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    baseUrl,
    dataDir,
    pid: child.pid as number,
    output: () => output,
    async crash() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(killer);
      }
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
