// Visitors for the lines that time something else meanwhile (the busy night's staff writes, the
// page after a change): autocannon in a process of its own. In the bench's own process its
// 50 connections' answers kept the event loop so busy that what the bench timed waited there,
// not at the gateway: a page the gateway answered 11 ms after the request arrived was timed
// at 116 ms.
import { resolve } from 'node:path';
import type autocannon from 'autocannon';
import { startTsProcess, stop } from './processes';

export interface VisitorsResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

const repoRoot = resolve(import.meta.dirname, '../..');

/** Starts visitors on `options.url`; `done` resolves with what they measured. */
export function startVisitors(name: string, options: autocannon.Options) {
  const child = startTsProcess(name, 'load-tests/lib/visitors.process.ts', {
    cwd: repoRoot,
    env: { ...process.env, VISITORS_OPTIONS: JSON.stringify(options) },
    ipc: true,
  });
  const done = new Promise<VisitorsResult>((resolveResult, reject) => {
    child.process.once('message', (result) => resolveResult(result as VisitorsResult));
    void child.exited.then((how) =>
      reject(
        new Error(
          `bench: the visitors (${name}) ended (${how}) without a result:\n${child.tail()}`,
        ),
      ),
    );
  });
  // Ended by the bench's cleanup with nobody waiting: not an unhandled rejection.
  done.catch(() => undefined);
  return {
    done,
    /** Stops them early; `done` then resolves with what they measured so far. */
    stop: () => {
      child.process.send('stop');
      return done;
    },
    /** Ends the process at once (the bench is stopping). */
    kill: () => stop(child),
  };
}
