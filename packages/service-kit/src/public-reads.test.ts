import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineApi } from '@venue/contracts/http';
import { defineEvent } from '@venue/contracts/messages';
import { createStore } from '@venue/store/create-store';
import type { Store } from '@venue/store/store.port';
import { tempDir } from '@venue/test-helpers/service-harness';
import { Reply, SerializedJson, type Handlers } from './api-router';
import { createService } from './create-service';
import { notFound, Unavailable } from './errors';
import { identityKey } from './gateway-identity';
import { createLogger } from './logger';
import { partMetrics } from './metrics';
import { pageReply } from './paging';
import { publicReads, type PublicReads } from './public-reads';
import { withRequestId } from './request-context';
import { runServer, type RunningServer } from './run-server';
import { storedSeenAssertions } from './seen-assertions';

/** A read answered by a call is the read its HTTP route answers: status, bytes and headers. */
const changed = defineEvent({ name: 'shelf.changed', payload: z.object({}) });
const cache = { invalidatedBy: [changed] };
const shelfApi = defineApi('shelf-test', {
  items: {
    method: 'GET',
    path: '/shelf/items',
    access: 'public',
    query: z.object({ limit: z.string().regex(/^\d+$/, 'limit must be a number').optional() }),
    cache,
  },
  item: {
    method: 'GET',
    path: '/shelf/items/:id',
    access: 'public',
    params: z.object({ id: z.string().min(2, 'id is too short') }),
    cache,
  },
  kept: { method: 'GET', path: '/shelf/kept', access: 'public', cache },
  calendar: { method: 'GET', path: '/shelf/calendar.ics', access: 'public', cache },
  broken: { method: 'GET', path: '/shelf/broken', access: 'public', cache },
  resting: { method: 'GET', path: '/shelf/resting', access: 'public', cache },
  uncached: { method: 'GET', path: '/shelf/uncached', access: 'public' },
  staffOnly: { method: 'GET', path: '/shelf/staff', access: 'staff', cache },
});

const names = ['lamp', 'chair', 'Ünïcödé \u2028 line', 'emoji 🎯'];
const handlers: Handlers<typeof shelfApi> = {
  items: ({ query, url }) => {
    const limit = Number(query.limit ?? 2);
    return pageReply(url, {
      answer: names.slice(0, limit),
      total: names.length,
      ...(limit < names.length && { next: { after: String(limit) } }),
    });
  },
  item: ({ params }) => {
    if (params.id === 'gone') throw notFound('No item gone');
    return { id: params.id, name: names[0] };
  },
  kept: () => new SerializedJson(JSON.stringify({ names })),
  calendar: () =>
    Reply.text('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', 'text/calendar; charset=utf-8'),
  broken: () => {
    throw new Error('secret internal detail');
  },
  resting: () => {
    throw new Unavailable('The shelf is resting: no reading yet');
  },
  uncached: () => ({ ok: true }),
  staffOnly: () => ({ staff: true }),
};

interface LogLine {
  level: number;
  msg: string;
  err?: unknown;
  requestId?: string;
  req?: { url: string };
  res?: { statusCode: number };
}
const lines: LogLine[] = [];
const logger = createLogger('shelf-test', 'info', {
  write: (line: string) => void lines.push(JSON.parse(line) as LogLine),
});
const metrics = partMetrics('shelf-test');
let server: RunningServer;
let reads: PublicReads;
let storeDir = '';
let store: Store;

beforeAll(async () => {
  storeDir = await tempDir('shelf-test');
  store = await createStore({ kind: 'embedded', dir: storeDir });
  const app = createService({
    name: 'shelf-test',
    logger: createLogger('shelf-test', 'silent'),
    readiness: {},
    api: shelfApi,
    handlers,
    identityKey: identityKey('shelf-test-secret-that-is-long-enough-for-hs256'),
    seenAssertions: await storedSeenAssertions(store),
    metrics: partMetrics('shelf-test-http'),
    processMetrics: false,
  });
  server = await runServer({ app, port: 0, logger: createLogger('shelf-test', 'silent') });
  reads = publicReads(shelfApi, handlers, { metrics, logger });
});
afterAll(async () => {
  await server.close();
  await store.close();
  await rm(storeDir, { recursive: true, force: true });
});

/** The headers an answer carries that a read by call carries too (not the wire's, not helmet's). */
const answerHeaders = ['content-type', 'link', 'x-total-count', 'x-request-id'];

async function overHttp(url: string) {
  const response = await fetch(`${server.url}${url}`, { headers: { 'x-request-id': 'same-id' } });
  return {
    status: response.status,
    headers: Object.fromEntries(
      [...response.headers].filter(([name]) => answerHeaders.includes(name)),
    ),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

describe('publicReads', () => {
  it.each([
    '/shelf/items',
    '/shelf/items?limit=4',
    '/shelf/items?limit=1',
    '/shelf/items?limit=x',
    '/shelf/items/lamp',
    '/shelf/items/gone',
    '/shelf/items/x',
    '/shelf/kept',
    '/shelf/calendar.ics',
    '/shelf/broken',
    '/shelf/resting',
  ])(
    'when %s is read by a call, then the answer is the one over HTTP: status, bytes and headers',
    async (url) => {
      const [byCall, viaHttp] = await Promise.all([
        withRequestId('same-id', () => reads(url)),
        overHttp(url),
      ]);
      expect(byCall).not.toBeNull();
      const answered = await byCall!;
      expect(answered.status).toBe(viaHttp.status);
      expect(answered.headers).toEqual(viaHttp.headers);
      expect(answered.body.toString('utf8')).toBe(viaHttp.body.toString('utf8'));
    },
  );

  it('when a path is no cacheable public read of the service, then there is nothing to call', () => {
    for (const url of ['/shelf/uncached', '/shelf/staff', '/shelf/nothing', '/other/items']) {
      expect(reads(url)).toBeNull();
    }
  });

  it('when a read fails on the service side, then the answer hides the detail and the line says what failed', async () => {
    const answered = await withRequestId('failing-read', () => reads('/shelf/broken'))!;
    expect(answered.status).toBe(500);
    expect(answered.body.toString()).not.toContain('secret internal detail');
    expect(
      lines.filter((line) => line.requestId === 'failing-read').map((line) => line.msg),
    ).toEqual(['request failed', 'request errored']);
  });

  it('when a read answers that a known state is unavailable, then it is a 503 logged as an answer: no error line, no stack', async () => {
    const answered = await withRequestId('resting-read', () => reads('/shelf/resting'))!;
    expect(answered.status).toBe(503);
    expect(JSON.parse(answered.body.toString())).toEqual({
      message: 'The shelf is resting: no reading yet',
    });
    expect(lines.filter((line) => line.requestId === 'resting-read')).toEqual([
      expect.objectContaining({ level: 30, msg: 'request completed', res: { statusCode: 503 } }),
    ]);
  });

  it('when a read is answered, then the service logs and counts it by its declared route', async () => {
    await withRequestId('counted-read', () => reads('/shelf/items/chair'));
    expect(lines.find((line) => line.requestId === 'counted-read')).toMatchObject({
      msg: 'request completed',
      req: { url: '/shelf/items/chair' },
      res: { statusCode: 200 },
    });
    const text = await metrics.registry.metrics();
    expect(text).toMatch(
      /venue_http_requests_total\{method="GET",route="\/shelf\/items\/:id",status="200",service="shelf-test"\} [1-9]/,
    );
  });
});
