import {
  allTimeBoardSchema,
  scoreSchema,
  type AllTimeBoard,
  type Leaderboard,
} from '@venue/contracts/leaderboard';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { allProblems, getJson, openInApp, viewports } from './browser';
import { currentBoard } from './events-api';
import { apiDelete, apiPost } from './operations';
import { machineStatuses, statusLabels } from './machines';
import { signInViaApi, uniqueSuffix } from './staff';
import { browserSuite } from './suite';

const { baseUrl, admin: staffAdmin, pages } = browserSuite();
let board: Leaderboard;
let allTime: AllTimeBoard;
const kioskScreen = { width: 1920, height: 1080 };
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The page's timers under the test's control from the moment it shows its board (the product's,
 * or `answer`): no timer fires after that until the test runs the clock. (Paused from the start, the page would never
 * load: the query library hands its results over on timers too.)
 */
async function openWithClock(
  viewport: { width: number; height: number },
  path: string,
  { answer }: { answer?: Leaderboard } = {},
) {
  const tab = await pages.open({ viewport });
  if (answer)
    await tab.page.route('**/api/leaderboard', (route) => route.fulfill({ json: answer }));
  await tab.page.clock.install();
  // A held answer needs the browser to ask for the board: opened from another page (openInApp).
  if (answer) await openInApp(tab, path);
  else await tab.goto(path);
  await tab.page.locator('.game-board').first().waitFor();
  // The page's clock runs until it is paused: on a busy machine the moment read here can be past
  // by the time the pause arrives, which Playwright refuses. Then it is read again.
  for (let attempt = 1; ; attempt += 1) {
    const now = await tab.page.evaluate(() => Date.now());
    try {
      await tab.page.clock.pauseAt(now + 250);
      return tab;
    } catch (error) {
      if (attempt === 5 || !String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}

/** Runs the page clock in small steps until the check holds (results arrive on timers). */
async function runUntil(page: Page, check: () => Promise<boolean>) {
  for (let step = 0; step < 50 && !(await check()); step += 1) await page.clock.runFor(100);
  await expect.poll(() => check()).toBe(true);
}

beforeAll(async () => {
  board = await currentBoard(baseUrl);
  allTime = allTimeBoardSchema.parse(await getJson(baseUrl, '/api/leaderboard/all-time'));
  // Paging needs more than one page of games: the first-start sample scores give six games.
  expect(board.games.length).toBeGreaterThan(4);
  expect(allTime.games.length).toBeGreaterThan(4);
});

const pageCount = (shown: { games: unknown[] } = board) => Math.ceil(shown.games.length / 4);
const gamesOnPage = (index: number, shown: AllTimeBoard = board) =>
  shown.games.slice(index * 4, index * 4 + 4).map((game) => game.game_name);
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
    await expect
      .poll(() =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      )
      .toBe(0);
  });

  it('when 15 seconds pass on the page clock, then the next page shows by itself; paused, it stays', async () => {
    const { page } = await openWithClock(viewports.desktop, '/leaderboard');
    await expect.poll(() => statusText(page)).toBe(`Page 1 of ${pageCount()}`);
    // The board appeared a moment before the clock stopped (longer on a busy machine): by 15 s.
    await page.clock.runFor(15_000);
    await expect.poll(() => statusText(page)).toBe(`Page 2 of ${pageCount()}`);

    await page.getByRole('button', { name: /Pause/ }).click();
    await page.clock.runFor(60_000);
    await expect.poll(() => statusText(page)).toBe(`Page 2 of ${pageCount()}`);

    // Resumed while the clock stands still, the wait starts again: not yet at 13 s, by 15 s.
    await page.getByRole('button', { name: /Resume/ }).click();
    await page.clock.runFor(13_000);
    await expect.poll(() => statusText(page)).toBe(`Page 2 of ${pageCount()}`);
    await page.clock.runFor(2_000);
    const next = (2 % pageCount()) + 1;
    await expect.poll(() => statusText(page)).toBe(`Page ${next} of ${pageCount()}`);
  });

  it('when the board is loading or has no games, then it says so', async () => {
    const tab = await pages.open();
    const { page } = tab;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/leaderboard', async (route) => {
      await held;
      await route.fulfill({ json: { ...board, games: [] } });
    });
    // Opened from another page, so the browser asks for the board (see openInApp).
    await openInApp(tab, '/leaderboard');
    await expect
      .poll(() => page.getByRole('status').first().innerText())
      .toBe('Loading leaderboard...');
    release();
    await page.getByText('No leaderboard data available').waitFor();
  });
});

/** The month before the board's, `YYYY-MM`. */
const monthBefore = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
};

describe('Hall of Fame and past months', () => {
  it("when the Hall of Fame is chosen, then it has its own address and shows each game's all-time best, four games a page", async () => {
    const { page, goto, problems } = await pages.open({ viewport: viewports.phone });
    await goto('/leaderboard');
    const views = page.getByRole('navigation', { name: 'Leaderboards' });
    await expect
      .poll(() => views.getByRole('link', { name: 'Monthly' }).getAttribute('aria-current'))
      .toBe('page');
    await views.getByRole('link', { name: 'Hall of Fame' }).click();

    await page.waitForURL(`${baseUrl}/leaderboard?view=all-time`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('Hall of Fame');
    await expect
      .poll(() => views.getByRole('link', { name: 'Hall of Fame' }).getAttribute('aria-current'))
      .toBe('page');
    await expect.poll(() => shownGames(page)).toEqual(gamesOnPage(0, allTime));
    await expect.poll(() => statusText(page)).toBe(`Page 1 of ${pageCount(allTime)}`);
    const best = allTime.games[0]!.entries[0]!;
    await expect
      .poll(() =>
        page.locator('.game-board').first().locator('.game-board__player').first().innerText(),
      )
      .toBe(best.player_name);
    expect(allProblems(problems)).toEqual([]);
  });

  it('when a past month is chosen, then its board shows under its own address, and This month comes back to the current one', async () => {
    const session = await signInViaApi(baseUrl, staffAdmin);
    const month = monthBefore(board.month);
    const playerName = `Last Month ${uniqueSuffix()}`;
    const gameName = board.games[0]!.game_name;
    const score = scoreSchema.parse(
      await apiPost(
        baseUrl,
        '/api/leaderboard/scores',
        { gameName, playerName, score: 4321, date: `${month}-15` },
        session.token,
      ),
    );
    try {
      const { page, goto, problems } = await pages.open();
      await expect
        .poll(async () => {
          await goto('/leaderboard');
          return page.getByLabel('Month').locator('option').allInnerTexts();
        })
        .toContain(expectedMonthLabel(month));
      await page.getByLabel('Month').selectOption(month);
      await page.getByRole('button', { name: 'Show' }).click();

      await page.waitForURL(`${baseUrl}/leaderboard?month=${month}`);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).innerText())
        .toBe(`${expectedMonthLabel(month)} Leaderboard`);
      await expect
        .poll(() => page.locator('.game-board__player').allInnerTexts())
        .toContain(playerName);
      await expect.poll(() => page.getByLabel('Month').inputValue()).toBe(month);

      await page.getByLabel('Month').selectOption('');
      await page.getByRole('button', { name: 'Show' }).click();
      await page.waitForURL(`${baseUrl}/leaderboard`);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).innerText())
        .toBe(board.title);
      expect(allProblems(problems)).toEqual([]);
    } finally {
      await apiDelete(baseUrl, `/api/leaderboard/scores/${score.id}`, session.token);
    }
  });

  it.each([viewports.phone, viewports.desktop])(
    'when past months are there to choose on a $width px screen, then the month select shows its longest choice whole, This month with its name',
    async (viewport) => {
      const session = await signInViaApi(baseUrl, staffAdmin);
      const score = scoreSchema.parse(
        await apiPost(
          baseUrl,
          '/api/leaderboard/scores',
          {
            gameName: board.games[0]!.game_name,
            playerName: `Last Month ${uniqueSuffix()}`,
            score: 1234,
            date: `${monthBefore(board.month)}-15`,
          },
          session.token,
        ),
      );
      try {
        const { page, goto } = await pages.open({ viewport });
        const select = page.getByLabel('Month');
        await expect
          .poll(async () => {
            await goto('/leaderboard');
            return select.locator('option').count();
          })
          .toBeGreaterThan(1);
        await expect
          .poll(() => select.locator('option:checked').innerText())
          .toBe(`This month (${board.monthLabel})`);
        const sizes = await select.evaluate((element: HTMLSelectElement) => {
          // The width the select takes when left to its content: its longest choice whole.
          const free = element.cloneNode(true) as HTMLSelectElement;
          free.style.width = 'auto';
          free.style.maxWidth = 'none';
          free.style.position = 'absolute';
          element.after(free);
          const needed = free.getBoundingClientRect().width;
          free.remove();
          return {
            needed,
            width: element.getBoundingClientRect().width,
            scrollWidth: element.scrollWidth,
            clientWidth: element.clientWidth,
          };
        });
        expect(sizes.scrollWidth).toBeLessThanOrEqual(sizes.clientWidth);
        expect(sizes.width).toBeGreaterThanOrEqual(sizes.needed - 0.5);
      } finally {
        await apiDelete(baseUrl, `/api/leaderboard/scores/${score.id}`, session.token);
      }
    },
  );

  it('when a past month is asked for by its address without JavaScript, then its board is in the page', async () => {
    const session = await signInViaApi(baseUrl, staffAdmin);
    const month = monthBefore(board.month);
    const score = scoreSchema.parse(
      await apiPost(
        baseUrl,
        '/api/leaderboard/scores',
        {
          gameName: board.games[0]!.game_name,
          playerName: `No Script ${uniqueSuffix()}`,
          score: 1234,
          date: `${month}-15`,
        },
        session.token,
      ),
    );
    try {
      const { page } = await pages.open({ javaScriptEnabled: false });
      // Opened again until the months the page reads list the new score's.
      await expect
        .poll(async () => {
          await page.goto(new URL(`/leaderboard?month=${month}`, baseUrl).toString());
          return page.getByRole('heading', { level: 1 }).innerText();
        })
        .toBe(`${expectedMonthLabel(month)} Leaderboard`);
    } finally {
      await apiDelete(baseUrl, `/api/leaderboard/scores/${score.id}`, session.token);
    }
  });

  it('when a month with no scores is asked for by its address, then it is a redirect to the current board', async () => {
    const address = new URL('/leaderboard?month=1999-01', baseUrl).toString();
    const answer = await fetch(address, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/leaderboard');
    const { page } = await pages.open({ javaScriptEnabled: false });
    await page.goto(address);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(board.title);
  });
});

/** `October 2026` for `2026-10`. */
const expectedMonthLabel = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * A board the kiosk must fit whole: five games of eight entries, with names as long as the
 * catalogue and the score form allow to be typical of the worst (a 70-character game, a
 * 40-character player) and the largest score.
 */
const fullBoard = (): Leaderboard => ({
  ...board,
  games: Array.from({ length: 5 }, (_, game) => ({
    game_name: `Stern Jurassic Park Pinball Premium Limited Edition Home Tournament ${game + 1}`,
    entries: Array.from({ length: 8 }, (_, index) => ({
      rank: index + 1,
      player_name: `Maximilian Alexander Featherstonehaugh ${index + 1}`,
      score: Number.MAX_SAFE_INTEGER - index,
    })),
  })),
});

/**
 * What does not show whole: a page that scrolls (full screen) or a kiosk that leaves the window
 * below the site's header (in the frame), and any title, name, score or row whose text runs out
 * of its box, or whose box runs out of its card or the window. Empty: the board fits.
 */
const cutOff = (page: Page, fullscreen: boolean) =>
  page.evaluate((fullscreen) => {
    const problems: string[] = [];
    const page = document.documentElement;
    if (page.scrollWidth > window.innerWidth) problems.push('the page scrolls sideways');
    if (fullscreen && page.scrollHeight > window.innerHeight) problems.push('the page scrolls');
    const kiosk = document.querySelector('.kiosk')!.getBoundingClientRect();
    const top = fullscreen
      ? 0
      : document.querySelector('.site-header')!.getBoundingClientRect().bottom;
    if (kiosk.top < top - 0.5 || kiosk.bottom > window.innerHeight + 0.5) {
      problems.push(`the kiosk runs from ${kiosk.top} to ${kiosk.bottom}`);
    }
    const across = (inner: DOMRect, outer: DOMRect) =>
      inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5;
    const within = (inner: DOMRect, outer: DOMRect) =>
      across(inner, outer) && inner.top >= outer.top - 0.5 && inner.bottom <= outer.bottom + 0.5;
    const cardOf = (element: Element) =>
      (element.closest('.game-board') ?? element.closest('.kiosk'))!.getBoundingClientRect();
    for (const row of document.querySelectorAll('.game-board__row')) {
      const box = row.getBoundingClientRect();
      if (!within(box, cardOf(row)) || box.bottom > window.innerHeight) {
        problems.push(`row "${row.querySelector('th')?.textContent}" is cut off`);
      }
    }
    // Each text's glyphs: across within its own box (nothing cut at the side), and up and down
    // within its card (a line's glyphs may stand a little above and below the line's own box).
    const texts = document.querySelectorAll<HTMLElement>(
      '.kiosk__title, .game-board__title, .game-board__player, .game-board__score',
    );
    for (const element of texts) {
      const range = document.createRange();
      range.selectNodeContents(element);
      const glyphs = range.getBoundingClientRect();
      if (!across(glyphs, element.getBoundingClientRect()) || !within(glyphs, cardOf(element))) {
        problems.push(`"${element.textContent}" is cut off`);
      }
    }
    return problems;
  }, fullscreen);

const kioskScreens = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
  { width: 3840, height: 2160 },
];

describe('kiosk', () => {
  it("when /kiosk opens, then the board sits in the site's header, footer and toast area, with its top eight, dots, the note and a way to full screen", async () => {
    const { page, goto, problems } = await pages.open();
    await goto('/kiosk');

    await expect.poll(() => page.locator('.kiosk__title').innerText()).toBe(board.title);
    await expect.poll(() => page.locator('header.site-header').isVisible()).toBe(true);
    await expect.poll(() => page.locator('footer.site-footer').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('region', { name: /Notifications/ }).count()).toBe(1);
    await expect.poll(() => page.locator('main#main .kiosk').count()).toBe(1);
    await expect.poll(() => shownGames(page)).toEqual(gamesOnPage(0));
    for (const [index, game] of board.games.slice(0, 4).entries()) {
      await expect
        .poll(() => page.locator('.game-board').nth(index).locator('tbody tr').count())
        .toBe(Math.min(8, game.entries.length));
    }
    await expect
      .poll(() => page.getByText('Auto-updating every 10 seconds').isVisible())
      .toBe(true);
    await expect.poll(() => page.locator('.kiosk__dot').count()).toBe(pageCount());
    await expect
      .poll(() => page.getByRole('link', { name: 'Full Screen' }).getAttribute('href'))
      .toBe('/kiosk/fullscreen');
    expect(allProblems(problems)).toEqual([]);
  });

  it('when /kiosk is shown on a phone, then nothing scrolls sideways', async () => {
    const { page, goto } = await pages.open({ viewport: viewports.phone });
    await goto('/kiosk');
    await page.locator('.game-board').first().waitFor();
    await expect
      .poll(() =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      )
      .toBe(0);
  });

  it('when a TV opens /kiosk/fullscreen at 1920x1080, then the board alone fills the screen: no site header or footer, four games with all eight rows whole, large scores, no scrolling', async () => {
    const full = fullBoard();
    const { page, problems } = await openWithClock(kioskScreen, '/kiosk/fullscreen', {
      answer: full,
    });

    await expect.poll(() => page.locator('.kiosk__title').innerText()).toBe(board.title);
    await expect.poll(() => page.locator('header.site-header').count()).toBe(0);
    await expect.poll(() => page.locator('footer.site-footer').count()).toBe(0);
    await expect.poll(() => page.getByRole('link', { name: 'Full Screen' }).count()).toBe(0);
    await expect
      .poll(() => shownGames(page))
      .toEqual(full.games.slice(0, 4).map((game) => game.game_name));
    for (let index = 0; index < 4; index += 1) {
      await expect
        .poll(() => page.locator('.game-board').nth(index).locator('tbody tr').count())
        .toBe(8);
    }
    await expect
      .poll(() => page.getByText('Auto-updating every 10 seconds').isVisible())
      .toBe(true);
    await expect.poll(() => page.locator('.kiosk__dot').count()).toBe(2);
    await page.evaluate(() => document.fonts.ready);
    await expect.poll(() => cutOff(page, true)).toEqual([]);
    // Long names shrink to fit their line; the ranks and scores keep the large type.
    await expect
      .poll(() =>
        page
          .locator('.game-board__score')
          .first()
          .evaluate((cell) => parseFloat(getComputedStyle(cell).fontSize)),
      )
      .toBeGreaterThanOrEqual(24);
    expect(allProblems(problems)).toEqual([]);
  });

  describe.each(['/kiosk', '/kiosk/fullscreen'])('at %s', (path) => {
    it.each(kioskScreens)(
      'when a board of eight entries with long names shows on a $width x $height screen, then every name, score and row shows whole within the screen',
      async (screen) => {
        const full = fullBoard();
        // The clock stands still: the board stays on its first page of four games.
        const { page, problems } = await openWithClock(screen, path, { answer: full });

        await expect
          .poll(() => shownGames(page))
          .toEqual(full.games.slice(0, 4).map((game) => game.game_name));
        await expect.poll(() => page.locator('.game-board__row').count()).toBe(4 * 8);
        await page.evaluate(() => document.fonts.ready);
        await expect.poll(() => cutOff(page, path === '/kiosk/fullscreen')).toEqual([]);
        expect(allProblems(problems)).toEqual([]);
      },
    );
  });

  it.each(['/kiosk', '/kiosk/fullscreen'])(
    "when 10 seconds pass on the page clock at %s, then the kiosk moves to the next page, after the month's last to the Hall of Fame, and after its last back to the month",
    async (path) => {
      const { page } = await openWithClock(kioskScreen, path);
      const current = () =>
        page.locator('.kiosk__dot[aria-current="true"]').getAttribute('aria-label');
      const title = () => page.locator('.kiosk__title').innerText();
      await expect.poll(() => current()).toBe('Page 1');
      await expect.poll(title).toBe(board.title);

      // The board appeared a moment before the clock stopped (longer on a busy machine): its
      // first page chosen while the clock stands still starts the wait again. Not yet at 8 s, by
      // 10 s; then every 10 s.
      await page.getByRole('button', { name: 'Page 1', exact: true }).click();
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
      for (let step = 1; step <= pageCount(allTime); step += 1) {
        await page.clock.runFor(10_000);
        await expect.poll(title).toBe('Hall of Fame');
        await expect.poll(current).toBe(`Page ${step}`);
        await expect.poll(() => shownGames(page)).toEqual(gamesOnPage(step - 1, allTime));
      }
      await page.clock.runFor(10_000);
      await expect.poll(current).toBe('Page 1');
      await expect.poll(title).toBe(board.title);
      await expect.poll(() => shownGames(page)).toEqual(gamesOnPage(0));
    },
  );

  it('when the kiosk shows a game on the floor, then its board carries the machine status alone, without the "since" line', async () => {
    const statuses = await machineStatuses(baseUrl);
    const { page } = await openWithClock(kioskScreen, '/kiosk/fullscreen');
    const game = board.games[0]!;
    const status = statuses.find((machine) => machine.gameName === game.game_name)!;
    const card = page.locator('.game-board').first();
    await expect
      .poll(() => card.locator('.machine-status__badge').innerText())
      .toBe(statusLabels[status.status]);
    await expect.poll(() => page.locator('.kiosk .machine-status__since').count()).toBe(0);
    await page.evaluate(() => document.fonts.ready);
    await expect.poll(() => cutOff(page, true)).toEqual([]);
  });

  it('when the kiosk fills a 1280x720 screen and a 3840x2160 one, then the gold, silver and bronze marks take the same share of the screen at both', async () => {
    /** Each podium mark's drawn width and height, as shares of the screen's height. */
    const markShares = async (screen: { width: number; height: number }) => {
      const { page } = await openWithClock(screen, '/kiosk/fullscreen', { answer: fullBoard() });
      await page.evaluate(() => document.fonts.ready);
      const marks = page.locator('.game-board').first().locator('.rank-badge svg');
      await expect.poll(() => marks.count()).toBe(3);
      return marks.evaluateAll(
        (icons, height) =>
          icons.map((icon) => {
            const box = icon.getBoundingClientRect();
            return { width: box.width / height, height: box.height / height };
          }),
        screen.height,
      );
    };
    const small = await markShares({ width: 1280, height: 720 });
    const large = await markShares({ width: 3840, height: 2160 });
    const ratio = (big: number, little: number) => big / little;
    for (const [index, mark] of small.entries()) {
      // Square, and about 2.7% of the screen's height (2.8 of the board's units of 1%).
      expect(mark.width).toBeCloseTo(mark.height, 3);
      expect(mark.height).toBeGreaterThan(0.02);
      const big = large[index]!;
      for (const side of [ratio(big.width, mark.width), ratio(big.height, mark.height)]) {
        expect(side).toBeGreaterThan(0.9);
        expect(side).toBeLessThan(1.1);
      }
    }
  });

  it.each(['/kiosk', '/kiosk/fullscreen'])(
    'when the network drops at %s, then the kiosk keeps the last board, says it is reconnecting, and recovers by itself',
    async (path) => {
      const { page } = await openWithClock(kioskScreen, path);
      const reconnecting = page.getByText('Reconnecting...');
      await page.route('**/api/leaderboard', (route) => route.abort('internetdisconnected'));

      await page.clock.runFor(2 * 60_000);
      await runUntil(page, async () => (await reconnecting.count()) === 1);
      await expect.poll(() => page.locator('.game-board').count()).toBeGreaterThan(0);
      // Turning all the while: the month's board or the Hall of Fame.
      await expect
        .poll(() => page.locator('.kiosk__title').innerText())
        .toMatch(new RegExp(`^(${escapeRegExp(board.title)}|Hall of Fame)$`));

      await page.unroute('**/api/leaderboard');
      await page.clock.runFor(2 * 60_000);
      await runUntil(page, async () => (await reconnecting.count()) === 0);
      await expect.poll(() => page.locator('.game-board').count()).toBeGreaterThan(0);
    },
  );
});
