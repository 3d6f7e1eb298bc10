import { connect, type Socket } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffLoginResponseSchema } from '@venue/contracts/staff';
import { identityHeader, identityKey, signIdentity } from '@venue/service-kit/gateway-identity';
import { createLogger } from '@venue/service-kit/logger';
import { runServer } from '@venue/service-kit/run-server';
import { startFakeServer } from '@venue/test-helpers/fake-server';
import { rawRequest } from '@venue/test-helpers/raw-http';
import { testJwtSecret } from '@venue/test-helpers/service-harness';
import { registry } from '@venue/registry/registry';
import { notesApi, notesService } from '@venue/test-helpers/notes-service';
import { jsonRequest, startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';

/** Each finding of the review tried as an attacker would, now answered. */
let gateway: GatewayUnderTest;
let token = '';
let adminToken = '';
const sockets: Socket[] = [];

const call = (path: string, init: RequestInit = {}, url = gateway.url) =>
  fetch(`${url}${path}`, init);

/** A raw connection that sends the given bytes and keeps everything the server answers. */
function openSocket(url: string, head: string) {
  const { hostname, port } = new URL(url);
  const socket = connect({ host: hostname, port: Number(port) });
  sockets.push(socket);
  let received = '';
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('data', (chunk) => (received += chunk.toString()));
  socket.on('error', () => undefined);
  socket.write(head);
  return { socket, received: () => received, closed };
}

/** Whether the connection ends within the bound (it waits no longer than that). */
const closesWithin = (client: ReturnType<typeof openSocket>, ms: number) =>
  Promise.race([
    client.closed.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

beforeAll(async () => {
  gateway = await startGatewayUnderTest({
    registry: [
      ...registry,
      { name: 'notes', port: 4999, api: notesApi, load: async () => notesService },
    ],
    loginLimits: { perIp: 3, perUsername: 100 },
  });
  await gateway.accounts.create({ username: 'crew', password: 'crew-password-1', role: 'staff' });
  token = await gateway.signIn('crew', 'crew-password-1');
  await gateway.accounts.create({ username: 'boss', password: 'boss-password-1', role: 'admin' });
  adminToken = await gateway.signIn('boss', 'boss-password-1');
});
afterAll(async () => {
  sockets.forEach((socket) => socket.destroy());
  await gateway.close();
});

describe('paths no route takes', () => {
  it('when a write names a path the matcher cannot read, or one outside /api, then it is a JSON 404, never an HTML page', async () => {
    for (const path of [
      '/api/staff/users/%2Fa%40a.aa',
      '/api/games/..',
      '/api/games/%E0%A4%A',
      '/objects/uploads/..',
      '/no-such-page',
    ]) {
      const response = await rawRequest(gateway.url, {
        method: 'PATCH',
        path,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
        body: '{}',
      });
      expect(response.status, path).toBe(404);
      expect(response.headers['content-type'], path).toMatch(/^application\/json/);
      expect(JSON.parse(response.body), path).toEqual({ message: expect.any(String) });
    }
  });
});

describe('request bodies', () => {
  it('when a GET or HEAD carries a body, then it is refused at once and the connection closed', async () => {
    for (const method of ['GET', 'HEAD']) {
      const response = await rawRequest(gateway.url, {
        method,
        path: '/api/games/counts',
        headers: { 'content-type': 'text/plain', 'content-length': '3' },
        body: 'abc',
      });
      expect(response.status, method).toBe(400);
      expect(response.headers.connection).toBe('close');
    }
  });

  it('when hundreds of clients trickle bodies in, then they hold no connection to a service and time out', async () => {
    // Long enough that the staff read is answered before it on a busy machine (3 s was not, at
    // load 16). The slow clients bear one token: their sessions are one question to the staff
    // service (asked one each, 300 questions outlasted even 30 s while CI's other lanes ran).
    const strict = await gateway.another({ bodyTimeoutMs: 8_000 });
    try {
      const slow = Array.from({ length: 300 }, () =>
        openSocket(
          strict.url,
          `POST /api/games HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n` +
            'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"na',
        ),
      );
      // A staff read goes past the edge cache, through the proxy to the catalogue.
      const counts = await call(
        '/api/games/counts',
        { headers: { authorization: `Bearer ${token}` } },
        strict.url,
      );
      expect(counts.status).toBe(200);
      // Answered while every slow client is still waiting for its deadline.
      expect(slow.filter((client) => client.received() !== '')).toEqual([]);
      await Promise.all(slow.map((client) => client.closed));
      expect(slow.every((client) => client.received().startsWith('HTTP/1.1 408'))).toBe(true);
    } finally {
      await strict.close();
    }
  });

  it('when a service answers an upload before reading it, then the client gets the answer and the connection ends', async () => {
    const { hostname, port } = new URL(gateway.url);
    const size = 8 * 1024 * 1024;
    const client = openSocket(
      gateway.url,
      `PUT /api/notes/upload HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: image/png\r\nContent-Length: ${size}\r\n\r\n`,
    );
    const chunk = Buffer.alloc(64 * 1024, 1);
    const started = Date.now();
    let sent = 0;
    const feed = setInterval(() => {
      if (sent < size && !client.socket.destroyed) {
        client.socket.write(chunk);
        sent += chunk.length;
      }
    }, 20);
    try {
      await client.closed;
    } finally {
      clearInterval(feed);
    }
    expect(client.received()).toMatch(/^HTTP\/1\.1 400/);
    expect(client.received()).toContain('Uploads are closed');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(sent).toBeLessThan(size);
  });
  it('when an upload declares more than its route takes, then the client gets the 413 and the connection ends', async () => {
    const { hostname, port } = new URL(gateway.url);
    const size = 21 * 1024 * 1024;
    const client = openSocket(
      gateway.url,
      `PUT /api/notes/upload HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: image/png\r\nContent-Length: ${size}\r\n\r\n`,
    );
    const chunk = Buffer.alloc(256 * 1024, 1);
    let sent = 0;
    while (sent < size && !client.socket.destroyed) {
      if (!client.socket.write(chunk)) {
        await new Promise((resolve) => {
          client.socket.once('drain', resolve);
          client.socket.once('close', resolve);
        });
      }
      sent += chunk.length;
    }
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 413/);
    expect(sent).toBeLessThan(size);
  });

  it('when a client that asked to close its connection floods an upload the service refuses, then it still gets the answer', async () => {
    // The client's Connection header is its own hop's: passed on, the service would close its
    // socket on answering while the gateway still sends, and the answer would be lost to a 502.
    for (let round = 0; round < 5; round += 1) {
      const { hostname, port } = new URL(gateway.url);
      const size = 8 * 1024 * 1024;
      const client = openSocket(
        gateway.url,
        `PUT /api/notes/upload HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAuthorization: Bearer ${token}\r\n` +
          `Connection: close\r\nContent-Type: image/png\r\nContent-Length: ${size}\r\n\r\n`,
      );
      const chunk = Buffer.alloc(256 * 1024, 1);
      for (let sent = 0; sent < size && !client.socket.destroyed; sent += chunk.length) {
        if (!client.socket.write(chunk)) {
          await new Promise((resolve) => {
            client.socket.once('drain', resolve);
            client.socket.once('close', resolve);
          });
        }
      }
      await client.closed;
      expect(client.received()).toMatch(/^HTTP\/1\.1 400/);
      expect(client.received()).toContain('Uploads are closed');
    }
  });
});

describe("the gateway's own routes' bodies", () => {
  const post = (url: string, path: string, bearer: string | undefined, headers: string) =>
    openSocket(
      url,
      `POST ${path} HTTP/1.1\r\nHost: x\r\n` +
        (bearer ? `Authorization: Bearer ${bearer}\r\n` : '') +
        `Content-Type: application/json\r\n${headers}\r\n`,
    );

  it('when a sign-in, a re-check or a new account trickles its body in, then it is a 408 at the deadline and the connection closes', async () => {
    const strict = await gateway.another({ bodyTimeoutMs: 1_000 });
    const clients = [
      post(strict.url, '/api/staff/login', undefined, 'Content-Length: 100\r\n'),
      post(strict.url, '/api/staff/verify', token, 'Content-Length: 100\r\n'),
      post(strict.url, '/api/staff/users', adminToken, 'Content-Length: 100\r\n'),
    ];
    const trickle = setInterval(() => {
      for (const client of clients) if (!client.socket.destroyed) client.socket.write(' ');
    }, 500);
    try {
      const closed = await Promise.all(clients.map((client) => closesWithin(client, 10_000)));
      for (const client of clients) {
        expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
        expect(client.received()).toMatch(/\r\nConnection: close\r\n/i);
      }
      expect(closed).toEqual([true, true, true]);
    } finally {
      clearInterval(trickle);
      await strict.close();
    }
  });

  it('when a chunked sign-in passes its size limit, then it is a 413 at once and the connection closes', async () => {
    const client = post(
      gateway.url,
      '/api/staff/login',
      undefined,
      'Transfer-Encoding: chunked\r\n',
    );
    const size = 3 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const feed = setInterval(() => {
      if (client.socket.destroyed) return;
      if (sent >= size) {
        client.socket.write('0\r\n\r\n');
        clearInterval(feed);
        return;
      }
      client.socket.write(`${chunk.length.toString(16)}\r\n`);
      client.socket.write(chunk);
      client.socket.write('\r\n');
      sent += chunk.length;
    }, 20);
    try {
      const closed = await closesWithin(client, 10_000);
      expect(client.received()).toMatch(/^HTTP\/1\.1 413/);
      expect(sent).toBeLessThan(size);
      expect(closed).toBe(true);
    } finally {
      clearInterval(feed);
    }
  });

  it('when a route refuses a request before reading its body (401, 429), then the answer closes the connection', async () => {
    const fresh = await gateway.another({});
    try {
      for (let used = 0; used < 2; used += 1) {
        const feedback = jsonRequest('POST', { text: 'Great place' });
        expect((await call('/api/notes/feedback', feedback, fresh.url)).status).toBe(202);
      }
      for (const [path, status] of [
        ['/api/staff/verify', 401],
        ['/api/notes', 401],
        ['/api/notes/feedback', 429],
      ] as const) {
        const client = post(fresh.url, path, undefined, 'Content-Length: 1000000\r\n');
        const feed = setInterval(() => {
          if (!client.socket.destroyed) client.socket.write(Buffer.alloc(1024, ' '));
        }, 50);
        try {
          const closed = await closesWithin(client, 5_000);
          expect(client.received(), path).toMatch(new RegExp(`^HTTP/1\\.1 ${status}`));
          expect(client.received(), path).toMatch(/\r\nConnection: close\r\n/i);
          expect(closed, path).toBe(true);
        } finally {
          clearInterval(feed);
        }
      }
    } finally {
      await fresh.close();
    }
  });
});

describe('who the gateway believes', () => {
  it('when a client sends its own identity header, then the gateway drops it', async () => {
    const forged = signIdentity(
      { sub: 'x', username: 'mallory', role: 'admin' },
      { method: 'POST', url: '/api/notes', body: Buffer.from(JSON.stringify({ text: 'sneaky' })) },
      identityKey(testJwtSecret),
    );
    const response = await call('/api/notes', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [identityHeader]: forged },
      body: JSON.stringify({ text: 'sneaky' }),
    });
    expect(response.status).toBe(401);
    expect(await (await call('/api/notes')).json()).toEqual([]);
  });
});

describe('who the services believe', () => {
  it('when a path with doubled slashes or capitals carries a staff session, then the service answers as for the plain path', async () => {
    const plain = await call('/api/games/export?category=claw', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(plain.status).toBe(200);
    const expected = await plain.text();
    for (const path of [
      '/api//games/export?category=claw',
      '//api/games//export/?category=claw',
      '/API/Games/EXPORT?category=claw',
    ]) {
      const response = await rawRequest(gateway.url, {
        method: 'GET',
        path,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status, path).toBe(200);
      expect(response.body, path).toBe(expected);
    }
  });
});

describe('an identity the gateway sent, replayed', () => {
  /** A gateway whose notes service is a recorder: it keeps the assertions the gateway sends. */
  const capture = async (path: string, init: RequestInit) => {
    const recorder = await startFakeServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{}');
    });
    const recorded = await gateway.another({
      targets: { ...gateway.targets, notes: recorder.url },
    });
    try {
      expect((await call(path, init, recorded.url)).status).toBe(200);
      return recorder.requests[0]!.headers[identityHeader] as string;
    } finally {
      await recorded.close();
      await recorder.close();
    }
  };
  const notesService = (path: string, init: RequestInit) =>
    fetch(`${gateway.targets.notes}${path}`, init);
  const noteTexts = async () =>
    ((await (await call('/api/notes')).json()) as Array<{ text: string }>).map((note) => note.text);

  it('when it comes with another body, then the service refuses it and stores nothing', async () => {
    const identity = await capture('/api/notes', jsonRequest('POST', { text: 'meant' }, token));
    const replayed = await notesService('/api/notes', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [identityHeader]: identity },
      body: JSON.stringify({ text: 'replayed with another body' }),
    });
    expect(replayed.status).toBe(401);
    expect(await noteTexts()).not.toContain('replayed with another body');
  });

  it('when it comes with another query, then the service refuses it', async () => {
    const admin = { headers: { authorization: `Bearer ${adminToken}` } };
    const identity = await capture('/api/notes/games-seen?page=1', admin);
    const replayed = await notesService('/api/notes/games-seen?page=2', {
      headers: { [identityHeader]: identity },
    });
    expect(replayed.status).toBe(401);
  });

  it('when the same request is sent twice, then the service takes it once', async () => {
    const identity = await capture('/api/notes', jsonRequest('POST', { text: 'once' }, token));
    const send = () =>
      notesService('/api/notes', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [identityHeader]: identity },
        body: JSON.stringify({ text: 'once' }),
      });
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(401);
    expect((await noteTexts()).filter((text) => text === 'once')).toHaveLength(1);
  });

  it('when it is sent again under another request id, then the service still takes it once', async () => {
    const identity = await capture('/api/notes', jsonRequest('POST', { text: 'traced' }, token));
    const send = (requestId: string) =>
      notesService('/api/notes', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-request-id': requestId,
          [identityHeader]: identity,
        },
        body: JSON.stringify({ text: 'traced' }),
      });
    expect((await send('first-try')).status).toBe(201);
    expect((await send('second-try')).status).toBe(401);
    expect((await noteTexts()).filter((text) => text === 'traced')).toHaveLength(1);
  });
});

describe('public forms', () => {
  it('when one address sends a form more often than its route allows, then it is a 429 before the service sees it', async () => {
    const send = () => call('/api/notes/feedback', jsonRequest('POST', { text: 'Great place' }));
    expect((await send()).status).toBe(202);
    expect((await send()).status).toBe(202);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      message: 'Too many requests. Please wait a few minutes and try again.',
    });
  });
});

describe('what is never kept by a cache', () => {
  it('when staff answers and sign-in answers come back, then they say no-store', async () => {
    const login = await call(
      '/api/staff/login',
      jsonRequest('POST', { username: 'crew', password: 'crew-password-1' }),
    );
    expect(login.headers.get('cache-control')).toBe('no-store');
    const session = staffLoginResponseSchema.parse(await login.json());
    const auth = { headers: { authorization: `Bearer ${session.token}` } };
    for (const path of [
      '/api/staff/session',
      '/api/staff/status',
      '/api/games/export?category=claw',
    ]) {
      const response = await call(path, auth);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});

describe('a service that is down', () => {
  it('when one service is unreachable, then only its routes answer 503; the site, sign-in and readiness go on', async () => {
    const closed = await runServer({
      app: express(),
      port: 0,
      logger: createLogger('closed', 'silent'),
    });
    await closed.close();
    const degraded = await gateway.another({
      targets: { ...gateway.targets, catalogue: closed.url },
    });
    try {
      const games = await call('/api/games/counts', {}, degraded.url);
      expect(games.status).toBe(503);
      expect(await games.json()).toMatchObject({
        message: expect.stringMatching(/catalogue service is unavailable/),
      });
      expect((await call('/api/notes', {}, degraded.url)).status).toBe(200);
      expect((await call('/', {}, degraded.url)).status).toBe(200);
      expect((await call('/readyz', {}, degraded.url)).status).toBe(200);
      const login = await call(
        '/api/staff/login',
        jsonRequest('POST', { username: 'crew', password: 'crew-password-1' }),
        degraded.url,
      );
      expect(login.status).toBe(200);
      const status = await call(
        '/api/staff/status',
        { headers: { authorization: `Bearer ${token}` } },
        degraded.url,
      );
      expect(await status.json()).toMatchObject({
        status: 'degraded',
        checks: { queue: 'ok', catalogue: 'unavailable', notes: 'ok', staff: 'ok' },
      });
    } finally {
      await degraded.close();
    }
  });
});

// Last: the failures it makes would limit sign-in from this address for the tests after it.
describe('the client address', () => {
  it('when sign-in failures come with ever new X-Forwarded-For addresses, then the one real address is still limited', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await call('/api/staff/login', {
        ...jsonRequest('POST', { username: `nobody${attempt}`, password: 'wrong' }),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${attempt}` },
      });
      expect(response.status).toBe(401);
    }
    const blocked = await call('/api/staff/login', {
      ...jsonRequest('POST', { username: 'nobody9', password: 'wrong' }),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
    });
    expect(blocked.status).toBe(429);
  });
});
