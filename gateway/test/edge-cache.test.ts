import dns from 'node:dns';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gameChanged } from '@venue/contracts/catalogue';
import { galleryImageSchema, uploadUrlSchema } from '@venue/contracts/gallery';
import type { Jobs } from '@venue/jobs/jobs.port';
import { startFakeServer } from '@venue/test-helpers/fake-server';
import { notesApi, notesService } from '@venue/test-helpers/notes-service';
import { rawRequest } from '@venue/test-helpers/raw-http';
import { expiredStaffToken, forgedStaffToken } from '@venue/test-helpers/service-harness';
import { registry } from '@venue/registry/registry';
import { jsonRequest, startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';

/** The edge cache in front of the services: what it keeps, how it is kept true, what it never keeps. */
let gateway: GatewayUnderTest;
let token = '';
let admin = '';

const call = (path: string, init: RequestInit = {}, url = gateway.url) =>
  fetch(`${url}${path}`, init);
const staffStatus = async (url = gateway.url) =>
  (await (
    await call('/api/staff/status', { headers: { authorization: `Bearer ${token}` } }, url)
  ).json()) as {
    edgeCache: {
      hits: number;
      misses: number;
      invalidations: number;
      alreadyDropped: number;
      entries: number;
      bytes: number;
      evictions: number;
    };
  };
const boardReads = async () =>
  (
    (await (
      await call('/api/notes/board-reads', { headers: { authorization: `Bearer ${admin}` } })
    ).json()) as {
      reads: number;
    }
  ).reads;
const addNote = (text: string) => call('/api/notes', jsonRequest('POST', { text }, token));

beforeAll(async () => {
  gateway = await startGatewayUnderTest({
    registry: [
      ...registry,
      { name: 'notes', port: 4999, api: notesApi, load: async () => notesService },
    ],
  });
  await gateway.accounts.create({ username: 'crew', password: 'crew-password-1', role: 'staff' });
  await gateway.accounts.create({ username: 'boss', password: 'boss-password-1', role: 'admin' });
  token = await gateway.signIn('crew', 'crew-password-1');
  admin = await gateway.signIn('boss', 'boss-password-1');
});
afterAll(() => gateway.close());

describe('hits', () => {
  it('when a public read is asked twice, then the second comes from the cache with the same bytes and every header', async () => {
    const before = await staffStatus();
    const first = await call('/api/games/counts');
    const second = await call('/api/games/counts');
    const after = await staffStatus();
    expect(after.edgeCache.misses - before.edgeCache.misses).toBe(1);
    expect(after.edgeCache.hits - before.edgeCache.hits).toBe(1);
    expect(await second.text()).toBe(await first.text());
    for (const response of [first, second]) {
      expect(response.headers.get('etag')).toMatch(/^"[\w-]{32}"$/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('vary')).toBe('Accept-Encoding, Authorization');
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('when the client has the current copy, then it gets a 304 without a body', async () => {
    const { headers } = await call('/api/games');
    const etag = headers.get('etag') as string;
    const response = await rawRequest(gateway.url, {
      method: 'GET',
      path: '/api/games',
      headers: { 'if-none-match': etag },
    });
    expect(response.status).toBe(304);
    expect(response.body).toBe('');
    expect(response.headers.etag).toBe(etag);
  });

  it('when the client takes brotli or gzip, then it gets the copy made once, which decodes to the same bytes', async () => {
    const plain = await rawRequest(gateway.url, { method: 'GET', path: '/api/games' });
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const raw = await new Promise<{ encoding: string | undefined; body: Buffer }>(
        (resolve, reject) => {
          void import('node:http').then(({ get }) =>
            get(`${gateway.url}/api/games`, { headers: { 'accept-encoding': encoding } }, (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (chunk: Buffer) => chunks.push(chunk));
              res.on('end', () =>
                resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
              );
            }).on('error', reject),
          );
        },
      );
      expect(raw.encoding).toBe(encoding);
      expect(decode(raw.body).toString()).toBe(plain.body);
    }
  });

  it('when no client asks for a compressed copy, then none is made; the first to ask for one has it made once, for everyone asking then and after', async () => {
    const fresh = await gateway.another({});
    try {
      const get = (headers: Record<string, string> = {}) =>
        rawRequest(fresh.url, { method: 'GET', path: '/api/games', headers });
      const plain = await get();
      await get();
      const length = (response: { headers: Record<string, unknown> }) =>
        Number(response.headers['content-length']);
      const kept = async () => (await staffStatus(fresh.url)).edgeCache.bytes;
      expect(await kept()).toBe(length(plain));

      const brotli = await Promise.all([1, 2, 3].map(() => get({ 'accept-encoding': 'br' })));
      expect(brotli.map((response) => response.headers['content-encoding'])).toEqual([
        'br',
        'br',
        'br',
      ]);
      const brotliLength = length(brotli[0]!);
      expect(brotliLength).toBeLessThan(length(plain));
      expect(await kept()).toBe(length(plain) + brotliLength);
      await get({ 'accept-encoding': 'gzip, br' });
      expect(await kept()).toBe(length(plain) + brotliLength);

      const gzipped = await get({ 'accept-encoding': 'gzip' });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gzipped.headers.etag).toBe(plain.headers.etag);
      expect(await kept()).toBe(length(plain) + brotliLength + length(gzipped));
    } finally {
      await fresh.close();
    }
  });

  it('when a public read answers one page of a list, then the hit carries its count and links too', async () => {
    const first = await call('/api/events?limit=1');
    const second = await call('/api/events?limit=1');
    for (const name of ['x-total-count', 'link']) {
      expect(first.headers.get(name), name).toBeTruthy();
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
    }
  });

  it('when a path is spelled another way, then it is the same entry', async () => {
    await call('/api/games/pinball');
    const before = await staffStatus();
    await call('/api/GAMES/pinball/');
    expect((await staffStatus()).edgeCache.hits - before.edgeCache.hits).toBe(1);
  });

  it('when a read carries query parameters its route does not declare, then it is the entry without them', async () => {
    await call('/api/events?limit=2');
    const before = await staffStatus();
    for (let index = 0; index < 20; index += 1) {
      const response = await call(`/api/events?limit=2&utm_${index}=x&zz=${index}`);
      expect(response.status).toBe(200);
    }
    const after = await staffStatus();
    expect(after.edgeCache.hits - before.edgeCache.hits).toBe(20);
    expect(after.edgeCache.entries).toBe(before.edgeCache.entries);
  });

  it('when a public read carries an Authorization header that is no staff session, then it is answered from the cache', async () => {
    await call('/api/games/list');
    for (const authorization of [
      'x',
      'Bearer not-a-token',
      `Bearer ${forgedStaffToken()}`,
      `Bearer ${expiredStaffToken()}`,
    ]) {
      const before = await staffStatus();
      const response = await call('/api/games/list', { headers: { authorization } });
      const after = await staffStatus();
      expect(response.status, authorization).toBe(200);
      expect(response.headers.get('cache-control'), authorization).toBe('no-cache');
      expect(after.edgeCache.hits - before.edgeCache.hits, authorization).toBe(1);
    }
  });
});

describe('kept true by events', () => {
  it('when staff add a game, then the next public read shows it', async () => {
    const before = (await (await call('/api/games/counts')).json()) as { arcade: number };
    const game = {
      category: 'arcade',
      name: 'Cache Buster 3000',
      manufacturer: 'Atari',
      year: 1980,
    };
    expect((await call('/api/games', jsonRequest('POST', game, token))).status).toBe(201);
    await expect
      .poll(
        async () => ((await (await call('/api/games/counts')).json()) as { arcade: number }).arcade,
      )
      .toBe(before.arcade + 1);
    expect(await (await call('/api/games/list')).json()).toContain('Cache Buster 3000');
  });

  it('when an admin renames the venue, then the calendar feed kept at the edge is named after it', async () => {
    const feedName = async () =>
      /X-WR-CALNAME:(.*)\r\n/.exec(await (await call('/api/events.ics')).text())?.[1];
    const kept = await feedName();
    expect(kept).toBeDefined();
    const venue = (await (await call('/api/venue')).json()) as Record<string, unknown>;
    const renamed = await call(
      '/api/venue',
      jsonRequest('PUT', { ...venue, name: 'Forks Pinball Hall' }, admin),
    );
    expect(renamed.status).toBe(200);
    await expect.poll(feedName).toBe('Forks Pinball Hall Events');
  });
});

describe('where a miss is sent', () => {
  // `//api/...` read as a URL is the host `api`: the service's URL must come from the route.
  const spellings = [
    '//api/notes/board',
    '///api/notes/board',
    '//API//notes/board/',
    '//%61pi/notes/board',
  ];

  /** Records every host name looked up, and answers slowly: a request to one stays in flight. */
  const spyOnLookups = () => {
    const lookup = dns.lookup as (...args: unknown[]) => void;
    return vi
      .spyOn(dns, 'lookup')
      .mockImplementation(((...args: unknown[]) =>
        setTimeout(() => lookup(...args), 300)) as unknown as typeof dns.lookup);
  };

  /** The names looked up besides the loopback address servers listen on. */
  const lookedUp = (lookups: ReturnType<typeof spyOnLookups>) =>
    lookups.mock.calls.map(([host]) => host).filter((host) => host !== '127.0.0.1');

  it("when a miss is spelled with a leading double slash, then it and the reads coalesced with it get the service's answer, and no host name is looked up", async () => {
    const lookups = spyOnLookups();
    try {
      for (const spelling of spellings) {
        // The note's event heard (by the gateway that carried it, a second time) before the cold
        // gateway starts: heard by it during the miss, it is the board's own event, and the
        // reads after it rightly ask the service again.
        const dropped = (await staffStatus()).edgeCache.alreadyDropped;
        await addNote(`spelled ${spelling}`);
        await expect
          .poll(async () => (await staffStatus()).edgeCache.alreadyDropped)
          .toBe(dropped + 1);
        const cold = await gateway.another({});
        try {
          const reads = await boardReads();
          const odd = rawRequest(cold.url, { method: 'GET', path: spelling });
          await new Promise((resolve) => setTimeout(resolve, 30));
          const normal = Array.from({ length: 10 }, () =>
            rawRequest(cold.url, { method: 'GET', path: '/api/notes/board' }),
          );
          const answers = await Promise.all([odd, ...normal]);
          expect(
            answers.map((answer) => answer.status),
            spelling,
          ).toEqual(answers.map(() => 200));
          expect(JSON.parse(answers[0]!.body)).toMatchObject({
            notes: expect.arrayContaining([`spelled ${spelling}`]),
          });
          expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
          expect((await boardReads()) - reads, spelling).toBe(1);
        } finally {
          await cold.close();
        }
      }
      expect(lookedUp(lookups)).toEqual([]);
    } finally {
      lookups.mockRestore();
    }
  });

  it("when nothing is kept and a read is spelled with a leading double slash, then it gets the service's answer and no host name is looked up", async () => {
    const lookups = spyOnLookups();
    const keepsNothing = await gateway.another({ edgeCache: { maxBytes: 0 } });
    try {
      for (const spelling of spellings) {
        const response = await rawRequest(keepsNothing.url, { method: 'GET', path: spelling });
        expect(response.status, spelling).toBe(200);
        expect(JSON.parse(response.body)).toMatchObject({ notes: expect.any(Array) });
      }
      expect(lookedUp(lookups)).toEqual([]);
    } finally {
      await keepsNothing.close();
      lookups.mockRestore();
    }
  });

  it("when a proxied request is spelled another way, then the service is sent the route's own path and the query in order", async () => {
    const recorder = await startFakeServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('[]');
    });
    const recorded = await gateway.another({
      targets: { ...gateway.targets, notes: recorder.url },
    });
    try {
      for (const spelling of ['//api//NOTES/?b=2&a=1', '//%61pi/notes?a=1&b=2']) {
        const response = await rawRequest(recorded.url, { method: 'GET', path: spelling });
        expect(response.status, spelling).toBe(200);
      }
      expect(recorder.requests.map((request) => request.url)).toEqual([
        '/api/notes?a=1&b=2',
        '/api/notes?a=1&b=2',
      ]);
    } finally {
      await recorded.close();
      await recorder.close();
    }
  });

  it('when an /api path no route declares is spelled with a leading double slash, then it is a JSON 404', async () => {
    for (const spelling of ['//api/nothing-here', '/API/nothing-here', '//api']) {
      const response = await rawRequest(gateway.url, { method: 'GET', path: spelling });
      expect(response.status, spelling).toBe(404);
      expect(JSON.parse(response.body)).toEqual({
        message: expect.stringMatching(/^No API route for GET /),
      });
    }
  });
});

describe('what the cache does not do', () => {
  it('when a request carries a staff token, then it is neither served from nor stored in the cache, and said to be private', async () => {
    await call('/api/games/list');
    const before = await staffStatus();
    const response = await call('/api/games/list', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toMatch(/\bAuthorization\b/);
    const after = await staffStatus();
    expect(after.edgeCache.hits).toBe(before.edgeCache.hits);
    expect(after.edgeCache.misses).toBe(before.edgeCache.misses);
  });

  it('when staff read the gallery, then the answer with its hidden images is private and varies by Authorization; visitors get the kept one without them', async () => {
    const staff = { authorization: `Bearer ${token}` };
    const link = uploadUrlSchema.parse(
      await (await call('/api/objects/upload', { method: 'POST', headers: staff })).json(),
    );
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#111' } })
      .png()
      .toBuffer();
    const stored = await call(link.uploadURL, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: png,
    });
    expect(stored.status).toBe(201);
    const created = await call(
      '/api/gallery',
      jsonRequest(
        'POST',
        { filename: link.uploadURL.split('?')[0], originalName: 'Back room', isVisible: false },
        token,
      ),
    );
    expect(created.status).toBe(201);
    const hidden = galleryImageSchema.parse(await created.json());
    const ids = async (response: Response) =>
      galleryImageSchema
        .array()
        .parse(await response.json())
        .map((image) => image.id);

    const asStaff = await call('/api/gallery?limit=50', { headers: staff });
    expect(asStaff.status).toBe(200);
    expect(asStaff.headers.get('cache-control')).toBe('private, no-store');
    expect(asStaff.headers.get('vary')).toMatch(/\bAuthorization\b/);
    expect(await ids(asStaff)).toContain(hidden.id);

    await expect
      .poll(async () => ids(await call('/api/gallery?limit=50')))
      .not.toContain(hidden.id);
    const asVisitor = await call('/api/gallery?limit=50');
    expect(asVisitor.headers.get('cache-control')).toBe('no-cache');
    expect(asVisitor.headers.get('vary')).toBe('Accept-Encoding, Authorization');
  });

  it('when many read the same thing at once, then the service is asked once', async () => {
    await addNote('coalesce me');
    await expect.poll(async () => (await call('/api/notes/board')).status).toBe(200);
    const { invalidations } = (await staffStatus()).edgeCache;
    await addNote('and again');
    // Other services' events count too (the weather, the AI content): wait for at least this one.
    await expect
      .poll(async () => (await staffStatus()).edgeCache.invalidations)
      .toBeGreaterThan(invalidations);
    const reads = await boardReads();
    const answers = await Promise.all(Array.from({ length: 25 }, () => call('/api/notes/board')));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(new Set(await Promise.all(answers.map((answer) => answer.text()))).size).toBe(1);
    expect((await boardReads()) - reads).toBe(1);
  });

  it("when another route's event is published while a miss is under way, then the reads after it still share the one request", async () => {
    const cold = await gateway.another({});
    try {
      const reads = await boardReads();
      // The board takes 100 ms to answer: the first read is still under way when the game's
      // event (a route's that is not the board's) is heard and the others ask.
      const first = call('/api/notes/board', {}, cold.url);
      await expect.poll(boardReads, { interval: 5 }).toBe(reads + 1);
      const heard = cold.edgeCache.stats().invalidations;
      await gateway.services.jobs.publish(gameChanged, { change: 'updated', category: 'arcade' });
      await expect
        .poll(() => cold.edgeCache.stats().invalidations, { interval: 5 })
        .toBeGreaterThan(heard);
      const after = Array.from({ length: 5 }, () => call('/api/notes/board', {}, cold.url));
      const answers = await Promise.all([first, ...after]);
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
      expect(new Set(await Promise.all(answers.map((answer) => answer.text()))).size).toBe(1);
      expect((await boardReads()) - reads).toBe(1);
    } finally {
      await cold.close();
    }
  });

  it("when a staff write's event comes back over the jobs port, then what was kept since its answer stays kept", async () => {
    const jobs = gateway.services.jobs;
    // The events this gateway hears wait until let through: the board is kept before it hears.
    let letThrough = () => {};
    const heard = new Promise<void>((resolve) => (letThrough = resolve));
    const listenLate: Jobs['listen'] = (event, listener) =>
      jobs.listen(event, async (payload, meta) => {
        await heard;
        await listener(payload, meta);
      });
    const late = await gateway.another({
      jobs: new Proxy(jobs, {
        get: (target, name) =>
          name === 'listen' ? listenLate : Reflect.get(target, name, target).bind(target),
      }),
    });
    try {
      const before = late.edgeCache.stats();
      const written = await call(
        '/api/notes',
        jsonRequest('POST', { text: 'heard late' }, token),
        late.url,
      );
      expect(written.status).toBe(201);
      const reads = await boardReads();
      expect(await (await call('/api/notes/board', {}, late.url)).text()).toContain('heard late');
      expect((await boardReads()) - reads).toBe(1);
      letThrough();
      await expect
        .poll(() => late.edgeCache.stats().alreadyDropped)
        .toBe(before.alreadyDropped + 1);
      expect(await (await call('/api/notes/board', {}, late.url)).text()).toContain('heard late');
      expect((await boardReads()) - reads).toBe(1);
    } finally {
      letThrough();
      await late.close();
    }
  });

  it('when the service fails, then its error is passed through and never kept', async () => {
    await addNote('break');
    await expect.poll(async () => (await call('/api/notes/board')).status).toBe(500);
    const reads = await boardReads();
    const again = await call('/api/notes/board');
    expect(again.status).toBe(500);
    expect(await again.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
    });
    expect((await boardReads()) - reads).toBe(1);
  });

  it('when the entries outgrow the size bound, then the least recently used are dropped', async () => {
    const small = await gateway.another({ edgeCache: { maxBytes: 4_000 } });
    try {
      for (const category of ['pinball', 'rhythm', 'arcade', 'redemption', 'claw']) {
        expect((await call(`/api/games/${category}`, {}, small.url)).status).toBe(200);
      }
      const { edgeCache } = await staffStatus(small.url);
      expect(edgeCache.bytes).toBeLessThanOrEqual(4_000);
      expect(edgeCache.evictions).toBeGreaterThan(0);
    } finally {
      await small.close();
    }
  });
});
