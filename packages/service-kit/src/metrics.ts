/**
 * Prometheus metrics (prom-client). Each part of the product (the gateway, each service) keeps a
 * registry of its own whose every series is labelled `service="<name>"`. The process's own
 * metrics (prom-client's defaults: CPU, RSS, heap, GC, event-loop lag) are collected once per
 * process, however many parts it hosts, and served only by an endpoint that speaks for the whole
 * process; so no scrape counts one process twice. Metrics are internal: served on a service's
 * own (internal) port, the worker's health port and the gateway's metrics port, never on the
 * gateway's public port.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import {
  AggregatorRegistry,
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
} from 'prom-client';
import type { QueueDefinition } from '@venue/contracts/messages';
import type { Jobs } from '@venue/jobs/jobs.port';
import type { Logger } from './logger';
import type { Outbox } from './outbox';

export const metricsContentType = Registry.PROMETHEUS_CONTENT_TYPE;

let processRegistry: Registry | undefined;

/** The process's own metrics, collected once per process. */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const routeLabels = new WeakMap<ServerResponse, string>();

/**
 * Names the route a request turned out to be, for its metrics: a declared route's path pattern
 * (`/api/games/:id`), never the URL as sent, so the labels stay as few as the routes.
 */
export function labelRoute(res: ServerResponse, route: string) {
  routeLabels.set(res, route);
}

/** Paths every process answers itself; anything else no route claimed is `unmatched`. */
const ownPaths = new Set(['/healthz', '/readyz', '/metrics']);

function routeOf(req: IncomingMessage, res: ServerResponse) {
  const labelled = routeLabels.get(res);
  if (labelled !== undefined) return labelled;
  const path = (req.url ?? '').split('?', 1)[0] ?? '';
  return ownPaths.has(path) ? path : 'unmatched';
}

export type JobOutcome = 'completed' | 'retrying' | 'failed';

/** A request as it is counted: by method, declared route and status, and how long it took. */
interface Answered {
  method: string;
  route: string;
  status: number | 'aborted';
  seconds: number;
}

export interface PartMetrics {
  service: string;
  registry: Registry;
  /** Counts and times the request by method, route (see labelRoute) and status when it ends. */
  observe(req: IncomingMessage, res: ServerResponse): void;
  /** Counts and times a request answered without HTTP (a read the gateway asked by a call). */
  record(answered: Answered): void;
  /** Counts one attempt of a job: completed, failed with tries left, or failed for good. */
  jobAttempt(queue: string, outcome: JobOutcome): void;
}

/** The registry of one part, with the request and job metrics every part has. */
export function partMetrics(service: string): PartMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  const requests = new Counter({
    name: 'venue_http_requests_total',
    help: 'HTTP requests answered, by method, route (its declared path) and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'venue_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer ending, by method and route',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const attempts = new Counter({
    name: 'venue_job_attempts_total',
    help: 'Job attempts by queue and outcome: completed, retrying (failed, tries left) or failed (for good)',
    labelNames: ['queue', 'outcome'],
    registers: [registry],
  });
  const count = ({ method, route, status, seconds }: Answered) => {
    duration.observe({ method, route }, seconds);
    requests.inc({ method, route, status: String(status) });
  };
  return {
    service,
    registry,
    observe(req, res) {
      const startedAt = performance.now();
      res.once('close', () => {
        count({
          method: req.method ?? 'GET',
          route: routeOf(req, res),
          // A request whose client left before any answer was sent has no status.
          status: res.headersSent ? res.statusCode : 'aborted',
          seconds: (performance.now() - startedAt) / 1000,
        });
      });
    },
    record: count,
    jobAttempt(queue, outcome) {
      attempts.inc({ queue, outcome });
    },
  };
}

/**
 * How many jobs of each queue a part works are waiting, running, delayed (a retry's backoff
 * included) and failed (those kept), read at each scrape. Reported where the queue is worked,
 * so one queue is counted once; when Redis cannot be asked, the scrape goes on without them.
 */
export function watchQueues(
  part: PartMetrics,
  jobs: Jobs,
  queues: QueueDefinition<unknown>[],
  logger: Logger,
) {
  if (queues.length === 0) return;
  new Gauge({
    name: 'venue_queue_jobs',
    help: 'Jobs of each queue this service works, by state (failed: those kept)',
    labelNames: ['queue', 'state'],
    registers: [part.registry],
    async collect() {
      this.reset();
      try {
        const counts = await Promise.all(queues.map((queue) => jobs.counts(queue)));
        counts.forEach((count, index) => {
          for (const [state, value] of Object.entries(count)) {
            this.set({ queue: (queues[index] as QueueDefinition<unknown>).name, state }, value);
          }
        });
      } catch (error) {
        logger.warn({ err: error }, 'metrics: the queues could not be counted');
      }
    },
  });
}

/** The outbox's backlog: events recorded with their change and not yet handed to the queue. */
export function watchOutbox(part: PartMetrics, outbox: Outbox) {
  let backlog: ReturnType<Outbox['backlog']> | undefined;
  // Both gauges are read from one look at the outbox per scrape.
  const read = () => (backlog ??= outbox.backlog().finally(() => (backlog = undefined)));
  new Gauge({
    name: 'venue_outbox_events',
    help: 'Events recorded with a change and not yet relayed to the queue',
    registers: [part.registry],
    async collect() {
      this.set((await read()).events);
    },
  });
  new Gauge({
    name: 'venue_outbox_oldest_seconds',
    help: 'Age of the oldest event not yet relayed (0 when none waits)',
    registers: [part.registry],
    async collect() {
      const { oldest } = await read();
      this.set(oldest ? (Date.now() - oldest.getTime()) / 1000 : 0);
    },
  });
}

/**
 * A scrape's text: the process's own metrics when the endpoint speaks for the whole process,
 * then every part's, one family per metric name (each part's series keep their `service`).
 */
export async function renderMetrics(
  parts: PartMetrics[],
  options: { process: boolean },
): Promise<string> {
  const merged = AggregatorRegistry.aggregate(
    await Promise.all(parts.map((part) => part.registry.getMetricsAsJSON())),
  );
  const own = options.process ? await processMetrics().metrics() : '';
  return `${own}${await merged.metrics()}`;
}

/**
 * A listener for an internal port that answers `GET /metrics` with `render()` and everything
 * else with a JSON 404.
 */
export function metricsListener(render: () => Promise<string>, logger: Logger): RequestListener {
  return (req, res) => {
    const path = (req.url ?? '').split('?', 1)[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ message: 'This port answers GET /metrics only' }));
      return;
    }
    render().then(
      (text) => {
        res.writeHead(200, { 'content-type': metricsContentType });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'metrics: a scrape failed');
        res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ message: 'The metrics could not be read' }));
      },
    );
  };
}
