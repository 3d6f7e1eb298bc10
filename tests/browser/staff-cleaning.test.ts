import { cleaningListSchema, gameIssueSchema } from '@venue/contracts/cleaning';
import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { allProblems, viewports, type TestPage } from './browser';
import { apiRead, calendarDate } from './operations';
import {
  createGameViaApi,
  deleteGameByName,
  expectToast,
  uniqueSuffix,
  withSession,
} from './staff';
import { browserSuite } from './suite';

const { baseUrl, session, pages } = browserSuite({ signIn: true });
/** A claw machine of this test's own, so no other test's cleaning or issues touch it. */
let gameName: string;

const list = () => apiRead(baseUrl, '/api/staff/games-cleaned', session.token, cleaningListSchema);
const ourGame = async () => (await list()).find((game) => game.name === gameName);

beforeEach(async () => {
  gameName = `Test Crane ${uniqueSuffix()}`;
  await createGameViaApi(baseUrl, session.token, {
    category: 'claw',
    name: gameName,
    manufacturer: 'Test Works',
    year: 2020,
  });
});
afterEach(async () => {
  await deleteGameByName(baseUrl, session.token, 'claw', gameName);
});

async function openBoard(
  viewport: { width: number; height: number } = viewports.desktop,
): Promise<TestPage> {
  const tab = await pages.open({ viewport, ...withSession(baseUrl, session) });
  await tab.goto('/staff/gamescleaned');
  await tab.page.locator('.cleaning-card').first().waitFor();
  return tab;
}

const cardOf = (page: Page, name: string): Locator =>
  page.locator('.cleaning-card').filter({
    has: page.getByRole('heading', { name, exact: true }),
  });

describe('games cleaned', () => {
  it("when the page opens, then the header and footer name the server's Monday and every game has a card", async () => {
    const current = await list();
    const tab = await openBoard();
    const { page } = tab;
    const monday = calendarDate(current[0]!.weekStart);

    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe(`Week of ${monday}`);
    await expect
      .poll(() => page.locator('.cleaning-board__footer').innerText())
      .toBe(`Game cleaning records reset every Monday. Current week: ${monday}`);
    await expect.poll(() => page.locator('.cleaning-card').count()).toBe(current.length);
    const card = cardOf(page, gameName);
    await expect
      .poll(() => card.locator('.cleaning-card__category').innerText())
      .toBe('Claw Machines');
    await expect.poll(() => card.getByLabel(/^Mark as cleaned this week/).isChecked()).toBe(false);
    // The comment box opens on demand.
    await expect.poll(() => card.getByLabel('Comment (optional)').count()).toBe(0);
    await expect
      .poll(() => card.getByRole('button', { name: `Add Comment for ${gameName}` }).isVisible())
      .toBe(true);
    await expect.poll(() => card.getByRole('button', { name: /^View Issues/ }).count()).toBe(0);
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when a game is marked cleaned and unmarked, then the badge, time and comment box follow and the server keeps it', async () => {
    const tab = await openBoard(viewports.phone);
    const { page } = tab;
    const card = cardOf(page, gameName);
    await card.getByRole('button', { name: /^Add Comment/ }).click();
    await card.getByLabel('Comment (optional)').fill('Wiped the glass');
    await card.getByLabel(/^Mark as cleaned this week/).check();

    await expectToast(page, 'Updated', 'Game cleaning status updated successfully');
    await card.locator('.badge', { hasText: 'Cleaned' }).waitFor();
    await expect
      .poll(() => card.locator('.cleaning-card__when').innerText())
      .toMatch(/^Cleaned [A-Z][a-z]{2} \d{2}, \d{4} at \d{2}:\d{2}$/);
    await expect
      .poll(() => card.locator('.cleaning-card__comment').innerText())
      .toBe('Wiped the glass');
    await expect.poll(() => card.getByLabel('Comment (optional)').count()).toBe(0);
    await expect.poll(() => ourGame()).toMatchObject({ cleaned: true, comment: 'Wiped the glass' });

    // Read in the same task as the click: the box must hold the new state at once, not spring
    // back until the save is reported pending (what made Playwright's uncheck() flaky).
    const box = card.getByLabel(/^Mark as cleaned this week/);
    expect(await box.evaluate((input: HTMLInputElement) => (input.click(), input.checked))).toBe(
      false,
    );
    await expect.poll(() => card.locator('.badge', { hasText: 'Cleaned' }).count()).toBe(0);
    await expect
      .poll(() => card.locator('.cleaning-card__comment').innerText())
      .toBe('Wiped the glass');
    await card.getByRole('button', { name: /^Edit Comment/ }).click();
    await expect
      .poll(() => card.getByLabel('Comment (optional)').inputValue())
      .toBe('Wiped the glass');
    await expect.poll(() => ourGame()).toMatchObject({ cleaned: false, cleanedAt: null });
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when a comment is written on an uncleaned game, then its box opens on demand, and saved, it is kept and the box closes', async () => {
    const tab = await openBoard(viewports.phone);
    const { page } = tab;
    const card = cardOf(page, gameName);
    await card.getByRole('button', { name: /^Add Comment/ }).click();
    const box = card.getByLabel('Comment (optional)');
    await expect.poll(() => box.evaluate((input) => input === document.activeElement)).toBe(true);
    const save = card.getByRole('button', { name: /^Save Comment/ });
    await expect.poll(() => save.isDisabled()).toBe(true);
    await box.fill('Out of glass cleaner');
    await save.click();
    await expectToast(page, 'Updated');
    await expect
      .poll(() => ourGame())
      .toMatchObject({ cleaned: false, comment: 'Out of glass cleaner' });
    await expect.poll(() => box.count()).toBe(0);
    await expect
      .poll(() => card.locator('.cleaning-card__comment').innerText())
      .toBe('Out of glass cleaner');
    const edit = card.getByRole('button', { name: /^Edit Comment/ });
    await expect
      .poll(() => edit.evaluate((button) => button === document.activeElement))
      .toBe(true);

    await edit.click();
    await box.fill('Never mind');
    await card.getByRole('button', { name: /^Cancel/ }).click();
    await expect.poll(() => box.count()).toBe(0);
    await expect
      .poll(() => card.locator('.cleaning-card__comment').innerText())
      .toBe('Out of glass cleaner');
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when the page opens on a phone, then the filters past the search wait behind Filters, the games start on the first screen and each takes two lines; opened, the filters work and the button counts those on', async () => {
    const tab = await openBoard(viewports.phone);
    const { page } = tab;
    const filters = page.getByRole('group', { name: 'Filters' });
    const toggle = filters.getByRole('button', { name: /^Filters/ });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.getByLabel('Category').isVisible()).toBe(false);
    await expect.poll(() => page.getByLabel('Only show uncleaned').isVisible()).toBe(false);
    await expect.poll(() => page.getByLabel('Search games').isVisible()).toBe(true);

    const layout = await page.evaluate(() => {
      const bar = document.querySelector('.filter-bar')!.getBoundingClientRect();
      const cards = [...document.querySelectorAll('.cleaning-card')].map((card) =>
        card.getBoundingClientRect(),
      );
      return {
        screen: window.innerHeight,
        barHeight: bar.height,
        secondCardBottom: cards[1]!.bottom,
        // From one game's top to the next one's, down the list.
        pitch: (cards.at(-1)!.top - cards[0]!.top) / (cards.length - 1),
      };
    });
    expect(layout.barHeight).toBeLessThan(layout.screen / 4);
    expect(layout.secondCardBottom).toBeLessThan(layout.screen);
    expect(layout.pitch).toBeLessThan(105);

    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByLabel('Category').selectOption({ label: 'Claw Machines' });
    await page.getByLabel('Only show uncleaned').check();
    await expect.poll(() => toggle.innerText()).toBe('Filters (2 on)');
    await expect
      .poll(async () => new Set(await page.locator('.cleaning-card__category').allInnerTexts()))
      .toEqual(new Set(['Claw Machines']));
    await toggle.click();
    await expect.poll(() => page.getByLabel('Category').isVisible()).toBe(false);
    await expect.poll(() => toggle.innerText()).toBe('Filters (2 on)');
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when the page opens on a wide screen, then every filter shows at once and there is no Filters button', async () => {
    const tab = await openBoard();
    const { page } = tab;
    await expect.poll(() => page.getByLabel('Category').isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel('Only show with issues').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: /^Filters/ }).isVisible()).toBe(false);
  });

  it('when a game is searched for, then only the games whose names hold the words show, with the count', async () => {
    const tab = await openBoard(viewports.phone);
    const { page } = tab;
    const total = (await list()).length;
    await expect
      .poll(() => page.locator('.list-count').innerText())
      .toBe(`Showing ${total} of ${total} games`);
    await page.getByLabel('Search games').fill(gameName.slice(-8).toUpperCase());
    await expect
      .poll(() => page.locator('.cleaning-card__name').allInnerTexts())
      .toEqual([gameName]);
    await expect
      .poll(() => page.locator('.list-count').innerText())
      .toBe(`Showing 1 of ${total} games`);
    await page.getByLabel('Search games').fill('no game is called this');
    await page.getByText('No games found matching the selected filters.').waitFor();
  });

  it('when an issue is reported, then the card counts it; when it is resolved in View Issues, then its dot turns green and the count goes', async () => {
    const tab = await openBoard();
    const { page } = tab;
    const card = cardOf(page, gameName);
    await card.getByRole('button', { name: /^Report Issue/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: `Report Issue: ${gameName}` }).waitFor();
    const submit = dialog.getByRole('button', { name: 'Report Issue' });
    await expect.poll(() => submit.isDisabled()).toBe(true);
    await dialog.getByLabel('Issue Type').selectOption({ label: 'Electrical' });
    await dialog.getByLabel('Description').fill('   ');
    await expect.poll(() => submit.isDisabled()).toBe(true);
    await dialog.getByLabel('Description').fill('Claw drops every prize');
    await submit.click();

    await expectToast(page, 'Issue Reported');
    await expect.poll(() => card.locator('.badge').allInnerTexts()).toEqual(['1 Issue']);
    await expect.poll(() => ourGame()).toMatchObject({ hasIssues: true, issueCount: 1 });

    await page.getByLabel('Only show with issues').check();
    await card.waitFor();
    await card.getByRole('button', { name: /^View Issues/ }).click();
    const issues = page.getByRole('dialog');
    await issues.getByRole('heading', { name: `Issues: ${gameName}` }).waitFor();
    const item = issues.locator('.issue-item');
    await expect.poll(() => item.locator('.badge').innerText()).toBe('Open');
    await expect.poll(() => item.locator('.badge--red .badge__dot').count()).toBe(1);

    await item.getByLabel('Status').selectOption({ label: 'In Progress' });
    await expectToast(page, 'Status Updated');
    await expect.poll(() => item.locator('.badge--yellow').innerText()).toBe('In Progress');
    await item.getByLabel('Status').selectOption({ label: 'Resolved' });
    await expect.poll(() => item.locator('.badge--green').innerText()).toBe('Resolved');
    await expect.poll(() => item.locator('.issue-item__dates').innerText()).toContain('Resolved ');
    await issues.getByRole('button', { name: 'Close' }).last().click();

    await expect.poll(() => cardOf(page, gameName).count()).toBe(0);
    await page.getByLabel('Only show with issues').uncheck();
    await expect.poll(() => card.locator('.badge').count()).toBe(0);
    const stored = await apiRead(
      baseUrl,
      `/api/staff/game-issues?gameName=${encodeURIComponent(gameName)}&category=claw`,
      session.token,
      z.array(gameIssueSchema),
    );
    expect(stored).toMatchObject([
      { issueType: 'electrical', status: 'resolved', description: 'Claw drops every prize' },
    ]);
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when the filters match nothing, then the empty text shows; the category filter keeps only its games', async () => {
    const tab = await openBoard();
    const { page } = tab;
    await page.getByLabel('Category').selectOption({ label: 'Claw Machines' });
    await expect
      .poll(async () => new Set(await page.locator('.cleaning-card__category').allInnerTexts()))
      .toEqual(new Set(['Claw Machines']));
    await cardOf(page, gameName).waitFor();

    await page.route('**/api/staff/games-cleaned', async (route) => {
      const current = cleaningListSchema.parse(await (await route.fetch()).json());
      await route.fulfill({
        json: current.map((game) => ({ ...game, hasIssues: false, issueCount: 0 })),
      });
    });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByLabel('Only show with issues').check();
    await page.getByText('No games found matching the selected filters.').waitFor();
  });

  it('when 30 seconds pass, then the list is fetched again', async () => {
    const tab = await pages.open(withSession(baseUrl, session));
    const { page } = tab;
    await page.clock.install();
    // The page's own clock at each fetch of the list: the time between two is the page's
    // interval, however long a busy machine takes to show the first list.
    await page.addInitScript(() => {
      const fetchedAt: number[] = [];
      Object.assign(window, { cleaningListFetchedAt: fetchedAt });
      const send = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        if (url.pathname === '/api/staff/games-cleaned' && (init?.method ?? 'GET') === 'GET')
          fetchedAt.push(Date.now());
        return send(input, init);
      };
    });
    const fetchedAt = () =>
      page.evaluate(
        () => (window as unknown as { cleaningListFetchedAt: number[] }).cleaningListFetchedAt,
      );
    await tab.goto('/staff/gamescleaned');
    await page.locator('.cleaning-card').first().waitFor();
    expect(await fetchedAt()).toHaveLength(1);
    await page.clock.runFor(31_000);
    await expect.poll(async () => (await fetchedAt()).length).toBe(2);
    const [first = 0, second = 0] = await fetchedAt();
    expect(second - first).toBeGreaterThanOrEqual(30_000);
    expect(second - first).toBeLessThan(31_000);
  });

  it('when saving the mark fails, then the spec failure toast shows and the box stays unchecked', async () => {
    const tab = await openBoard();
    const { page } = tab;
    await page.route('**/api/staff/games-cleaned', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { message: 'Internal error' } })
        : route.fallback(),
    );
    const checkbox = cardOf(page, gameName).getByLabel(/^Mark as cleaned this week/);
    await checkbox.click();
    await expectToast(page, 'Error', 'Failed to update game cleaning status');
    await expect.poll(() => checkbox.isChecked()).toBe(false);
  });
});
