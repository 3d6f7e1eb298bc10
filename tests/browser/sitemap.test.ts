import { gameCategories, groupedGamesSchema, type Game } from '@venue/contracts/catalogue';
import { eventSchema } from '@venue/contracts/events';
import { galleryImageSchema } from '@venue/contracts/gallery';
import { allTimeBoardSchema, leaderboardSchema } from '@venue/contracts/leaderboard';
import { venueSettingsSchema } from '@venue/contracts/venue';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';

import { getJson } from './browser';
import { venueDate } from './events-api';
import { createGameViaApi, deleteGameByName, signInViaApi, uniqueSuffix } from './staff';

/**
 * sitemap.xml as a search engine reads it from the gateway: every page once, at the address its
 * canonical link names, dated by the newest change of what it shows.
 */
const baseUrl = inject('baseUrl');
const admin = inject('staffAdmin');
let token = '';
const made: string[] = [];

beforeAll(async () => {
  token = (await signInViaApi(baseUrl, admin)).token;
});
afterAll(async () => {
  for (const name of made) await deleteGameByName(baseUrl, token, 'arcade', name);
});

type Entry = { loc: string; lastmod: string | undefined };

async function sitemap(): Promise<Entry[]> {
  const response = await fetch(new URL('/sitemap.xml', baseUrl));
  expect(response.status).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, url = '']) => ({
    loc: (/<loc>([^<]+)<\/loc>/.exec(url)?.[1] ?? '').replaceAll('&amp;', '&'),
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(url)?.[1],
  }));
}

const at = (path: string) => new URL(path, baseUrl).href;
const lastmodOf = async (path: string) =>
  (await sitemap()).find((entry) => entry.loc === at(path))?.lastmod;

/** The latest of the instants, as the sitemap writes it (ISO), or undefined. */
const newest = (instants: Array<string | null | undefined>) => {
  const times = instants.flatMap((instant) => (instant ? [Date.parse(instant)] : []));
  return times.length ? new Date(Math.max(...times)).toISOString() : undefined;
};

/** What every page shows in its frame: the venue's details, dated when staff last saved them. */
const venueChanged = async () =>
  venueSettingsSchema.parse(await getJson(baseUrl, '/api/venue')).updatedAt;
const allGames = async (): Promise<Game[]> =>
  Object.values(groupedGamesSchema.parse(await getJson(baseUrl, '/api/games'))).flat();
const events = async (path: string) => z.array(eventSchema).parse(await getJson(baseUrl, path));

describe('sitemap.xml', () => {
  it('when it is read, then each page is listed once at its canonical address, with no fragments and no duplicate tab', async () => {
    const entries = await sitemap();
    const locations = entries.map((entry) => entry.loc);
    expect(new Set(locations).size).toBe(locations.length);
    expect(locations.filter((location) => location.includes('#'))).toEqual([]);
    expect(locations.filter((location) => location.includes('/staff'))).toEqual([]);
    // The first tab is /games itself; every other category's tab has its own address.
    expect(locations).toContain(at('/games'));
    expect(locations).not.toContain(at('/games?category=pinball'));
    for (const category of gameCategories.filter((category) => category !== 'pinball')) {
      expect(locations).toContain(at(`/games?category=${category}`));
    }
    expect(locations.filter((location) => location.startsWith(at('/events')))).toEqual([
      at('/events'),
    ]);

    for (const location of locations) {
      const html = await (await fetch(location)).text();
      expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1], location).toBe(location);
    }
    // The first tab's own address names /games as its page.
    const pinball = await (await fetch(at('/games?category=pinball'))).text();
    expect(/<link rel="canonical" href="([^"]+)"/.exec(pinball)?.[1]).toBe(at('/games'));
  });

  it('when it is read, then each date is the newest change of what the page shows, from the data', async () => {
    const venue = await venueChanged();
    const games = await allGames();
    const entries = await sitemap();
    const dated = Object.fromEntries(entries.map((entry) => [entry.loc, entry.lastmod]));

    expect(dated[at('/games')]).toBe(newest([...games.map((game) => game.updatedAt), venue]));
    expect(dated[at('/games?category=claw')]).toBe(dated[at('/games')]);
    for (const game of games) {
      expect(dated[at(`/games/${game.slug}`)], game.slug).toBe(newest([game.updatedAt, venue]));
    }

    const today = await venueDate(baseUrl);
    const calendar = [
      ...(await events('/api/events')),
      ...(await events('/api/events/featured')),
      ...(await events(`/api/events?before=${today}`)),
    ];
    expect(dated[at('/events')]).toBe(newest([...calendar.map((event) => event.updatedAt), venue]));

    const board = leaderboardSchema.parse(await getJson(baseUrl, '/api/leaderboard'));
    const allTime = allTimeBoardSchema.parse(await getJson(baseUrl, '/api/leaderboard/all-time'));
    expect(dated[at('/leaderboard')]).toBe(newest([board.updatedAt, venue]));
    expect(dated[at('/leaderboard?view=all-time')]).toBe(newest([allTime.updatedAt, venue]));

    const images = z.array(galleryImageSchema).parse(await getJson(baseUrl, '/api/gallery'));
    expect(dated[at('/gallery')]).toBe(newest([...images.map((image) => image.uploadedAt), venue]));

    // Pages whose content is fixed text are dated by the venue's details alone.
    expect(dated[at('/contact')]).toBe(newest([venue]));
    // Never the moment it was asked for.
    const asked = Date.now();
    for (const { loc, lastmod } of entries) {
      if (lastmod) expect(Date.parse(lastmod), loc).toBeLessThan(asked);
    }
  });

  it('when staff change a game, then its page and the games pages are dated by the change', async () => {
    const name = `Sitemap Cabinet ${uniqueSuffix()}`;
    made.push(name);
    const game = await createGameViaApi(baseUrl, token, {
      category: 'arcade',
      name,
      manufacturer: 'Atari',
      year: 1981,
    });
    const venue = await venueChanged();
    await expect.poll(() => lastmodOf(`/games/${game.slug}`)).toBe(newest([game.updatedAt, venue]));
    const renamed = await fetch(new URL(`/api/games/${game.id}`, baseUrl), {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ category: 'arcade', name, manufacturer: 'Atari', year: 1982 }),
    });
    expect(renamed.status).toBe(200);
    const changed = groupedGamesSchema.shape.arcade.element.parse(await renamed.json());
    expect(Date.parse(changed.updatedAt!)).toBeGreaterThan(Date.parse(game.updatedAt!));
    await expect
      .poll(() => lastmodOf(`/games/${game.slug}`))
      .toBe(newest([changed.updatedAt, venue]));
    await expect
      .poll(
        async () =>
          (await lastmodOf('/games')) ===
          newest([...(await allGames()).map((each) => each.updatedAt), venue]),
      )
      .toBe(true);
  });
});
