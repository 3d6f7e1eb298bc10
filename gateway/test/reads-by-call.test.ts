import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '@venue/registry/registry';
import { createLogger } from '@venue/service-kit/logger';
import { withRequestId } from '@venue/service-kit/request-context';
import { notesApi, notesService } from '@venue/test-helpers/notes-service';
import { askHosted, askOverHttp, type ServiceAsker } from '../src/edge-cache';
import { startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';

/**
 * The one-process product's edge cache asks its services for a public read by a call: the same
 * answer as over HTTP, for every cacheable read the services declare, and the same for the
 * service (its log line, its count).
 */
interface LogLine {
  msg: string;
  service?: string;
  requestId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
}

const lines: LogLine[] = [];
let gateway: GatewayUnderTest;
let byCall: ServiceAsker;
let overHttp: ServiceAsker;

beforeAll(async () => {
  const logger = createLogger('venue', 'info', {
    write: (line: string) => void lines.push(JSON.parse(line) as LogLine),
  });
  gateway = await startGatewayUnderTest({
    asking: 'by-call',
    logger,
    registry: [
      ...registry,
      { name: 'notes', port: 4999, api: notesApi, load: async () => notesService },
    ],
  });
  overHttp = askOverHttp(gateway.targets);
  byCall = askHosted(
    Object.fromEntries(
      Object.values(gateway.services.services).map((service) => [service.name, service.reads!]),
    ),
    overHttp,
  );
});
afterAll(() => gateway.close());

/** What of a service's answer the edge cache keeps and passes on. */
const kept = (answer: Awaited<ReturnType<ServiceAsker>>) => ({
  status: answer.status,
  contentType: answer.headers['content-type'],
  link: answer.headers.link,
  totalCount: answer.headers['x-total-count'],
  requestId: answer.headers['x-request-id'],
  body: answer.body.toString('utf8'),
});

/** Every cacheable public read the services declare, with its parameters from the sample data. */
async function everyCacheableRead(): Promise<Array<[string, string]>> {
  const json = async <T>(path: string) =>
    (await fetch(`${gateway.url}${path}`).then((response) => response.json())) as T;
  const [event] = await json<Array<{ id: string }>>('/api/events/upcoming?limit=1');
  const [machine] = await json<Array<{ slug: string; gameName: string }>>('/api/machines/status');
  const samples: Record<string, string> = {
    category: 'pinball',
    slug: machine!.slug,
    id: event!.id,
  };
  const queries: Record<string, string> = {
    '/api/machine-reports/open': `?game=${encodeURIComponent(machine!.gameName)}`,
    '/api/events/occurrences': '?from=2026-11-01&to=2026-11-30',
  };
  return registry.flatMap((entry) =>
    Object.values(entry.api.routes)
      .filter((route) => route.method === 'GET' && route.access === 'public' && route.cache)
      .map((route): [string, string] => [
        entry.name,
        route.path.replace(/:(\w+)/g, (_whole, name: string) =>
          encodeURIComponent(samples[name]!),
        ) + (queries[route.path] ?? ''),
      ]),
  );
}

describe('what a miss gets', () => {
  it('when each cacheable read is asked by a call, then it is answered as over HTTP: status, type, count, links, request id and bytes', async () => {
    const reads = await everyCacheableRead();
    expect(reads.length).toBeGreaterThan(20);
    for (const [index, [service, path]] of reads.entries()) {
      // An event's AI content is written by a job a moment after the sample events are.
      await expect
        .poll(async () => (await overHttp(service, path, 5000)).status, { timeout: 30_000 })
        .toBe(200);
      const ask = (asker: ServiceAsker) =>
        withRequestId(`same-read-${index}`, () => asker(service, path, 5000));
      const [viaHttp, viaCall] = await Promise.all([ask(overHttp), ask(byCall)]);
      expect({ path, ...kept(viaCall) }).toEqual({ path, ...kept(viaHttp) });
    }
  });

  it.each([
    ['catalogue', '/api/games/no-such-category'],
    ['events', '/api/events?limit=0'],
    ['events', '/api/events/no-such-event'],
    ['events', '/api/events/no-such-event/calendar.ics'],
    ['events', '/api/events?limit=2&from=not-a-date'],
    ['events', '/api/events?limit=1'],
    ['gallery', '/api/gallery?limit=1'],
    ['notes', '/api/notes/board'],
  ])(
    'when %s is asked for %s by a call, then the answer is the one over HTTP',
    async (service, path) => {
      const ask = (asker: ServiceAsker) =>
        withRequestId('same-answer', () => asker(service, path, 5000));
      const [viaHttp, viaCall] = await Promise.all([ask(overHttp), ask(byCall)]);
      expect(kept(viaCall)).toEqual(kept(viaHttp));
    },
  );

  it('when a page of a list is read through a gateway that keeps nothing, then its answer is the one over HTTP, headers and all', async () => {
    const answers = await Promise.all(
      [byCall, overHttp].map(async (askService) => {
        const reader = await gateway.another({ askService, edgeCache: { maxBytes: 0 } });
        try {
          const response = await fetch(`${reader.url}/api/events?limit=1`);
          return {
            status: response.status,
            headers: Object.fromEntries(
              [...response.headers].filter(([name]) => !['date', 'x-request-id'].includes(name)),
            ),
            body: await response.text(),
          };
        } finally {
          await reader.close();
        }
      }),
    );
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.headers).toHaveProperty('x-total-count');
    expect(answers[0]!.headers.link).toContain('rel="next"');
  });

  it('when a read takes longer than the gateway waits, then the visitor gets the 503 of a service away', async () => {
    // The notes board takes 100 ms.
    const impatient = await gateway.another({ proxyTimeoutMs: 20, edgeCache: { maxBytes: 0 } });
    try {
      const response = await fetch(`${impatient.url}/api/notes/board`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        message: 'The notes service is unavailable right now. Please try again shortly.',
      });
    } finally {
      await impatient.close();
    }
  });
});

describe('what the service sees', () => {
  it("when a visitor names a request that misses, then the service's log line and count for the read carry it", async () => {
    const reader = await gateway.another({ edgeCache: { maxBytes: 0 } });
    try {
      const response = await fetch(`${reader.url}/api/games/counts`, {
        headers: { 'x-request-id': 'trace-by-call-1' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-request-id')).toBe('trace-by-call-1');
      expect(
        lines.find((line) => line.service === 'catalogue' && line.requestId === 'trace-by-call-1'),
      ).toMatchObject({
        msg: 'request completed',
        req: { method: 'GET', url: '/api/games/counts' },
        res: { statusCode: 200 },
      });
      const counted = await gateway.services.services.catalogue!.metrics.registry.metrics();
      expect(counted).toMatch(
        /venue_http_requests_total\{method="GET",route="\/api\/games\/counts",status="200",service="catalogue"\} [1-9]/,
      );
    } finally {
      await reader.close();
    }
  });
});
