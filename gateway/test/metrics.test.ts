import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@venue/service-kit/logger';
import { metricsListener, renderMetrics } from '@venue/service-kit/metrics';
import { runServer, type RunningServer } from '@venue/service-kit/run-server';
import { startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';

let gateway: GatewayUnderTest;
/** The metrics port as the embedded product runs it: the process once, the gateway, every service. */
let metricsPort: RunningServer;

beforeAll(async () => {
  gateway = await startGatewayUnderTest();
  const logger = createLogger('metrics', 'silent');
  const parts = [
    gateway.metrics,
    ...Object.values(gateway.services.services).map((service) => service.metrics),
  ];
  metricsPort = await runServer({
    app: metricsListener(() => renderMetrics(parts, { process: true }), logger),
    port: 0,
    logger,
  });
});
afterAll(async () => {
  await metricsPort.close();
  await gateway.close();
});

const scrape = async () => (await fetch(`${metricsPort.url}/metrics`)).text();
/** The value of one series in a scrape's text, or undefined. */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('metrics', () => {
  it('when /metrics is asked for on the public port, then it is the JSON 404 of a path no route declares', async () => {
    const response = await fetch(`${gateway.url}/metrics`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ message: 'No route for GET /metrics' });
  });

  it('when reads go through the gateway, then the metrics port counts them by declared route, with cache hits and misses', async () => {
    const before = await scrape();
    const counted = (text: string, series: string) => valueOf(text, series) ?? 0;
    await fetch(`${gateway.url}/api/games/counts`);
    await fetch(`${gateway.url}/api/games/counts`);
    await fetch(`${gateway.url}/api/games/claw`);
    await fetch(`${gateway.url}/api/no-such-thing`);
    await fetch(`${gateway.url}/games`);

    const after = await scrape();
    const added = (series: string) => counted(after, series) - counted(before, series);
    const gatewayRequests = (route: string, status: number) =>
      `venue_http_requests_total{method="GET",route="${route}",status="${status}",service="gateway"}`;
    expect(added(gatewayRequests('/api/games/counts', 200))).toBe(2);
    expect(added(gatewayRequests('/api/games/:category', 200))).toBe(1);
    expect(added(gatewayRequests('unmatched', 404))).toBe(1);
    expect(added(gatewayRequests('web', 200))).toBe(1);
    expect(added('venue_edge_cache_hits_total{service="gateway"}')).toBeGreaterThanOrEqual(1);
    expect(added('venue_edge_cache_misses_total{service="gateway"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(after, 'venue_edge_cache_entries{service="gateway"}')).toBeGreaterThan(0);
    expect(valueOf(after, 'venue_edge_cache_bytes{service="gateway"}')).toBeGreaterThan(0);
    expect(after).toMatch(
      /venue_http_request_duration_seconds_count\{method="GET",route="\/api\/games\/:category",service="catalogue"\} \d+/,
    );
    // Labels name routes, never the URLs sent.
    expect(after).not.toMatch(/route="[^"]*(claw|no-such-thing)/);
  });

  it("when the metrics port is scraped, then it has the process's metrics once and each service's queues and outbox", async () => {
    const text = await scrape();
    expect(text.match(/^# TYPE process_resident_memory_bytes /gm)).toHaveLength(1);
    expect(text.match(/^# TYPE nodejs_eventloop_lag_seconds /gm)).toHaveLength(1);
    expect(text.match(/^# TYPE venue_http_requests_total /gm)).toHaveLength(1);
    expect(
      valueOf(
        text,
        'venue_queue_jobs{queue="ai-enhance-event",state="failed",service="integrations"}',
      ),
    ).toBe(0);
    expect(valueOf(text, 'venue_outbox_events{service="catalogue"}')).toBe(0);
  });

  it("when a service's own port is scraped, then it has that service's metrics only", async () => {
    const text = await (await fetch(`${gateway.targets.catalogue}/metrics`)).text();
    expect(text).toContain('service="catalogue"');
    expect(text).not.toMatch(/service="(?!catalogue)/);
    expect(text).not.toContain('process_resident_memory_bytes');
  });

  it('when the metrics port is asked for anything else, then it is a JSON 404', async () => {
    const response = await fetch(`${metricsPort.url}/api/games`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'This port answers GET /metrics only' });
  });
});
