import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createService, type ServiceOptions } from './create-service';
import { conflict, notFound } from './errors';
import { createLogger } from './logger';
import { runServer, type RunningServer } from './run-server';
import { validated } from './validate';

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(overrides: Partial<ServiceOptions> = {}) {
  const logger = createLogger('kit-test', 'silent');
  const app = createService({
    name: 'kit-test',
    logger,
    readiness: { store: async () => {} },
    routes: (app) => {
      app.post(
        '/things',
        validated(
          {
            body: z.object({ name: z.string().min(1, 'Name is required'), size: z.number().int() }),
          },
          ({ body }, _req, res) => {
            res.status(201);
            return body;
          },
        ),
      );
      app.get(
        '/things/:id',
        validated({ params: z.object({ id: z.string() }) }, ({ params }) => {
          if (params.id === 'taken') throw conflict('That thing is taken');
          throw notFound(`No thing ${params.id}`);
        }),
      );
      app.get('/boom', () => {
        throw new Error('secret internal detail');
      });
    },
    ...overrides,
  });
  server = await runServer({ app, port: 0, logger });
  return server.url;
}

describe('createService', () => {
  it('when a body breaks the contract, then it is a 400 naming each field', async () => {
    const url = await serve();
    const response = await fetch(`${url}/things`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: '', size: 1.5 }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'The request is not valid',
      errors: {
        name: ['Name is required'],
        size: ['Invalid input: expected int, received number'],
      },
    });
  });

  it('when a body is valid, then the handler gets the parsed value and its status is kept', async () => {
    const url = await serve();
    const response = await fetch(`${url}/things`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'lamp', size: 2, extra: true }),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ name: 'lamp', size: 2 });
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
    const url = await serve();
    const response = await fetch(`${url}/boom`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toMatch(/secret internal detail|at .*\.ts/);
    expect(JSON.parse(text)).toEqual({
      message: 'Something went wrong on our side. Please try again.',
    });
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

  it('when a dependency is down, then /readyz is a 503 naming it while /healthz stays 200', async () => {
    const url = await serve({
      readiness: {
        store: async () => {},
        queue: async () => {
          throw new Error('redis gone');
        },
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
