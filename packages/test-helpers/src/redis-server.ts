/**
 * A throwaway redis-server for tests: loopback only, a free port, no persistence, its own temp
 * dir. Nothing here depends on vitest, so scripts can use it too.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unclaimedPort } from './unclaimed-port';

export interface RedisServer {
  url: string;
  port: number;
  /** Resolves when the server process has exited, whoever ended it. */
  exited: Promise<void>;
  stop(): Promise<void>;
}

const host = '127.0.0.1';
const startTimeoutMs = 10_000;

/** Whether a `redis-server` executable is on PATH. */
export function redisServerAvailable(): boolean {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => {
    try {
      accessSync(path.join(dir, 'redis-server'), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** One PING over a raw socket, so the helper needs no Redis client. */
function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (reply) => done(reply.toString().startsWith('+PONG')));
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function stopProcess(child: ChildProcess) {
  if (child.pid === undefined) return; // never spawned
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 3_000);
  await exited(child);
  clearTimeout(killer);
}

async function startOnce(port: number, dataDir?: string): Promise<RedisServer> {
  const dir = dataDir ?? (await mkdtemp(path.join(tmpdir(), 'redis-test-')));
  // With a data folder of its own it keeps its data across a restart, as production's (AOF).
  const persistence = dataDir ? ['--appendonly', 'yes'] : ['--appendonly', 'no'];
  const child = spawn(
    'redis-server',
    ['--bind', host, '--port', String(port), '--save', '', ...persistence, '--dir', dir],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // Kept for a start-up failure message only; the pipes are drained for the server's lifetime.
  let output = '';
  let starting = true;
  const collect = (chunk: Buffer) => {
    if (starting) output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const stop = async () => {
    await stopProcess(child);
    if (!dataDir) await rm(dir, { recursive: true, force: true });
  };

  const failed = Promise.race([
    new Promise<Error>((resolve) => child.once('error', resolve)),
    exited(child).then(() => new Error(`redis-server exited before answering PING:\n${output}`)),
  ]);
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    const outcome = await Promise.race([failed, ping(port)]);
    if (outcome === true) {
      starting = false;
      return { url: `redis://${host}:${port}`, port, exited: exited(child), stop };
    }
    if (outcome instanceof Error || Date.now() > deadline) {
      await stop();
      throw (
        outcome ||
        new Error(
          `redis-server on port ${port} gave no PONG within ${startTimeoutMs} ms:\n${output}`,
        )
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Starts redis-server and resolves once it answers PING: on the given port (e.g. to start it
 * again where its clients expect it), or on a free one; with `dataDir`, persisting to it; retried on a new port, since another
 * program may take the free port between the lookup and the bind.
 */
export async function startRedisServer(
  options: { port?: number; dataDir?: string } = {},
): Promise<RedisServer> {
  if (options.port !== undefined) return startOnce(options.port, options.dataDir);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(await unclaimedPort(), options.dataDir);
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}
