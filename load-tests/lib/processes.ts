// Child processes of the bench: started in their own process group so that everything they
// start goes down with them, stopped with SIGTERM then SIGKILL, and remembered so that one
// stopAll() ends them whatever path the bench leaves by.
import { spawn, type ChildProcess } from 'node:child_process';

const TAIL_LINES = 40;
const ECHO_LINES = 20;

export interface Child {
  name: string;
  process: ChildProcess;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<string>;
  /** The last lines it printed, for error messages. */
  tail(): string;
}

const running = new Set<Child>();

export interface StartOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Open an IPC channel (the reference servers report their port over it). */
  ipc?: boolean;
  /** Print the first lines of its output prefixed with its name (the rest is only counted). */
  echo?: boolean;
  /** Node's own flags, before the entry point (e.g. the product's heap bound). */
  nodeFlags?: string[];
}

/** Runs `node <entry>`, with `--import tsx` for a TypeScript entry. */
export function startTsProcess(name: string, entry: string, options: StartOptions): Child {
  const loader = entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...(options.nodeFlags ?? []), ...loader, entry], {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: options.ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let echoed = 0;
  let notEchoed = 0;
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      lines.push(line);
      if (lines.length > TAIL_LINES) lines.shift();
      if (options.echo && echoed < ECHO_LINES) {
        echoed += 1;
        // The embedded default prints a generated admin password once; keep it off the report.
        console.log(
          `  [${name}] ${/password/i.test(line) ? '(a line about a password, not shown)' : line}`,
        );
      } else {
        notEchoed += 1;
      }
    }
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `code ${code}`));
    child.once('error', (error) => resolve(`spawn error: ${error.message}`));
  });
  const handle: Child = {
    name,
    process: child,
    exited,
    tail: () => lines.join('\n'),
  };
  running.add(handle);
  void exited.then(() => {
    running.delete(handle);
    if (options.echo && notEchoed > 0)
      console.log(`  [${name}] (${notEchoed} more lines not shown)`);
  });
  return handle;
}

/** Waits for the first IPC message `{ port }` from a child started with `ipc: true`. */
export function waitForPort(child: Child, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(
        new Error(`${child.name} did not report its port within ${timeoutMs} ms\n${child.tail()}`),
      );
    }, timeoutMs);
    child.process.once('message', (message: unknown) => {
      clearTimeout(timer);
      const port = (message as { port?: unknown } | null)?.port;
      if (typeof port === 'number') resolve(port);
      else
        reject(new Error(`${child.name} sent an unexpected message: ${JSON.stringify(message)}`));
    });
    void child.exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`${child.name} exited (${how}) before listening\n${child.tail()}`));
    });
  });
}

function signalGroup(child: Child, signal: NodeJS.Signals): void {
  const pid = child.process.pid;
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal); // the whole group: the child and whatever it started
  } catch {
    try {
      child.process.kill(signal);
    } catch {
      // already gone
    }
  }
}

export async function stop(child: Child, graceMs = 5_000): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) {
    running.delete(child);
    signalGroup(child, 'SIGKILL'); // grandchildren it may have left behind
    return;
  }
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
  await child.exited;
  clearTimeout(timer);
  signalGroup(child, 'SIGKILL');
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((child) => stop(child)));
}

/** Runs a command to completion with inherited output; rejects on failure or timeout. */
export function runCommand(
  command: string,
  args: string[],
  options: { cwd: string; timeoutMs: number },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, stdio: 'inherit', detached: true });
    const timer = setTimeout(() => {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      reject(new Error(`${command} ${args.join(' ')} took longer than ${options.timeoutMs} ms`));
    }, options.timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `code ${code}`})`));
    });
  });
}
