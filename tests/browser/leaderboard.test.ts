import type { Leaderboard } from '@venue/contracts/leaderboard';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';

import { allProblems, launchBrowser, pageTracker, viewports } from './browser';
import { currentBoard } from './events-api';

const baseUrl = inject('baseUrl');
let browser: Browser;
let board: Leaderboard;
const pages = pageTracker(() => browser, baseUrl);
const kioskScreen = { width: 1920, height: 1080 };

/**
 * The page's timers under the test's control from the moment it shows its board: no timer
 * fires after that until the test runs the clock. (Paused from the start, the page would never
 * load: the query library hands its results over on timers too.)
 */
async function openWithClock(viewport: { width: number; height: number }, path: string) {
  const tab = await pages.open({ viewport });
  await tab.page.clock.install();
  await tab.goto(path);
  await tab.page.locator('.game-board').first().waitFor();
  const now = await tab.page.evaluate(() => Date.now());
  await tab.page.clock.pauseAt(now + 50);
  return tab;
}

/** Runs the page clock in small steps until the check holds (results arrive on timers). */
async function runUntil(page: Page, check: () => Promise<boolean>) {
  for (let step = 0; step < 50 && !(await check()); step += 1) await page.clock.runFor(100);
  await expect.poll(() => check()).toBe(true);
}

beforeAll(async () => {
  browser = await launchBrowser();
  board = await currentBoard(baseUrl);
  // Paging needs more than one page of games: the first-start sample scores give six games.
  expect(board.games.length).toBeGreaterThan(4);
});
afterEach(() => pages.closeAll());
afterAll(() => browser?.close());

const pageCount = () => Math.ceil(board.games.length / 4);
const gamesOnPage = (index: number) =>
  board.games.slice(index * 4, index * 4 + 4).map((game) => game.game_name);
const shownGames = (page: Page) => page.locator('.game-board__title').allInnerTexts();
const statusText = (page: Page) => page.locator('.board-pager__status').innerText();

describe('leaderboard page', () => {
  it('when the board loads, then it shows the title, four games a page with their top ten, podium icons and thousands separators', async () => {
    const { page, goto, problems } = await pages.open();
    await goto('/leaderboard');

    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(board.title);
    await expect.poll(() => shownGames(page)).toEqual(gamesOnPage(0));
    await expect.poll(() => statusText(page)).toBe(`Page 1 of ${pageCount()}`);
    const game = board.games[0]!;
    const rows = page.locator('.game-board').first().locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(Math.min(10, game.entries.length));
    for (const [index, entry] of game.entries.slice(0, 3).entries()) {
      const row = rows.nth(index);
      await expect
        .poll(() => row.getAttribute('class'))
        .toContain(`game-board__row--rank-${entry.rank}`);
      await expect.poll(() => row.locator('.rank-badge svg').count()).toBe(1);
      await expect
        .poll(() => row.locator('.game-board__score').innerText())
        .toBe(entry.score.toLocaleString('en-US'));
      await expect
        .poll(() => row.locator('.game-board__player').innerText())
        .toBe(entry.player_name);
    }
    expect(allProblems(problems)).toEqual([]);
  });

  it('when Previous and Next are used, then the pages wrap around both ways', async () => {
    const { page, goto } = await pages.open({ viewport: viewports.phone });
    await goto('/leaderboard');
    const last = pageCount();

    await page.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => statusText(page)).toBe(`Page ${last} of ${last}`);
    await expect.poll(() => shownGames(page)).toEqual(gamesOnPage(last - 1));

    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => statusText(page)).toBe(`Page 1 of ${last}`);
    for (let step = 2; step <= last; step += 1) {
      await page.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => statusText(page)).toBe(`Page ${step} of ${last}`);
    }
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => statusText(page)).toBe(`Page 1 of ${last}`);
    await expect.poll(() => shownGames(page)).toEqual(gamesOnPage(0));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });

  it('when 15 seconds pass on the page clock, then the next page shows by itself; paused, it stays', async () => {
    const { page } = await openWithClock(viewports.desktop, '/leaderboard');
    await expect.poll(() => statusText(page)).toBe(`Page 1 of ${pageCount()}`);

    // The board appeared a moment before the clock stopped: not yet at 13 s, by 15 s.
    await page.clock.runFor(13_000);
    await expect.poll(() => statusText(page)).toBe(`Page 1 of ${pageCount()}`);
    await page.clock.runFor(2_000);
    await expect.poll(() => statusText(page)).toBe(`Page 2 of ${pageCount()}`);

    await page.getByRole('button', { name: /Pause/ }).click();
    await page.clock.runFor(60_000);
    await expect.poll(() => statusText(page)).toBe(`Page 2 of ${pageCount()}`);
  });

  it('when the board is loading or has no games, then it says so', async () => {
    const { page } = await pages.open();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/leaderboard', async (route) => {
      await held;
      await route.fulfill({ json: { ...board, games: [] } });
    });
    await page.goto(new URL('/leaderboard', baseUrl).toString());
    await expect
      .poll(() => page.getByRole('status').first().innerText())
      .toBe('Loading leaderboard...');
    release();
    await page.getByText('No leaderboard data available').waitFor();
  });
});

describe('kiosk', () => {
  it('when the kiosk shows on a 1920x1080 screen, then it fills it without scrolling, top eight per game, with dots and the note', async () => {
    const { page, goto, problems } = await pages.open({ viewport: kioskScreen });
    await goto('/kiosk');

    await expect.poll(() => page.locator('.kiosk__title').innerText()).toBe(board.title);
    await expect.poll(() => shownGames(page)).toEqual(gamesOnPage(0));
    await expect
      .poll(() => page.getByText('Auto-updating every 10 seconds').isVisible())
      .toBe(true);
    await expect.poll(() => page.locator('.kiosk__dot').count()).toBe(pageCount());
    const fits = await page.evaluate(() => ({
      width: document.documentElement.scrollWidth <= window.innerWidth,
      height: document.documentElement.scrollHeight <= window.innerHeight,
      rowsInside: [...document.querySelectorAll('.game-board__row')].every((row) => {
        const box = row.getBoundingClientRect();
        const card = row.closest('.game-board')!.getBoundingClientRect();
        return box.bottom <= card.bottom && box.bottom <= window.innerHeight;
      }),
    }));
    expect(fits).toEqual({ width: true, height: true, rowsInside: true });
    for (const [index, game] of board.games.slice(0, 4).entries()) {
      await expect
        .poll(() => page.locator('.game-board').nth(index).locator('tbody tr').count())
        .toBe(Math.min(8, game.entries.length));
    }
    const fontSize = await page
      .locator('.game-board__player')
      .first()
      .evaluate((cell) => parseFloat(getComputedStyle(cell).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(24);
    expect(allProblems(problems)).toEqual([]);
  });

  it('when 10 seconds pass on the page clock, then the kiosk moves to the next page, and after the last back to the first', async () => {
    const { page } = await openWithClock(kioskScreen, '/kiosk');
    const current = () =>
      page.locator('.kiosk__dot[aria-current="true"]').getAttribute('aria-label');
    await expect.poll(() => current()).toBe('Page 1');

    // The board appeared a moment before the clock stopped: not yet at 8 s, by 10 s; then every 10 s.
    await page.clock.runFor(8_000);
    await expect.poll(() => current()).toBe('Page 1');
    await page.clock.runFor(2_000);
    await expect.poll(current).toBe('Page 2');
    await expect.poll(() => shownGames(page)).toEqual(gamesOnPage(1));
    for (let step = 3; step <= pageCount(); step += 1) {
      await page.clock.runFor(10_000);
      await expect.poll(current).toBe(`Page ${step}`);
      await expect.poll(() => shownGames(page)).toEqual(gamesOnPage(step - 1));
    }
    await page.clock.runFor(10_000);
    await expect.poll(current).toBe('Page 1');
  });

  it('when the network drops, then the kiosk keeps the last board, says it is reconnecting, and recovers by itself', async () => {
    const { page } = await openWithClock(kioskScreen, '/kiosk');
    const reconnecting = page.getByText('Reconnecting...');
    await page.route('**/api/leaderboard', (route) => route.abort('internetdisconnected'));

    await page.clock.runFor(2 * 60_000);
    await runUntil(page, async () => (await reconnecting.count()) === 1);
    await expect.poll(() => page.locator('.game-board').count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.kiosk__title').innerText()).toBe(board.title);

    await page.unroute('**/api/leaderboard');
    await page.clock.runFor(2 * 60_000);
    await runUntil(page, async () => (await reconnecting.count()) === 0);
    await expect.poll(() => page.locator('.game-board').count()).toBeGreaterThan(0);
  });
});
