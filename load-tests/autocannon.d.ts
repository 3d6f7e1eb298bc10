// Minimal types for autocannon 9 (it ships none), covering what bench.ts uses.
// @types/autocannon exists but describes autocannon 7 (latest 7.12.7): close for this use, not
// version-matched, so it is not a dependency.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    /** A request as `setupRequest` sees and returns it. */
    interface Request {
      method: string;
      path: string;
      headers: Record<string, string>;
    }

    interface Options {
      url: string;
      /** Each connection's requests in turn; `setupRequest` makes each one as it is sent. */
      requests?: Array<{ setupRequest?: (request: Request) => Request }>;
      connections?: number;
      /** Seconds. */
      duration?: number;
      pipelining?: number;
      /** Seconds before a request counts as a timeout (and an error). */
      timeout?: number;
      method?: string;
      headers?: Record<string, string>;
      title?: string;
    }

    /** Percentile keys of a histogram summary, e.g. p50, p97_5, p99, p99_9. */
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p90: number;
      p99: number;
      [percentile: `p${string}`]: number;
    }

    interface Result {
      title?: string;
      url: string;
      connections: number;
      pipelining: number;
      /** Seconds actually run. */
      duration: number;
      start: Date;
      finish: Date;
      /** Socket errors and timeouts. */
      errors: number;
      timeouts: number;
      mismatches: number;
      non2xx: number;
      resets: number;
      '1xx': number;
      '2xx': number;
      '3xx': number;
      '4xx': number;
      '5xx': number;
      /** Milliseconds. */
      latency: Histogram;
      /** Requests per second, sampled every second; `total` is the request count. */
      requests: Histogram & { sent: number };
      /** Bytes per second. */
      throughput: Histogram;
    }

    interface Instance extends EventEmitter, PromiseLike<Result> {
      stop(): void;
      /** Each answer as it comes: its status, size and time in milliseconds. */
      on(
        event: 'response',
        listener: (client: unknown, status: number, bytes: number, ms: number) => void,
      ): this;
    }
  }

  function autocannon(options: autocannon.Options): autocannon.Instance;
  function autocannon(
    options: autocannon.Options,
    callback: (error: Error | null, result: autocannon.Result) => void,
  ): autocannon.Instance;

  export = autocannon;
}
