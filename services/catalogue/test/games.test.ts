import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gameCategories,
  gameChanged,
  gameCountsSchema,
  gameImportReportSchema,
  groupedGamesSchema,
  type Game,
  type GameCategory,
} from '@venue/contracts/games';
import { errorBodySchema } from '@venue/contracts/errors';
import {
  expiredStaffToken,
  forgedStaffToken,
  staffTokenFor,
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@venue/test-helpers/service-harness';
import { catalogueService } from '../src/catalogue.service';

const seedLines = async (category: GameCategory) =>
  (await readFile(new URL(`../seed/${category}.txt`, import.meta.url), 'utf8'))
    .split('\n')
    .filter((line) => line.trim());

let service: ServiceUnderTest;
const staff = { authorization: `Bearer ${staffTokenFor()}` };
const events: unknown[] = [];

const api = (path: string, init: RequestInit = {}) => fetch(`${service.url}${path}`, init);
const json = (body: unknown, headers: Record<string, string> = staff): RequestInit => ({
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', ...headers },
});
const counts = async () => gameCountsSchema.parse(await (await api('/api/games/counts')).json());
const expectErrorBody = async (response: Response, status: number) => {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  return errorBodySchema.parse(await response.json());
};

beforeAll(async () => {
  service = await startServiceUnderTest(catalogueService);
  service.jobs.subscribe(gameChanged, 'catalogue-test', async (payload) => {
    events.push(payload);
  });
});
afterAll(() => service.close());

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
    const response = await api('/api/games/pinball');
    expect(response.status).toBe(200);
    const games = (await response.json()) as Game[];
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

  it('when a path is unknown, then the answer is a JSON 404', async () => {
    await expectErrorBody(await api('/api/games/pinball/extra'), 404);
  });
});

describe('staff writes', () => {
  const newGame = {
    category: 'pinball',
    name: 'Star Trek',
    manufacturer: 'Stern',
    year: 2013,
    description: 'Boldly go.',
  };

  it.each([
    ['no token', {}],
    ['a forged token', { authorization: `Bearer ${forgedStaffToken()}` }],
    ['an expired token', { authorization: `Bearer ${expiredStaffToken()}` }],
    ['a malformed header', { authorization: 'Basic abc' }],
  ])(
    'when a game is posted with %s, then it is a 401 and nothing is stored',
    async (_label, headers) => {
      const before = await counts();
      await expectErrorBody(
        await api('/api/games', { method: 'POST', ...json(newGame, headers) }),
        401,
      );
      expect(await counts()).toEqual(before);
    },
  );

  it('when a valid game is posted, then it is created, counted, listed and announced', async () => {
    const before = await counts();
    const response = await api('/api/games', { method: 'POST', ...json(newGame) });
    expect(response.status).toBe(201);
    const created = (await response.json()) as Game;
    expect(created).toMatchObject({ ...newGame, id: expect.any(String) });
    expect((await counts()).pinball).toBe(before.pinball + 1);
    expect(await (await api('/api/games/list')).json()).toContain('Star Trek');
    await expect
      .poll(() => events)
      .toContainEqual({
        change: 'created',
        category: 'pinball',
        gameId: created.id,
        name: 'Star Trek',
      });
  });

  it('when the same name is posted again in any case, then it is a 409 and nothing changes', async () => {
    const before = await counts();
    const body = await expectErrorBody(
      await api('/api/games', { method: 'POST', ...json({ ...newGame, name: 'STAR TREK' }) }),
      409,
    );
    expect(body.errors?.name).toBeDefined();
    expect(await counts()).toEqual(before);
  });

  it('when the same name is posted in another category, then it is created there', async () => {
    const response = await api('/api/games', {
      method: 'POST',
      ...json({ ...newGame, category: 'arcade' }),
    });
    expect(response.status).toBe(201);
  });

  it.each([
    ['missing manufacturer', { ...newGame, name: 'A', manufacturer: undefined }, 'manufacturer'],
    ['a two-digit year', { ...newGame, name: 'B', year: 97 }, 'year'],
    ['a year far in the future', { ...newGame, name: 'C', year: 2999 }, 'year'],
    ['a fractional year', { ...newGame, name: 'D', year: 1999.5 }, 'year'],
    ['a blank name', { ...newGame, name: '   ' }, 'name'],
    ['a pipe in the name', { ...newGame, name: 'Pin|ball' }, 'name'],
    ['an unknown category', { ...newGame, name: 'E', category: 'bowling' }, 'category'],
  ])(
    'when a game has %s, then it is a 400 naming the field and nothing is stored',
    async (_label, game, field) => {
      const before = await counts();
      const body = await expectErrorBody(
        await api('/api/games', { method: 'POST', ...json(game) }),
        400,
      );
      expect(Object.keys(body.errors ?? {})).toContain(field);
      expect(await counts()).toEqual(before);
    },
  );

  it('when a body is not JSON, then it is a 400 with a clear message', async () => {
    const body = await expectErrorBody(
      await api('/api/games', {
        method: 'POST',
        body: '{"name":',
        headers: { 'content-type': 'application/json', ...staff },
      }),
      400,
    );
    expect(body.message).toMatch(/not valid JSON/);
  });

  it('when a body is over the limit, then it is a 413', async () => {
    const description = 'x'.repeat(200_000);
    await expectErrorBody(
      await api('/api/games', { method: 'POST', ...json({ ...newGame, description }) }),
      413,
    );
  });

  it('when a game is updated, then the change is stored; an unknown id is a 404; a taken name a 409', async () => {
    const [first, second] = (await (await api('/api/games/rhythm')).json()) as Game[];
    const update = {
      category: 'rhythm',
      name: `${first!.name} Deluxe`,
      manufacturer: 'Konami',
      year: 2022,
      description: '',
    };
    const response = await api(`/api/games/${first!.id}`, { method: 'PUT', ...json(update) });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: first!.id, ...update });
    await expectErrorBody(
      await api('/api/games/no-such-id', { method: 'PUT', ...json(update) }),
      404,
    );
    await expectErrorBody(
      await api(`/api/games/${second!.id}`, { method: 'PUT', ...json(update) }),
      409,
    );
  });

  it('when a game is deleted, then it is gone and deleting again is a 404', async () => {
    const [game] = (await (await api('/api/games/claw')).json()) as Game[];
    const before = await counts();
    expect((await api(`/api/games/${game!.id}`, { method: 'DELETE', headers: staff })).status).toBe(
      204,
    );
    expect((await counts()).claw).toBe(before.claw - 1);
    await expectErrorBody(
      await api(`/api/games/${game!.id}`, { method: 'DELETE', headers: staff }),
      404,
    );
  });
});

describe('game files', () => {
  const importFile = (category: string, text: string, dryRun = false) =>
    api(`/api/games/import?category=${category}${dryRun ? '&dryRun=true' : ''}`, {
      method: 'POST',
      body: text,
      headers: { 'content-type': 'text/plain', ...staff },
    });

  it('when a category is exported without a token, then it is a 401', async () => {
    await expectErrorBody(await api('/api/games/export?category=arcade'), 401);
  });

  it('when a category is exported, then the file has one pipe-separated line per game', async () => {
    const response = await api('/api/games/export?category=arcade', { headers: staff });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/plain/);
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
    const file = await (await api('/api/games/export?category=arcade', { headers: staff })).text();
    const response = await importFile('arcade', file);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      created: [],
      updated: [],
      removed: [],
      unchanged: (await counts()).arcade,
    });
  });

  it('when a file is dry-run, then the report shows the changes and nothing is stored', async () => {
    const before = await (await api('/api/games/redemption')).json();
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
    expect(report.removed).toHaveLength((before as Game[]).length - 1);
    expect(await (await api('/api/games/redemption')).json()).toEqual(before);
  });

  it('when a file is imported, then the category holds exactly its games, keeping ids of kept names', async () => {
    const stacker = ((await (await api('/api/games/redemption')).json()) as Game[]).find(
      (game) => game.name === 'Stacker',
    );
    const file =
      'Stacker|LAI Games|2005|Now with a new description\r\nHoop Fever|Bay Tek Games|2008\r\n\r\n';
    expect((await importFile('redemption', file)).status).toBe(200);
    const games = (await (await api('/api/games/redemption')).json()) as Game[];
    expect(games.map((game) => game.name)).toEqual(['Hoop Fever', 'Stacker']);
    expect(games.find((game) => game.name === 'Stacker')).toMatchObject({
      id: stacker!.id,
      year: 2005,
    });
  });

  it('when a file has bad lines, then each is reported by line number and nothing is stored', async () => {
    const before = await (await api('/api/games/pinball')).json();
    const file = [
      'Good Game|Stern|2020|Fine',
      'No Year|Stern',
      'Bad Year|Stern|19x9|',
      'Good Game|Stern|2021|Duplicate name',
      'Too|Many|2020|Fields|Here',
    ].join('\n');
    const body = await expectErrorBody(await importFile('pinball', file), 422);
    expect(body.message).toMatch(/4 bad lines; nothing was imported/);
    expect(Object.keys(body.errors ?? {})).toEqual(['line 2', 'line 3', 'line 4', 'line 5']);
    expect(body.errors?.['line 4']?.[0]).toMatch(/already on line 1/);
    expect(await (await api('/api/games/pinball')).json()).toEqual(before);
  });

  it('when the import is not text or names no valid category, then it is rejected', async () => {
    const asJson = await api('/api/games/import?category=pinball', {
      method: 'POST',
      ...json({ file: 'x' }),
    });
    await expectErrorBody(asJson, 415);
    await expectErrorBody(await importFile('bowling', 'A|B|2000|'), 400);
    await expectErrorBody(await api('/api/games/export?category[$ne]=x', { headers: staff }), 400);
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
});
