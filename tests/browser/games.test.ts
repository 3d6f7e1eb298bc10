import {
  gameCountsSchema,
  groupedGamesSchema,
  type GameCounts,
  type GroupedGames,
} from '@venue/contracts/catalogue';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { expectDirectionsLink, getJson, openInApp, viewports } from './browser';
import { machineStatuses, statusLabels } from './machines';
import { browserSuite } from './suite';

const { baseUrl, pages } = browserSuite();
let counts: GameCounts;
let games: GroupedGames;

beforeAll(async () => {
  counts = gameCountsSchema.parse(await getJson(baseUrl, '/api/games/counts'));
  games = groupedGamesSchema.parse(await getJson(baseUrl, '/api/games'));
});

const labels = {
  pinball: 'Pinball',
  rhythm: 'Rhythm',
  arcade: 'Classic Arcade',
  redemption: 'Redemption',
  claw: 'Claw Machines',
} as const;
type Category = keyof typeof labels;

/** Each tab's page title (before the venue's name). */
const categoryTitles: Record<Category, string> = {
  pinball: 'Pinball Machines',
  rhythm: 'Rhythm Games',
  arcade: 'Classic Arcade Games',
  redemption: 'Redemption Games',
  claw: 'Claw Machines',
};

const machinesLine = (n: number) => (n === 1 ? '1 machine available' : `${n} machines available`);

/** Waits for the open tab's content, then returns what it shows. */
async function openTab(page: Page) {
  const panel = page.getByRole('tabpanel');
  await panel.locator('.games-panel__title, .list-state').first().waitFor();
  return {
    selected: await page.getByRole('tab', { selected: true }).innerText(),
    title: await panel.getByRole('heading', { level: 2 }).innerText(),
    cards: panel.locator('.game-card'),
    panel,
  };
}

async function expectTabShows(page: Page, category: Category) {
  // The URL changes a moment before React renders the new tab: wait for the title first.
  await expect
    .poll(() => page.getByRole('tabpanel').locator('.games-panel__title').textContent())
    .toBe(`${labels[category]} Games`);
  const tab = await openTab(page);
  expect(tab.selected).toBe(`${labels[category]} (${counts[category]})`);
  expect(tab.title).toBe(`${labels[category]} Games`);
  await expect
    .poll(() => tab.panel.locator('.games-panel__count').innerText())
    .toBe(machinesLine(games[category].length));
  await expect.poll(() => tab.cards.count()).toBe(games[category].length);
  return tab;
}

describe('games page', () => {
  it('when /games opens without a category, then the Pinball tab is open with every pinball game', async () => {
    const { page, goto } = await pages.open();
    await goto('/games');

    const tab = await expectTabShows(page, 'pinball');
    await expect
      .poll(() => tab.cards.getByRole('heading', { level: 3 }).allInnerTexts())
      .toEqual(games.pinball.map((game) => game.name));
  });

  it('when /games?category=claw opens, then the Claw Machines tab is open', async () => {
    const { page, goto } = await pages.open();
    await goto('/games?category=claw');
    await expectTabShows(page, 'claw');
  });

  it('when the category is unknown, then the Pinball tab opens', async () => {
    const { page, goto } = await pages.open();
    await goto('/games?category=skeeball');
    await expectTabShows(page, 'pinball');
  });

  it('when the page loads, then the five tabs are labelled with their counts', async () => {
    const { page, goto } = await pages.open();
    await goto('/games');
    await openTab(page);

    await expect
      .poll(() => page.getByRole('tab').allInnerTexts())
      .toEqual((Object.keys(labels) as Category[]).map((key) => `${labels[key]} (${counts[key]})`));
  });

  it('when another tab is clicked, then the title, the URL and the cards change', async () => {
    const { page, goto } = await pages.open();
    await goto('/games');
    await openTab(page);

    await page.getByRole('tab', { name: /^Rhythm/ }).click();

    await page.waitForURL(`${baseUrl}/games?category=rhythm`);
    await expectTabShows(page, 'rhythm');

    await page.getByRole('tab', { name: /^Classic Arcade/ }).click();
    await page.waitForURL(`${baseUrl}/games?category=arcade`);
    await expectTabShows(page, 'arcade');
  });

  it("when each category's tab is fetched by its address, then its title and description name the category; /games alone is Games", async () => {
    const headOf = async (path: string) => {
      const html = await (await fetch(new URL(path, baseUrl))).text();
      const head = html.slice(0, html.indexOf('</head>'));
      return {
        title: /<title>([^<]+)<\/title>/.exec(head)?.[1],
        description: /<meta name="description" content="([^"]+)"/.exec(head)?.[1],
        canonical: /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1],
      };
    };
    const descriptions = new Set<string>();
    for (const category of Object.keys(categoryTitles) as Category[]) {
      const path = `/games?category=${category}`;
      const head = await headOf(path);
      expect(head.title, category).toBe(`${categoryTitles[category]} | Forks Arcade`);
      expect(head.description, category).toContain(categoryTitles[category]);
      // The first tab shows what /games shows: that is its one address.
      expect(head.canonical, category).toBe(
        new URL(category === 'pinball' ? '/games' : path, baseUrl).href,
      );
      descriptions.add(String(head.description));
    }
    expect(descriptions.size).toBe(5);
    expect((await headOf('/games')).title).toBe('Games | Forks Arcade');
  });

  it("when another tab is chosen in the browser, then the document's title follows it", async () => {
    const { page, goto } = await pages.open();
    await goto('/games?category=pinball');
    await expect.poll(() => page.title()).toBe('Pinball Machines | Forks Arcade');
    await page.getByRole('tab', { name: /^Claw Machines/ }).click();
    await page.waitForURL(`${baseUrl}/games?category=claw`);
    await expect.poll(() => page.title()).toBe('Claw Machines | Forks Arcade');
    await page.getByRole('tab', { name: /^Rhythm/ }).click();
    await expect.poll(() => page.title()).toBe('Rhythm Games | Forks Arcade');
  });

  it('when a game has a manufacturer, year or description, then its card shows them', async () => {
    const { page, goto } = await pages.open();
    const category = (Object.keys(labels) as Category[]).find((key) => games[key].length > 0);
    if (!category) return; // nothing seeded to show
    await goto(`/games?category=${category}`);
    const { cards } = await openTab(page);

    for (const [index, game] of games[category].entries()) {
      const facts = [game.name, game.manufacturer, game.year?.toString(), game.description];
      for (const fact of facts) {
        if (fact) await expect.poll(() => cards.nth(index).innerText()).toContain(fact);
      }
    }
  });

  it('when a category has no games, then the empty texts show', async () => {
    const tab = await pages.open();
    const { page } = tab;
    await page.route('**/api/games', async (route) => {
      const response = await route.fetch();
      const body = groupedGamesSchema.parse(await response.json());
      await route.fulfill({ response, json: { ...body, redemption: [] } });
    });
    // Opened from another page, so the browser asks for the games (see openInApp).
    await openInApp(tab, '/games?category=redemption');

    const { panel } = await openTab(page);
    for (const line of [
      'No Redemption games available at this time.',
      'Check back soon for updates to our game collection!',
    ]) {
      await expect.poll(() => panel.innerText()).toContain(line);
    }
  });

  it('when the games are still loading, then Loading games... shows', async () => {
    const tab = await pages.open();
    const { page } = tab;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/games', async (route) => {
      await held;
      await route.continue();
    });

    await openInApp(tab, '/games');
    const status = page.getByRole('tabpanel').getByRole('status');
    await expect.poll(() => status.innerText()).toBe('Loading games...');

    release();
    await openTab(page);
  });

  it('when the games cannot be loaded, then an error with a retry shows', async () => {
    const tab = await pages.open();
    const { page } = tab;
    await page.route('**/api/games', (route) =>
      route.fulfill({ status: 503, json: { message: 'Service unavailable' } }),
    );
    await openInApp(tab, '/games');

    const alert = page.getByRole('tabpanel').getByRole('alert');
    await expect.poll(() => alert.innerText()).toContain("We couldn't load the games right now.");
    await expect
      .poll(() => alert.getByRole('button', { name: 'Try again' }).isVisible())
      .toBe(true);
  });

  it("when a game card's Report a problem is chosen, then the report form opens with that game chosen", async () => {
    const game = games.claw[0]!;
    const { page, goto } = await pages.open({ viewport: viewports.phone });
    await goto('/games?category=claw');
    const card = page.locator('.game-card').filter({
      has: page.getByRole('heading', { name: game.name, exact: true }),
    });
    await card.getByRole('link', { name: `Report a problem with ${game.name}` }).click();

    await page.waitForURL(`${baseUrl}/report-issue?game=${encodeURIComponent(game.name)}`);
    await expect.poll(() => page.getByLabel('Game').inputValue()).toBe(game.name);
  });

  it("when a card shows, then it carries its machine's status with the time it last changed, and its name opens the machine's page", async () => {
    const game = games.claw[0]!;
    const status = (await machineStatuses(baseUrl)).find((machine) => machine.slug === game.slug);
    expect(status).toBeDefined();
    const { page, goto } = await pages.open({ viewport: viewports.phone });
    await goto('/games?category=claw');
    const card = page.locator('.game-card').filter({
      has: page.getByRole('heading', { name: game.name, exact: true }),
    });
    await expect
      .poll(() => card.locator('.machine-status__badge').innerText())
      .toBe(statusLabels[status!.status]);
    await expect
      .poll(() => card.locator('.machine-status time').getAttribute('datetime'))
      .toBe(status!.since.toISOString());

    await card.getByRole('link', { name: game.name, exact: true }).click();
    await page.waitForURL(`${baseUrl}/games/${game.slug}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(game.name);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  });

  it('when the page ends, then Ready to Play? offers directions in a new tab and the events page', async () => {
    const { page, goto } = await pages.open();
    await goto('/games');

    const cta = page.locator('section', {
      has: page.getByRole('heading', { name: 'Ready to Play?' }),
    });
    await expectDirectionsLink(cta.getByRole('link', { name: /Get Directions/ }));
    await expect
      .poll(() => cta.getByRole('link', { name: 'View Events' }).getAttribute('href'))
      .toBe('/events');
  });
});
