import { readFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  gameCategories,
  gameChanged,
  gameCountsSchema,
  gameImportReportSchema,
  groupedGamesSchema,
  type Game,
  type GameCategory,
  type GameChangedEvent,
} from '@venue/contracts/catalogue';
import { errorBodySchema } from '@venue/contracts/errors';
import { identityHeader } from '@venue/service-kit/gateway-identity';
import { rawRequest } from '@venue/test-helpers/raw-http';
import {
  staffTokenFor,
  startServicesUnderTest,
  type CallOptions,
  type ServicesUnderTest,
} from '@venue/test-helpers/service-harness';
import { gamesRepository } from '../src/catalogue.repository';
import { catalogueService } from '../src/catalogue.service';

const seedLines = async (category: GameCategory) =>
  (await readFile(new URL(`../seed/${category}.txt`, import.meta.url), 'utf8'))
    .split('\n')
    .filter((line) => line.trim());

const newGame = {
  category: 'pinball',
  name: 'Star Trek',
  manufacturer: 'Stern',
  year: 2013,
  description: 'Boldly go.',
};

let hosted: ServicesUnderTest;
let events: Array<GameChangedEvent & { eventId: string }>;

const api = (path: string, options: CallOptions = {}) => hosted.call('catalogue', path, options);
const asStaff = (method: string, json?: unknown): CallOptions => ({ method, as: 'staff', json });
const counts = async () => gameCountsSchema.parse(await (await api('/api/games/counts')).json());
const gamesIn = async (category: GameCategory) =>
  (await (await api(`/api/games/${category}`)).json()) as Game[];
const expectErrorBody = async (response: Response, status: number) => {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  return errorBodySchema.parse(await response.json());
};

// Every test starts from its own freshly seeded catalogue, so any order passes.
beforeEach(async () => {
  hosted = await startServicesUnderTest([catalogueService]);
  events = [];
  hosted.jobs.subscribe(gameChanged, 'catalogue-test', async (payload, { eventId }) => {
    events.push({ ...payload, eventId: eventId ?? '' });
  });
});
afterEach(() => hosted.close());

describe('public catalogue', () => {
  it('when the store is fresh, then every category holds the games of its seed file', async () => {
    const grouped = groupedGamesSchema.parse(await (await api('/api/games')).json());
    for (const category of gameCategories) {
      const lines = await seedLines(category);
      expect(grouped[category].map((game) => game.name).sort()).toEqual(
        lines.map((line) => line.split('|')[0]).sort(),
      );
      expect(grouped[category].every((game) => game.category === category)).toBe(true);
    }
  });

  it('when counts are asked for, then they match the seed files and add up to at least 40', async () => {
    const current = await counts();
    let total = 0;
    for (const category of gameCategories) {
      expect(current[category]).toBe((await seedLines(category)).length);
      total += current[category];
    }
    expect(total).toBeGreaterThanOrEqual(40);
  });

  it('when one category is asked for, then its games come sorted by name', async () => {
    const games = await gamesIn('pinball');
    const names = games.map((game) => game.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(games[0]).toMatchObject({
      id: expect.any(String),
      manufacturer: expect.any(String),
      year: expect.any(Number),
    });
  });

  it('when the category is unknown, then the answer is a 400 naming the category', async () => {
    const body = await expectErrorBody(await api('/api/games/bowling'), 400);
    expect(body.errors?.['params.category']?.[0]).toMatch(
      /pinball, rhythm, arcade, redemption, claw/,
    );
  });

  it('when the names list is asked for, then it is every name once, sorted', async () => {
    const names = (await (await api('/api/games/list')).json()) as string[];
    const grouped = groupedGamesSchema.parse(await (await api('/api/games')).json());
    const all = new Set(
      Object.values(grouped)
        .flat()
        .map((game) => game.name),
    );
    expect(names).toHaveLength(all.size);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
  });

  it('when a path varies in letter case, slashes or encoding, then it means the same route as at the gateway', async () => {
    const expected = await (await api('/api/games/counts')).text();
    for (const variant of [
      '/api/GAMES/Counts',
      '/api/games/counts/',
      '//api//games/counts',
      '/api/games/%63ounts',
    ]) {
      const response = await api(variant);
      expect(response.status, variant).toBe(200);
      expect(await response.text()).toBe(expected);
    }
    await expectErrorBody(await api('/api/games/pinball/extra'), 404);
    await expectErrorBody(await api('/api/games/..'), 404);
  });
});

describe('who may write', () => {
  it.each([
    ['no identity', {}],
    [
      'a staff token instead of the gateway identity',
      { authorization: `Bearer ${staffTokenFor()}` },
    ],
    ['a forged identity', { [identityHeader]: 'not.a.jwt' }],
  ])(
    'when a game is posted with %s, then it is a 401 and nothing is stored',
    async (_label, headers) => {
      const before = await counts();
      await expectErrorBody(
        await api('/api/games', { method: 'POST', json: newGame, headers }),
        401,
      );
      expect(await counts()).toEqual(before);
    },
  );

  it('when the identity was issued for another request, then it is a 401', async () => {
    const before = await counts();
    const borrowed = hosted.identityFor('staff', 'DELETE', '/api/games/some-id');
    await expectErrorBody(
      await api('/api/games', { method: 'POST', json: newGame, headers: borrowed }),
      401,
    );
    expect(await counts()).toEqual(before);
  });

  it('when an export is asked for without an identity, then it is a 401 with no-store', async () => {
    const response = await api('/api/games/export?category=arcade');
    expect(response.headers.get('cache-control')).toBe('no-store');
    await expectErrorBody(response, 401);
  });
});

describe('staff writes', () => {
  it('when a valid game is posted, then it is created, counted, listed and announced once with an id', async () => {
    const before = await counts();
    const response = await api('/api/games', asStaff('POST', newGame));
    expect(response.status).toBe(201);
    const created = (await response.json()) as Game;
    expect(created).toMatchObject({ ...newGame, id: expect.any(String) });
    expect((await counts()).pinball).toBe(before.pinball + 1);
    expect(await (await api('/api/games/list')).json()).toContain('Star Trek');
    await expect.poll(() => events).toHaveLength(1);
    expect(events[0]).toEqual({
      change: 'created',
      category: 'pinball',
      gameId: created.id,
      name: 'Star Trek',
      eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('when the same name is posted again in any case, then it is a 409, nothing changes and nothing is announced', async () => {
    expect((await api('/api/games', asStaff('POST', newGame))).status).toBe(201);
    await expect.poll(() => events).toHaveLength(1);
    const before = await counts();
    const body = await expectErrorBody(
      await api('/api/games', asStaff('POST', { ...newGame, name: 'STAR TREK' })),
      409,
    );
    expect(body.errors?.name).toBeDefined();
    expect(await counts()).toEqual(before);
    await hosted.services.catalogue!.outbox.relay();
    expect(events).toHaveLength(1);
  });

  it('when the same name is posted in another category, then it is created there', async () => {
    expect((await api('/api/games', asStaff('POST', newGame))).status).toBe(201);
    const response = await api('/api/games', asStaff('POST', { ...newGame, category: 'arcade' }));
    expect(response.status).toBe(201);
  });

  it.each([
    ['missing manufacturer', { ...newGame, manufacturer: undefined }, 'manufacturer'],
    ['a two-digit year', { ...newGame, year: 97 }, 'year'],
    ['a year far in the future', { ...newGame, year: 2999 }, 'year'],
    ['a fractional year', { ...newGame, year: 1999.5 }, 'year'],
    ['a hexadecimal year', { ...newGame, year: '0x7e4' }, 'year'],
    ['a year in exponent form', { ...newGame, year: '2e3' }, 'year'],
    ['a blank name', { ...newGame, name: '   ' }, 'name'],
    ['a name of zero-width spaces', { ...newGame, name: '\u200b\u200b' }, 'name'],
    ['a lone surrogate in the name', { ...newGame, name: 'Star \ud800 Trek' }, 'name'],
    ['a control character in the name', { ...newGame, name: 'Star\u0007Trek' }, 'name'],
    ['a pipe in the name', { ...newGame, name: 'Pin|ball' }, 'name'],
    ['a line break in the description', { ...newGame, description: 'one\ntwo' }, 'description'],
    ['an unknown category', { ...newGame, category: 'bowling' }, 'category'],
  ])(
    'when a game has %s, then it is a 400 naming the field and nothing is stored',
    async (_label, game, field) => {
      const before = await counts();
      const body = await expectErrorBody(await api('/api/games', asStaff('POST', game)), 400);
      expect(Object.keys(body.errors ?? {})).toContain(field);
      expect(await counts()).toEqual(before);
    },
  );

  it('when a year comes as four digits of text, then it is accepted as a number', async () => {
    const response = await api('/api/games', asStaff('POST', { ...newGame, year: ' 2013 ' }));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ year: 2013 });
  });

  it('when a body is not JSON, then it is a 400 with a clear message', async () => {
    const body = await expectErrorBody(
      await api('/api/games', {
        method: 'POST',
        as: 'staff',
        text: '{"name":',
        headers: { 'content-type': 'application/json' },
      }),
      400,
    );
    expect(body.message).toMatch(/not valid JSON/);
  });

  it('when a body is over the limit, then it is a 413', async () => {
    const description = 'x'.repeat(200_000);
    await expectErrorBody(
      await api('/api/games', asStaff('POST', { ...newGame, description })),
      413,
    );
  });

  it('when a game is updated, then the change is stored; an unknown id is a 404; a taken name a 409', async () => {
    const [first, second] = await gamesIn('rhythm');
    const update = {
      category: 'rhythm',
      name: `${first!.name} Deluxe`,
      manufacturer: 'Konami',
      year: 2022,
      description: '',
    };
    const response = await api(`/api/games/${first!.id}`, asStaff('PUT', update));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: first!.id, ...update });
    expect((await gamesIn('rhythm')).find((game) => game.id === first!.id)).toMatchObject(update);
    await expectErrorBody(await api('/api/games/no-such-id', asStaff('PUT', update)), 404);
    await expectErrorBody(await api(`/api/games/${second!.id}`, asStaff('PUT', update)), 409);
  });

  it('when a game moves category, then both categories change and both are announced', async () => {
    const [game] = await gamesIn('claw');
    const moved = { ...game!, category: 'arcade', description: game!.description ?? '' };
    expect((await api(`/api/games/${game!.id}`, asStaff('PUT', moved))).status).toBe(200);
    expect((await gamesIn('claw')).some((other) => other.id === game!.id)).toBe(false);
    expect((await gamesIn('arcade')).some((other) => other.id === game!.id)).toBe(true);
    await expect
      .poll(() => events.map((event) => event.category).sort())
      .toEqual(['arcade', 'claw']);
  });

  it('when a game is deleted, then it is gone and deleting again is a 404', async () => {
    const [game] = await gamesIn('claw');
    const before = await counts();
    expect((await api(`/api/games/${game!.id}`, { method: 'DELETE', as: 'staff' })).status).toBe(
      204,
    );
    expect((await counts()).claw).toBe(before.claw - 1);
    await expectErrorBody(
      await api(`/api/games/${game!.id}`, { method: 'DELETE', as: 'staff' }),
      404,
    );
  });
});

describe('game files', () => {
  const importFile = (category: string, text: string, dryRun = false) =>
    api(`/api/games/import?category=${category}${dryRun ? '&dryRun=true' : ''}`, {
      method: 'POST',
      as: 'staff',
      text,
    });
  const exportFile = async (category: string) =>
    (await api(`/api/games/export?category=${category}`, { as: 'staff' })).text();

  it('when a category is exported, then the file has one pipe-separated line per game and is not cached', async () => {
    const response = await api('/api/games/export?category=arcade', { as: 'staff' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/plain/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?arcade\.txt"?$/,
    );
    const lines = (await response.text()).trimEnd().split('\n');
    expect(lines).toHaveLength((await counts()).arcade);
    expect(lines).toContain(
      'Ms. Pac-Man|Midway|1982|The queen of the maze, still one of the best arcade games ever made.',
    );
  });

  it('when the exported file is imported back, then nothing changes', async () => {
    const response = await importFile('arcade', await exportFile('arcade'));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      created: [],
      updated: [],
      removed: [],
      unchanged: (await counts()).arcade,
    });
  });

  it('when a game with accents and emoji is exported and imported back, then it is the same game', async () => {
    const game = { ...newGame, name: 'Café Crème 🎯 Ñandú', description: 'Zoë’s “favourite”' };
    expect((await api('/api/games', asStaff('POST', game))).status).toBe(201);
    const before = await gamesIn('pinball');
    const report = await (await importFile('pinball', await exportFile('pinball'))).json();
    expect(report).toMatchObject({ created: [], updated: [], removed: [] });
    expect(await gamesIn('pinball')).toEqual(before);
  });

  it('when a file is dry-run, then the report shows the changes and nothing is stored', async () => {
    const before = await gamesIn('redemption');
    const file =
      'Stacker|LAI Games|2005|Now with a new description\nHoop Fever|Bay Tek Games|2008|\n';
    const response = await importFile('redemption', file, true);
    expect(response.status).toBe(200);
    const report = gameImportReportSchema.parse(await response.json());
    expect(report).toMatchObject({
      dryRun: true,
      created: ['Hoop Fever'],
      updated: ['Stacker'],
      unchanged: 0,
    });
    expect(report.removed).toHaveLength(before.length - 1);
    expect(await gamesIn('redemption')).toEqual(before);
    expect(events).toEqual([]);
  });

  it('when a file is imported, then the category holds exactly its games, keeping ids of kept names, announced once', async () => {
    const stacker = (await gamesIn('redemption')).find((game) => game.name === 'Stacker');
    const file =
      'Stacker|LAI Games|2005|Now with a new description\r\nHoop Fever|Bay Tek Games|2008\r\n\r\n';
    expect((await importFile('redemption', file)).status).toBe(200);
    const games = await gamesIn('redemption');
    expect(games.map((game) => game.name)).toEqual(['Hoop Fever', 'Stacker']);
    expect(games.find((game) => game.name === 'Stacker')).toMatchObject({
      id: stacker!.id,
      year: 2005,
    });
    await expect
      .poll(() => events)
      .toEqual([{ change: 'imported', category: 'redemption', eventId: expect.any(String) }]);
  });

  it('when an accepted import was interrupted by a stop, then the next start finishes it before serving', async () => {
    const before = await counts();
    const store = hosted.services.catalogue!.store;
    const repository = await gamesRepository(store);
    await repository.saveImport(
      'claw',
      ['Only Claw'],
      [{ category: 'claw', name: 'Only Claw', manufacturer: 'Elaut', year: 2020, description: '' }],
    );
    await hosted.stop();
    const restarted = await startServicesUnderTest([catalogueService], { dataDir: hosted.dataDir });
    hosted = restarted;
    expect((await gamesIn('claw')).map((game) => game.name)).toEqual(['Only Claw']);
    expect((await counts()).pinball).toBe(before.pinball);
  });

  it('when a file has bad lines, then each is reported by line number and nothing is stored', async () => {
    const before = await gamesIn('pinball');
    const file = [
      'Good Game|Stern|2020|Fine',
      'No Year|Stern',
      'Bad Year|Stern|19x9|',
      'Good Game|Stern|2021|Duplicate name',
      'Too|Many|2020|Fields|Here',
      'Hex Year|Stern|0x7e4|',
    ].join('\n');
    const body = await expectErrorBody(await importFile('pinball', file), 422);
    expect(body.message).toMatch(/5 bad lines; nothing was imported/);
    expect(Object.keys(body.errors ?? {})).toEqual([
      'line 2',
      'line 3',
      'line 4',
      'line 5',
      'line 6',
    ]);
    expect(body.errors?.['line 4']?.[0]).toMatch(/already on line 1/);
    expect(await gamesIn('pinball')).toEqual(before);
  });

  it('when an import comes with an empty body, then it is a 400 and the category keeps its games', async () => {
    const before = await gamesIn('pinball');
    expect(before.length).toBeGreaterThan(0);
    await expectErrorBody(await importFile('pinball', ''), 400);
    expect(await gamesIn('pinball')).toEqual(before);
  });

  it('when the import is not text or names no valid category, then it is rejected', async () => {
    await expectErrorBody(
      await api('/api/games/import?category=pinball', asStaff('POST', { file: 'x' })),
      415,
    );
    await expectErrorBody(await importFile('bowling', 'A|B|2000|'), 400);
    await expectErrorBody(await api('/api/games/export?category[$ne]=x', { as: 'staff' }), 400);
  });
});

describe('health', () => {
  it('when the store and queue are up, then /healthz and /readyz say so', async () => {
    expect((await api('/healthz')).status).toBe(200);
    expect(await (await api('/readyz')).json()).toMatchObject({
      status: 'ready',
      checks: { store: 'ok', queue: 'ok' },
    });
  });

  it('when a GET carries a body, then it is refused and the connection closed', async () => {
    const response = await rawRequest(hosted.services.catalogue!.url, {
      method: 'GET',
      path: '/api/games',
      headers: { 'content-type': 'text/plain', 'content-length': '3' },
      body: 'abc',
    });
    expect(response.status).toBe(400);
    expect(response.headers.connection).toBe('close');
  });
});
