import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';

import { allProblems, viewports, type TestPage } from './browser';
import { addScoreViaApi, currentBoard, deleteScoreViaApi } from './events-api';
import { keypadOf, numericKeypad } from './machines';
import { expectToast, uniqueSuffix, withSession } from './staff';
import { browserSuite } from './suite';

const { baseUrl, session, pages } = browserSuite({ signIn: true });

afterAll(async () => {
  // Whatever a test did to the month's title, the default comes back.
  await fetch(new URL('/api/leaderboard/title', baseUrl), {
    method: 'PUT',
    headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title: '' }),
  });
});

async function openScoresPage(
  viewport: { width: number; height: number } = viewports.desktop,
): Promise<TestPage> {
  const tab = await pages.open({ viewport, ...withSession(baseUrl, session) });
  await tab.goto('/staff/leaderboard');
  await tab.page.getByRole('heading', { name: 'Leaderboard', exact: true }).waitFor();
  await tab.page
    .getByLabel('Game', { exact: true })
    .locator('option', { hasText: 'Jaws' })
    .waitFor({ state: 'attached' });
  return tab;
}

/** Turns the public board's pages until the game shows. */
async function showGame(page: Page, gameName: string) {
  const heading = page.getByRole('heading', { name: gameName, exact: true });
  const pagesTotal = Number(
    (await page.locator('.board-pager__status').innerText()).split(' of ')[1],
  );
  for (let turn = 0; turn < pagesTotal && !(await heading.isVisible()); turn += 1) {
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await heading.waitFor();
  return page.locator('.game-board').filter({ has: heading });
}

describe('staff score entry', () => {
  it("when the month's scores and its board title are still on their way, then the add-score form is already there and nothing moves when they arrive", async () => {
    const tab = await pages.open({ viewport: viewports.phone, ...withSession(baseUrl, session) });
    const { page, problems } = tab;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    for (const path of ['**/api/leaderboard/scores', '**/api/leaderboard/title']) {
      await page.route(path, async (route) => {
        if (route.request().method() !== 'GET') return route.fallback();
        await held;
        return route.fallback();
      });
    }
    await page.goto(new URL('/staff/leaderboard', baseUrl).toString());
    await page.getByText('Loading scores...').waitFor();
    const addButton = page.getByRole('button', { name: 'Add Score' });
    await addButton.waitFor();
    const before = await addButton.boundingBox();
    const boardTitle = page.locator('.scores-manager__title');
    const titleBefore = await boardTitle.boundingBox();
    release();
    await page.getByText('Loading scores...').waitFor({ state: 'detached' });
    const shown = await currentBoard(baseUrl);
    await expect.poll(() => boardTitle.locator('summary').innerText()).toContain(shown.title);
    expect(await addButton.boundingBox()).toEqual(before);
    expect(await boardTitle.boundingBox()).toEqual(titleBefore);
    expect(allProblems(problems)).toEqual([]);
  });

  it('when staff enter a score, then it is listed for the month and reaches the public board; deleted, it leaves it', async () => {
    const player = `Tester ${uniqueSuffix()}`;
    const { page, problems } = await openScoresPage(viewports.phone);
    await page.getByLabel('Game', { exact: true }).selectOption('Jaws');
    await page.getByLabel('Player', { exact: true }).fill(player);
    await page.getByLabel('Score', { exact: true }).fill('9,876,543,210');
    await page.getByRole('button', { name: 'Add Score' }).click();
    await expectToast(page, 'Score Added', `${player}: 9,876,543,210 on Jaws.`);
    const row = page.getByRole('row', { name: new RegExp(player) });
    await row.waitFor();
    await expect.poll(() => row.innerText()).toContain('9,876,543,210');
    await expect.poll(() => page.getByLabel('Player', { exact: true }).inputValue()).toBe('');

    await expect
      .poll(async () =>
        (await currentBoard(baseUrl)).games.some((game) => game.game_name === 'Jaws'),
      )
      .toBe(true);
    const publicTab = await pages.open();
    await publicTab.goto('/leaderboard');
    const jaws = await showGame(publicTab.page, 'Jaws');
    const top = jaws.locator('tbody tr').first();
    await expect.poll(() => top.locator('.game-board__player').innerText()).toBe(player);
    await expect.poll(() => top.locator('.game-board__score').innerText()).toBe('9,876,543,210');
    await expect.poll(() => top.getAttribute('class')).toContain('game-board__row--rank-1');

    await page.getByRole('button', { name: new RegExp(`^Delete ${player}'s`) }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Score Deleted');
    await expect.poll(() => row.count()).toBe(0);
    await expect
      .poll(async () =>
        (await currentBoard(baseUrl)).games.some((game) =>
          game.entries.some((entry) => entry.player_name === player),
        ),
      )
      .toBe(false);
    expect(allProblems(problems)).toEqual([]);
  });

  it('when the form is sent empty or with a score that is not a whole number, then the fields say why', async () => {
    const { page } = await openScoresPage();
    await page.getByRole('button', { name: 'Add Score' }).click();
    await expect
      .poll(() => page.locator('.score-form .field__error').allInnerTexts())
      .toEqual(['Please choose a game', 'Player name is required', 'Score is required']);
    await page.getByLabel('Score', { exact: true }).fill('12.5');
    await page.getByRole('button', { name: 'Add Score' }).click();
    await expect
      .poll(() => page.locator('.score-form .field__error').last().innerText())
      .toBe('Score must be a whole number from 0 to 9,007,199,254,740,991');
  });

  it('when staff type a score on a phone, then the Score field asks for the numeric keypad and takes digits with thousands separators', async () => {
    const { page } = await openScoresPage(viewports.phone);
    await expect
      .poll(() => keypadOf(page.getByLabel('Score', { exact: true })))
      .toEqual(numericKeypad);
  });

  it("when the score's date is in the future, then the server's reason shows under the date and in the toast", async () => {
    const { page, problems } = await openScoresPage(viewports.phone);
    await page.getByLabel('Game', { exact: true }).selectOption('Jaws');
    await page.getByLabel('Player', { exact: true }).fill(`Tester ${uniqueSuffix()}`);
    await page.getByLabel('Score', { exact: true }).fill('1,000');
    // Typed past the picker's limit: the server is the one that knows the venue's today.
    await page.getByLabel('Date', { exact: true }).fill('2099-01-01');
    await page.getByRole('button', { name: 'Add Score' }).click();

    await expectToast(page, 'Error', 'Date cannot be in the future');
    await expect
      .poll(() => page.locator('.score-form .field__error').allInnerTexts())
      .toEqual(['Date cannot be in the future']);
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
      .toBe('date');
    expect(
      allProblems(problems, {
        expectedHttpErrors: [{ status: 400, path: '/api/leaderboard/scores' }],
      }),
    ).toEqual([]);
  });

  it("when the month's scores are searched by player or game, or one game is chosen, then only those show, with the count", async () => {
    const player = `Searcher ${uniqueSuffix()}`;
    const mine = await addScoreViaApi(baseUrl, session.token, {
      gameName: 'Jaws',
      playerName: player,
      score: 4242,
    });
    try {
      const { page } = await openScoresPage(viewports.phone);
      const rows = page.locator('.scores-table tbody tr');
      const count = page.locator('.list-count');
      await expect.poll(() => count.innerText()).toMatch(/^Showing (\d+) of \1 scores$/);
      const total = Number((await count.innerText()).split(' ')[1]);

      await page.getByLabel('Search scores').fill(player.toUpperCase());
      await expect.poll(() => rows.locator('th').allInnerTexts()).toEqual([player]);
      await expect.poll(() => count.innerText()).toBe(`Showing 1 of ${total} scores`);

      await page.getByLabel('Search scores').fill('');
      await page.getByLabel('Filter by game').selectOption('Jaws');
      await expect
        .poll(async () => new Set(await rows.locator('td[data-label="Game"]').allInnerTexts()))
        .toEqual(new Set(['Jaws']));
      await expect.poll(() => rows.locator('th').allInnerTexts()).toContain(player);

      await page.getByLabel('Search scores').fill('nobody has this name');
      await page.getByText('No scores match the search.').waitFor();
    } finally {
      await deleteScoreViaApi(baseUrl, session.token, mine.id);
    }
  });

  it('when staff set the month title, then the public board shows it; cleared, the default comes back', async () => {
    const { page } = await openScoresPage();
    const title = `Flip Masters ${uniqueSuffix()}`;
    // Folded until wanted: the summary names the title the board shows now.
    const board = await currentBoard(baseUrl);
    const summary = page.locator('summary', { hasText: 'Board title' });
    await expect.poll(() => summary.innerText()).toContain(board.title);
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Board title', exact: true }).isVisible())
      .toBe(false);
    await summary.click();
    await page.getByRole('textbox', { name: 'Board title', exact: true }).fill(title);
    await page.getByRole('button', { name: 'Save Title' }).click();
    await expectToast(page, 'Title Updated');
    await expect.poll(async () => (await currentBoard(baseUrl)).title).toBe(title);
    const publicTab = await pages.open();
    await publicTab.goto('/leaderboard');
    await expect
      .poll(() => publicTab.page.getByRole('heading', { level: 1 }).innerText())
      .toBe(title);

    await page.getByRole('textbox', { name: 'Board title', exact: true }).fill('');
    await page.getByRole('button', { name: 'Save Title' }).click();
    await expectToast(page, 'Title Updated');
    await expect
      .poll(async () => (await currentBoard(baseUrl)).title)
      .toBe(`${board.monthLabel} Leaderboard`);
  });
});
