import { gameCountsSchema, type GameCounts } from '@venue/contracts/catalogue';

import { beforeAll, describe, expect, it } from 'vitest';

import { expectDirectionsLink, getJson, openInApp, venueAddress, viewports } from './browser';
import { browserSuite } from './suite';

const { baseUrl, pages } = browserSuite();
let counts: GameCounts;

beforeAll(async () => {
  counts = gameCountsSchema.parse(await getJson(baseUrl, '/api/games/counts'));
});

const categories = [
  { key: 'pinball', name: 'PINBALL' },
  { key: 'rhythm', name: 'RHYTHM' },
  { key: 'arcade', name: 'CLASSIC ARCADE' },
  { key: 'redemption', name: 'REDEMPTION' },
  { key: 'claw', name: 'CLAW MACHINES' },
] as const;

describe('home page', () => {
  it('when the home page loads, then the hero shows the address, linked to a map for directions, and the two section buttons', async () => {
    const { page, goto } = await pages.open();
    await goto('/');

    const hero = page.locator('.hero');
    await expect.poll(() => hero.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    await expectDirectionsLink(hero.getByRole('link', { name: new RegExp(`^${venueAddress}`) }));
    await expect
      .poll(() => hero.getByRole('link', { name: 'Explore Games' }).getAttribute('href'))
      .toBe('#games');
    await expect
      .poll(() => hero.getByRole('link', { name: 'View Events' }).getAttribute('href'))
      .toBe('#events');
  });

  it('when counts have loaded, then five category cards show uppercase names, the API counts and links to their tab', async () => {
    const { page, goto } = await pages.open();
    await goto('/');

    const cards = page.locator('#games .category-card');
    await expect.poll(() => cards.count()).toBe(5);
    for (const [index, { key, name }] of categories.entries()) {
      const card = cards.nth(index);
      await expect.poll(() => card.getAttribute('href')).toBe(`/games?category=${key}`);
      await expect.poll(() => card.getByRole('heading', { level: 3 }).innerText()).toBe(name);
      await expect.poll(() => card.locator('svg').first().isVisible()).toBe(true);
      expect(
        (await card.locator('.category-card__description').innerText()).length,
      ).toBeGreaterThan(20);
      await expect
        .poll(() => card.locator('.category-card__count').innerText())
        .toBe(`${counts[key]}+ Machines Available`);
    }
  });

  it('when counts are still loading, then each card says Loading...', async () => {
    const tab = await pages.open();
    const { page } = tab;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/games/counts', async (route) => {
      await held;
      await route.continue();
    });

    // Opened from another page: the browser asks for the counts (opened by its address, the
    // page would come with them).
    await openInApp(tab, '/');
    const countLines = page.locator('#games .category-card__count');
    await countLines.first().waitFor();
    await expect.poll(() => countLines.allInnerTexts()).toEqual(Array(5).fill('Loading...'));

    release();
    await expect
      .poll(() => countLines.first().innerText())
      .toBe(`${counts.pinball}+ Machines Available`);
  });

  it('when a category card is clicked, then its tab opens on /games', async () => {
    const { page, goto } = await pages.open();
    await goto('/');

    await page.locator('#games .category-card', { hasText: 'CLAW MACHINES' }).click();

    await page.waitForURL(`${baseUrl}/games?category=claw`);
    await expect
      .poll(() => page.getByRole('tab', { selected: true }).innerText())
      .toBe(`Claw Machines (${counts.claw})`);
  });

  it('when View All Games is clicked, then /games opens', async () => {
    const { page, goto } = await pages.open();
    await goto('/');

    await page.getByRole('link', { name: 'View All Games' }).click();

    await page.waitForURL(`${baseUrl}/games`);
  });

  it.each([
    ['Photo Gallery', '/gallery', 'Photo Gallery'],
    ['Monthly Leaderboard', '/leaderboard', null],
    ['Report a Problem', '/report-issue', 'Report an Issue'],
  ])('when the More at The Forks card %s is chosen, then %s opens', async (name, path, heading) => {
    const { page, goto } = await pages.open({ viewport: viewports.phone });
    await goto('/');
    const more = page.getByRole('region', { name: 'More at The Forks' });
    await more.getByRole('link', { name: new RegExp(`^${name}`) }).click();
    await page.waitForURL(`${baseUrl}${path}`);
    // The leaderboard's heading is the month's title.
    if (heading) {
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(heading);
    }
  });

  it('when the hero buttons are used, then the games and events sections scroll into view', async () => {
    const { page, goto } = await pages.open({ viewport: viewports.phone, reducedMotion: 'reduce' });
    await goto('/');
    const inView = (id: string) =>
      page.evaluate((sectionId) => {
        const box = document.getElementById(sectionId)?.getBoundingClientRect();
        return !!box && box.top >= 0 && box.top < window.innerHeight / 2;
      }, id);

    await page.locator('.hero').getByRole('link', { name: 'View Events' }).click();
    await expect.poll(() => inView('events')).toBe(true);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('.hero').getByRole('link', { name: 'Explore Games' }).click();
    await expect.poll(() => inView('games')).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('when the events section shows, then it links to the full calendar and invents no events', async () => {
    const { page, goto } = await pages.open();
    await goto('/');

    const events = page.locator('#events');
    await expect.poll(() => events.getByRole('heading', { level: 2 }).isVisible()).toBe(true);
    await expect
      .poll(() => events.getByRole('link', { name: 'View Full Calendar' }).getAttribute('href'))
      .toBe('/events');
  });
});
