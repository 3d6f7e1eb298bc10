import { rm } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineApi } from '@venue/contracts/http';
import { createStore } from '@venue/store/create-store';
import type { Store } from '@venue/store/store.port';
import { rawRequest } from '@venue/test-helpers/raw-http';
import { tempDir } from '@venue/test-helpers/service-harness';
import type { Handlers } from './api-router';
import { createService } from './create-service';
import { storeRefusedMessage } from './error-handler';
import { conflict, notFound } from './errors';
import { identityHeader, identityKey, signIdentity } from './gateway-identity';
import { createLogger } from './logger';
import { partMetrics } from './metrics';
import { runServer, type RunningServer } from './run-server';
import { storedSeenAssertions, type SeenAssertions } from './seen-assertions';

const key = identityKey('kit-test-secret-that-is-long-enough-for-hs256');
const thingsApi = defineApi('kit-test', {
  create: {
    method: 'POST',
    path: '/things',
    access: 'staff',
    body: {
      kind: 'json',
      schema: z.object({ name: z.string().min(1, 'Name is required'), size: z.number().int() }),
    },
  },
  mine: {
    method: 'GET',
    path: '/things/mine',
    access: 'staff',
    query: z.object({ owner: z.string().optional() }),
  },
  read: {
    method: 'GET',
    path: '/things/:id',
    access: 'public',
    params: z.object({ id: z.string() }),
  },
  purge: { method: 'DELETE', path: '/things', access: 'admin' },
  boom: { method: 'GET', path: '/boom', access: 'public' },
  lookup: {
    method: 'POST',
    path: '/things/lookup',
    access: 'public',
    body: { kind: 'json', schema: z.object({ name: z.string() }) },
  },
});

const handlers: Handlers<typeof thingsApi> = {
  create: ({ body, identity }, _req, res) => {
    res.status(201);
    return { ...body, by: identity.username };
  },
  mine: ({ query }) => ({ owner: query.owner ?? null }),
  read: ({ params }) => {
    if (params.id === 'taken') throw conflict('That thing is taken');
    throw notFound(`No thing ${params.id}`);
  },
  purge: (_input, _req, res) => {
    res.status(204).end();
  },
  boom: () => {
    throw new Error('secret internal detail');
  },
  lookup: async ({ body }) => {
    const things = await store.collection<{ id: string; nameKey: string }>('things');
    return things.find({ nameKey: body.name });
  },
};

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The assertions taken, in a real store of the kit's own. */
let storeDir = '';
let store: Store;
let seenAssertions: SeenAssertions;
beforeAll(async () => {
  storeDir = await tempDir('kit-test');
  store = await createStore({ kind: 'embedded', dir: storeDir });
  seenAssertions = await storedSeenAssertions(store);
});
afterAll(async () => {
  await store.close();
  await rm(storeDir, { recursive: true, force: true });
});

/** pino's number for the warn level. */
const pinoWarn = 40;
/** What the last service served logged, a parsed line each. */
let logged: Array<Record<string, unknown>> = [];

async function serve(
  readiness: Record<string, () => Promise<void>> = { store: async () => {} },
  processMetrics = false,
) {
  logged = [];
  const logger = createLogger('kit-test', 'info', {
    write: (line: string) => void logged.push(JSON.parse(line) as Record<string, unknown>),
  });
  const app = createService({
    name: 'kit-test',
    logger,
    readiness,
    api: thingsApi,
    handlers,
    identityKey: key,
    seenAssertions,
    metrics: partMetrics('kit-test'),
    processMetrics,
  });
  server = await runServer({ app, port: 0, logger });
  return server.url;
}

/** The gateway's assertion for this request, as the gateway would sign it. */
const as = (role: 'staff' | 'admin', method: string, url: string, body = '') => ({
  [identityHeader]: signIdentity(
    { sub: `id-${role}`, username: role, role },
    { method, url, body: Buffer.from(body) },
    key,
  ),
});

const postThing = (url: string, body: unknown, headers?: Record<string, string>) =>
  fetch(`${url}/things`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(headers ?? as('staff', 'POST', '/things', JSON.stringify(body))),
    },
    body: JSON.stringify(body),
  });

describe('createService', () => {
  it('when a body breaks the contract, then it is a 400 naming each field', async () => {
    const response = await postThing(await serve(), { name: '', size: 1.5 });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'The request is not valid',
      errors: {
        name: ['Name is required'],
        size: ['Invalid input: expected int, received number'],
      },
    });
  });

  it('when a body is valid, then the handler gets the parsed value and the caller, and its status is kept', async () => {
    const response = await postThing(await serve(), { name: 'lamp', size: 2, extra: true });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ name: 'lamp', size: 2, by: 'staff' });
  });

  it('when a JSON body comes as another type, with no type or empty, then it is a 415, 415 or 400 and the handler never runs', async () => {
    const url = await serve();
    const body = JSON.stringify({ name: 'lamp', size: 2 });
    for (const [label, headers, sent, status, message] of [
      ['as text', { 'content-type': 'text/plain' }, body, 415, 'Send the body as application/json'],
      ['without a type', {}, body, 415, 'Send the body as application/json'],
      [
        'in another charset',
        { 'content-type': 'application/json; charset=iso-8859-1' },
        body,
        415,
        'Send the body as UTF-8',
      ],
      [
        'compressed',
        { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        body,
        415,
        'Send the body without a Content-Encoding',
      ],
      ['empty', { 'content-type': 'application/json' }, '', 400, 'The request needs a JSON body'],
      [
        'not JSON',
        { 'content-type': 'application/json' },
        '{"name":',
        400,
        'The request body is not valid JSON',
      ],
    ] as const) {
      const response = await rawRequest(url, {
        method: 'POST',
        path: '/things',
        headers: { ...headers, ...as('staff', 'POST', '/things', sent) },
        body: sent,
      });
      expect(response.status, label).toBe(status);
      expect(JSON.parse(response.body), label).toEqual({ message });
    }
  });

  it('when a staff route is called without the gateway identity, then it is a 401 and the handler never runs', async () => {
    const url = await serve();
    expect((await postThing(url, { name: 'lamp', size: 2 }, {})).status).toBe(401);
    expect(
      (await postThing(url, { name: 'lamp', size: 2 }, as('staff', 'DELETE', '/things'))).status,
    ).toBe(401);
  });

  it('when a path is spelled with doubled slashes, then the identity signed for its plain spelling holds', async () => {
    const url = await serve();
    for (const path of ['//things', '/things//', '/%74hings']) {
      const response = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...as('staff', 'POST', '/things', JSON.stringify({ name: 'lamp', size: 2 })),
        },
        body: JSON.stringify({ name: 'lamp', size: 2 }),
      });
      expect(response.status, path).toBe(201);
    }
  });

  it('when an assertion comes with another body or another query, then it is a 401 and the handler never runs', async () => {
    const url = await serve();
    const signed = as('staff', 'POST', '/things', JSON.stringify({ name: 'lamp', size: 2 }));
    expect((await postThing(url, { name: 'lamp', size: 3 }, signed)).status).toBe(401);
    const mine = (path: string, headers: Record<string, string>) =>
      fetch(`${url}${path}`, { headers });
    expect(
      (await mine('/things/mine?owner=b', as('staff', 'GET', '/things/mine?owner=a'))).status,
    ).toBe(401);
    expect((await mine('/things/mine', as('staff', 'GET', '/things/mine?owner=a'))).status).toBe(
      401,
    );
    const inOrder = await mine(
      '/things/mine?owner=a&b=1',
      as('staff', 'GET', '/things/mine?b=1&owner=a'),
    );
    expect(inOrder.status).toBe(200);
    expect(await inOrder.json()).toEqual({ owner: 'a' });
  });

  it('when the same assertion comes twice, then the second is a 401', async () => {
    const url = await serve();
    const signed = as('staff', 'POST', '/things', JSON.stringify({ name: 'lamp', size: 2 }));
    expect((await postThing(url, { name: 'lamp', size: 2 }, signed)).status).toBe(201);
    expect((await postThing(url, { name: 'lamp', size: 2 }, signed)).status).toBe(401);
  });

  it('when an admin route is called as staff, then it is a 403; as admin it runs', async () => {
    const url = await serve();
    expect(
      (
        await fetch(`${url}/things`, {
          method: 'DELETE',
          headers: as('staff', 'DELETE', '/things'),
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await fetch(`${url}/things`, {
          method: 'DELETE',
          headers: as('admin', 'DELETE', '/things'),
        })
      ).status,
    ).toBe(204);
  });

  it('when a domain throws a named error, then its status and message come back as JSON', async () => {
    const url = await serve();
    expect(await (await fetch(`${url}/things/taken`)).json()).toEqual({
      message: 'That thing is taken',
    });
    const missing = await fetch(`${url}/things/x`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'No thing x' });
  });

  it('when something unexpected throws, then it is a 500 without internals', async () => {
    const response = await fetch(`${await serve()}/boom`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toMatch(/secret internal detail|at .*\.ts/);
    expect(JSON.parse(text)).toEqual({
      message: 'Something went wrong on our side. Please try again.',
    });
  });

  it('when the store refuses a value the contract let through, then it is a 400 naming no internal field, logged as a warning', async () => {
    const response = await fetch(`${await serve()}/things/lookup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"a\\ud800"}',
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toContain('nameKey');
    expect(JSON.parse(text)).toEqual({ message: storeRefusedMessage });
    const warning = logged.find((line) => line.msg === 'the store refused a value of the request');
    expect(warning?.level).toBe(pinoWarn);
    expect(String(warning?.detail)).toContain('filter.nameKey');
  });

  it('when a path is unknown, then it is a JSON 404; every answer carries a request id and security headers', async () => {
    const url = await serve();
    const response = await fetch(`${url}/nowhere`, { headers: { 'x-request-id': 'abc-123' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'No route for GET /nowhere' });
    expect(response.headers.get('x-request-id')).toBe('abc-123');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect((await fetch(`${url}/nowhere`)).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('when requests are answered, then /metrics counts and times them by declared route, any unknown path as one', async () => {
    const url = await serve();
    for (const path of ['/things/a', '/things/b', '/nowhere', '/elsewhere?x=1'])
      await fetch(`${url}${path}`);

    const response = await fetch(`${url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toContain(
      'venue_http_requests_total{method="GET",route="/things/:id",status="404",service="kit-test"} 2',
    );
    expect(text).toContain(
      'venue_http_requests_total{method="GET",route="unmatched",status="404",service="kit-test"} 2',
    );
    expect(text).toMatch(
      /venue_http_request_duration_seconds_count\{method="GET",route="\/things\/:id",service="kit-test"\} 2/,
    );
    expect(text).not.toMatch(/\/things\/a|nowhere|elsewhere/);
    expect(text).not.toContain('process_resident_memory_bytes');
  });

  it('when the service is its own process, then /metrics also has the process metrics, once', async () => {
    const text = await (await fetch(`${await serve(undefined, true)}/metrics`)).text();
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(text.match(new RegExp(`^# TYPE ${name} `, 'gm')), name).toHaveLength(1);
    }
  });

  it('when a dependency is down, then /readyz is a 503 naming it while /healthz stays 200', async () => {
    const url = await serve({
      store: async () => {},
      queue: async () => {
        throw new Error('redis gone');
      },
    });
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      message: 'kit-test is not ready: queue unavailable',
      checks: { store: 'ok', queue: 'unavailable' },
    });
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });
});
