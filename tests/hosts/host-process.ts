/** A program run in a test host (a network namespace), and waits for what it serves. */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import type { TestHost } from './network';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface HostProcess {
  name: string;
  /** Everything it printed, for the failure message of a start that never gets ready. */
  output(): string;
  running(): boolean;
  /** Ends it with the signal, and after 10 s with SIGKILL. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export function startInHost(
  host: TestHost,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): HostProcess {
  let output = '';
  // `ip netns exec` runs the command in its place: the child is the program itself.
  const child = spawn('ip', ['netns', 'exec', host.namespace, command, ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    name: host.name,
    output: () => output,
    running,
    async stop(signal = 'SIGTERM') {
      if (!running()) return;
      child.kill(signal);
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Only ends a start that never gets ready: a busy machine's slow start is waited for. */
const readyWithinMs = 180_000;

async function waitUntil(process: HostProcess, what: string, ready: () => Promise<boolean>) {
  const deadline = Date.now() + readyWithinMs;
  while (!(await ready())) {
    if (!process.running()) {
      throw new Error(`${process.name} stopped before ${what} was ready:\n${process.output()}`);
    }
    if (Date.now() > deadline) {
      throw new Error(
        `${what} was not ready within ${readyWithinMs / 1000} s:\n${process.output()}`,
      );
    }
    await pause(200);
  }
}

/** Waits until `url/readyz` answers 200. */
export const waitReady = (process: HostProcess, url: string) =>
  waitUntil(process, url, () =>
    fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    ),
  );

/** Waits until something accepts connections on the address and port. */
export const waitListening = (process: HostProcess, address: string, port: number) =>
  waitUntil(
    process,
    `${address}:${port}`,
    () =>
      new Promise<boolean>((resolve) => {
        const socket = net.connect({ host: address, port });
        socket.once('connect', () => {
          socket.destroy();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
      }),
  );
