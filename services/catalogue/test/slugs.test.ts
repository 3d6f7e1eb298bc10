import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  gameBySlugSchema,
  gameChanged,
  gameSchema,
  groupedGamesSchema,
  gameCategories,
  type Game,
  type GameChangedEvent,
} from '@venue/contracts/catalogue';
import { errorBodySchema } from '@venue/contracts/errors';
import { createInProcessJobs } from '@venue/jobs/in-process.adapter';
import {
  startServicesUnderTest,
  type CallOptions,
  type ServicesUnderTest,
} from '@venue/test-helpers/service-harness';
import { catalogueService } from '../src/catalogue.service';
import { slugOf } from '../src/catalogue.slugs';

let hosted: ServicesUnderTest;
let events: GameChangedEvent[];

const api = (path: string, options: CallOptions = {}) => hosted.call('catalogue', path, options);
const staff = (method: string, path: string, json?: unknown) =>
  api(path, { method, as: 'staff', json });
const refreshGames = async (): Promise<Game[]> => {
  const grouped = groupedGamesSchema.parse(await (await api('/api/games')).json());
  return gameCategories.flatMap((category) => grouped[category]);
};
const bySlug = (slug: string) => api(`/api/games/by-slug/${slug}`);
const created = async (json: unknown) => {
  const response = await staff('POST', '/api/games', json);
  expect(response.status).toBe(201);
  return gameSchema.parse(await response.json());
};
const game = (name: string, category = 'pinball') => ({
  category,
  name,
  manufacturer: 'Stern',
  year: 2020,
  description: '',
});

const listenForChanges = () => {
  events = [];
  hosted.jobs.subscribe(gameChanged, 'slugs-test', async (payload) => {
    events.push(payload);
  });
};

beforeEach(async () => {
  hosted = await startServicesUnderTest([catalogueService]);
  listenForChanges();
});
afterEach(() => hosted.close());

describe('slugs from names', () => {
  it.each([
    ['Medieval Madness', 'medieval-madness'],
    ['The Addams Family', 'the-addams-family'],
    ['Pokémon  Café!', 'pokemon-cafe'],
    ['  ---  ', 'game'],
    ['星', 'game'],
    [`${'word '.repeat(30)}end`, `${'word-'.repeat(15)}word`],
  ])('when the name is %j, then the slug is %j', (name, slug) => {
    expect(slugOf(name)).toBe(slug);
  });
});

describe('a slug per game', () => {
  it('when the store is fresh, then every game has a slug made from its name, unique in the catalogue', async () => {
    const games = await refreshGames();
    expect(games.length).toBeGreaterThan(0);
    expect(new Set(games.map((entry) => entry.slug)).size).toBe(games.length);
    expect(games.find((entry) => entry.name === 'Medieval Madness')?.slug).toBe('medieval-madness');
    for (const entry of games) expect(entry.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('when a game is read by its slug, then it answers the game, not as an alias, and is cacheable', async () => {
    const response = await bySlug('medieval-madness');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).not.toBe('no-store');
    expect(gameBySlugSchema.parse(await response.json())).toMatchObject({
      name: 'Medieval Madness',
      category: 'pinball',
      slug: 'medieval-madness',
      isAlias: false,
    });
  });

  it('when a slug is typed in capitals, then it finds the game', async () => {
    const response = await bySlug('Medieval-MADNESS');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ slug: 'medieval-madness' });
  });

  it('when no game has the slug, then it is a JSON 404; when the slug cannot be one, a JSON 400', async () => {
    const missing = await bySlug('no-such-game');
    expect(missing.status).toBe(404);
    expect(errorBodySchema.parse(await missing.json()).message).toBe('No game has that address');
    const bad = await bySlug('not_a%20slug');
    expect(bad.status).toBe(400);
    expect(errorBodySchema.parse(await bad.json()).errors).toHaveProperty('params.slug');
  });

  it('when a second game takes a name whose slug is held, then it gets the next free one', async () => {
    const arcade = await created(game('Medieval Madness', 'arcade'));
    expect(arcade.slug).toBe('medieval-madness-2');
    const third = await created(game('Medieval  Madness!', 'rhythm'));
    expect(third.slug).toBe('medieval-madness-3');
    expect(await (await bySlug('medieval-madness-2')).json()).toMatchObject({ id: arcade.id });
  });

  it('when a game is renamed, then it has the new slug and the old one still leads to it as an alias', async () => {
    const made = await created(game('Star Trek'));
    const response = await staff('PUT', `/api/games/${made.id}`, game('Star Trek Premium'));
    expect(response.status).toBe(200);
    expect(gameSchema.parse(await response.json()).slug).toBe('star-trek-premium');

    const old = await bySlug('star-trek');
    expect(old.status).toBe(200);
    expect(gameBySlugSchema.parse(await old.json())).toMatchObject({
      id: made.id,
      name: 'Star Trek Premium',
      slug: 'star-trek-premium',
      isAlias: true,
    });
    // A new game cannot take the slug an old link still uses.
    expect((await created(game('Star Trek', 'arcade'))).slug).toBe('star-trek-2');
  });

  it('when a game is renamed back, then it takes its old slug back; an edit that keeps the name keeps the slug', async () => {
    const made = await created(game('Star Trek'));
    await staff('PUT', `/api/games/${made.id}`, game('Star Trek Premium'));
    const back = await staff('PUT', `/api/games/${made.id}`, game('STAR TREK'));
    expect(gameSchema.parse(await back.json()).slug).toBe('star-trek');
    const edited = await staff('PUT', `/api/games/${made.id}`, {
      ...game('STAR TREK'),
      description: 'Boldly go.',
    });
    expect(gameSchema.parse(await edited.json()).slug).toBe('star-trek');
    expect(await (await bySlug('star-trek-premium')).json()).toMatchObject({
      slug: 'star-trek',
      isAlias: true,
    });
  });

  it('when a rename is refused, then the slug stays and the refused name claimed none', async () => {
    const made = await created(game('Star Trek'));
    const refused = await staff('PUT', `/api/games/${made.id}`, {
      ...game('Medieval Madness'),
    });
    expect(refused.status).toBe(409);
    expect((await bySlug('medieval-madness-2')).status).toBe(404);
    expect(await (await bySlug('star-trek')).json()).toMatchObject({ id: made.id, isAlias: false });
  });

  it('when a game is deleted, then its slugs lead nowhere and a new game of that name gets the plain slug', async () => {
    const made = await created(game('Star Trek'));
    await staff('PUT', `/api/games/${made.id}`, game('Star Trek Premium'));
    expect((await staff('DELETE', `/api/games/${made.id}`)).status).toBe(204);
    expect((await bySlug('star-trek')).status).toBe(404);
    expect((await bySlug('star-trek-premium')).status).toBe(404);
    expect((await created(game('Star Trek'))).slug).toBe('star-trek');
  });

  it('when an import adds games, then they get slugs', async () => {
    const response = await api('/api/games/import?category=claw', {
      method: 'POST',
      as: 'staff',
      text: 'Claw Master|Elaut|2020|\nMedieval Madness|Elaut|2021|\n',
    });
    expect(response.status).toBe(200);
    const claw = (await refreshGames()).filter((entry) => entry.category === 'claw');
    expect(claw.map((entry) => [entry.name, entry.slug])).toEqual([
      ['Claw Master', 'claw-master'],
      ['Medieval Madness', 'medieval-madness-2'],
    ]);
  });
});

describe('the one-time backfill', () => {
  const storedGames = async () =>
    (
      await hosted.services.catalogue!.store.collection<{
        id: string;
        slug?: string;
        updatedAt: Date;
      }>('games')
    ).find({}, { sort: { id: 1 } });

  it('when games were stored before slugs, then the next start gives each its slug, announced; a start after changes nothing', async () => {
    const before = await refreshGames();
    const store = hosted.services.catalogue!.store;
    await (await store.collection('games')).updateMany({}, { $unset: { slug: true } });
    await (await store.collection('game_slugs')).deleteMany({});
    await hosted.stop();

    const jobs = createInProcessJobs();
    const announced: GameChangedEvent[] = [];
    jobs.subscribe(gameChanged, 'backfill-test', async (payload) => {
      announced.push(payload);
    });
    hosted = await startServicesUnderTest([catalogueService], { dataDir: hosted.dataDir, jobs });
    const after = await refreshGames();
    expect(after.map((entry) => [entry.id, entry.slug])).toEqual(
      before.map((entry) => [entry.id, entry.slug]),
    );
    await expect
      .poll(() => announced.map((event) => event.category).sort())
      .toEqual([...gameCategories].sort());
    expect(announced.every((event) => event.change === 'updated')).toBe(true);
    const stored = await storedGames();
    await hosted.stop();
    await jobs.close();

    hosted = await startServicesUnderTest([catalogueService], { dataDir: hosted.dataDir });
    expect(await storedGames()).toEqual(stored);
  });
});
