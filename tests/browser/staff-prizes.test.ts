import {
  majorWinSchema,
  prizeListSchema,
  prizeSummarySchema,
  restockGames,
  restockSchema,
  type PrizeSummary,
} from '@venue/contracts/prizes';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { allProblems, viewports } from './browser';
import { apiDelete, apiPost, apiRead } from './operations';
import { expectToast, passGate, uniqueSuffix, withSession } from './staff';
import { browserSuite } from './suite';

const { baseUrl, admin, session, pages } = browserSuite({ signIn: true });
/** In the name, description or notes of everything a test makes, so it can be removed. */
const marker = `t${uniqueSuffix()}`;

const prizeList = () => apiRead(baseUrl, '/api/prizes', session.token, prizeListSchema);
const prizeSummary = () =>
  apiRead(baseUrl, '/api/prizes/summary', session.token, prizeSummarySchema);
const wins = () => apiRead(baseUrl, '/api/major-wins', session.token, z.array(majorWinSchema));
const restocks = () =>
  apiRead(baseUrl, '/api/minor-restocks', session.token, z.array(restockSchema));

afterEach(async () => {
  for (const prize of (await prizeList()).filter((entry) => entry.name.includes(marker))) {
    await apiDelete(baseUrl, `/api/prizes/${prize.id}`, session.token);
  }
  for (const win of (await wins()).filter((entry) => entry.prizeDescription.includes(marker))) {
    await apiDelete(baseUrl, `/api/major-wins/${win.id}`, session.token);
  }
  for (const restock of (await restocks()).filter((entry) => entry.notes.includes(marker))) {
    await apiDelete(baseUrl, `/api/minor-restocks/${restock.id}`, session.token);
  }
});

async function openPrizes(viewport: { width: number; height: number } = viewports.desktop) {
  const tab = await pages.open({ viewport, ...withSession(baseUrl, session) });
  await tab.context.addInitScript((username) => {
    window.sessionStorage.setItem('staffGate:prizes', username);
  }, admin.username);
  await tab.goto('/staff/prizes');
  await tab.page.locator('.prize-summary').waitFor();
  return tab;
}

const tileValue = (page: Page, label: string) =>
  page
    .locator('.prize-summary .status-tile')
    .filter({ has: page.getByRole('heading', { name: label }) })
    .locator('.status-tile__value')
    .innerText();
const summaryShown = async (page: Page) => ({
  total: await tileValue(page, 'Total Prizes'),
  value: await tileValue(page, 'Inventory Value'),
  low: await tileValue(page, 'Low Stock'),
  out: await tileValue(page, 'Out of Stock'),
});
/** `$1,234.50` from whole cents, as the page writes it. */
const dollars = (cents: number) =>
  `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;
const centsOf = (summary: PrizeSummary) => Number(summary.inventoryValue.replace('.', ''));
const expectSummary = async (page: Page, summary: PrizeSummary) =>
  expect
    .poll(() => summaryShown(page))
    .toEqual({
      total: String(summary.totalPrizes),
      value: dollars(centsOf(summary)),
      low: String(summary.lowStock),
      out: String(summary.outOfStock),
    });
const cardOf = (page: Page, name: string) =>
  page.locator('.prize-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

describe('prize gate', () => {
  it('when the page opens, then the Staff Prize Access gate is all there is until the password is confirmed', async () => {
    const tab = await pages.open(withSession(baseUrl, session));
    const { page } = tab;
    await tab.goto('/staff/prizes');
    await page.getByRole('heading', { level: 1, name: 'Staff Prize Access' }).waitFor();
    await expect.poll(() => page.locator('.prize-summary').count()).toBe(0);
    await passGate(page, admin);
    await page.getByRole('heading', { level: 1, name: 'Prize Management' }).waitFor();
    await expect
      .poll(() => page.getByRole('tab').allInnerTexts())
      .toEqual(['Inventory', 'Major Wins', 'Minor Restocks']);
    expect(allProblems(tab.problems)).toEqual([]);
  });
});

describe('prize inventory', () => {
  it('when a prize is added low and then edited well stocked, then its status and the summary follow, to the cent', async () => {
    const name = `Panda ${marker}`;
    const before = await prizeSummary();
    const tab = await openPrizes();
    const { page } = tab;
    await expectSummary(page, before);

    await page.getByRole('button', { name: 'Add Prize' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Category').selectOption({ label: 'Plushies' });
    await dialog.getByLabel('Supplier Cost').fill('$2.10');
    await dialog.getByLabel('Current Stock').fill('5');
    await expect.poll(() => dialog.getByLabel('Minimum Stock').inputValue()).toBe('5');
    await expect.poll(() => dialog.getByLabel('Max Stock').inputValue()).toBe('50');
    await expect.poll(() => dialog.getByLabel('Ticket Cost').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Add Prize' }).click();

    await expectToast(page, 'Prize Added');
    const card = cardOf(page, name);
    await expect.poll(() => card.locator('.badge').allInnerTexts()).toEqual(['Low Stock']);
    const added = await prizeSummary();
    expect(added).toMatchObject({
      totalPrizes: before.totalPrizes + 1,
      lowStock: before.lowStock + 1,
      outOfStock: before.outOfStock,
    });
    expect(centsOf(added)).toBe(centsOf(before) + 5 * 210);
    await expectSummary(page, added);

    await card.getByRole('button', { name: /^Edit/ }).click();
    await dialog.getByLabel('Current Stock').fill('40');
    await dialog.getByLabel('Ticket Cost').fill('15');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Prize Updated');
    await expect.poll(() => card.locator('.badge').allInnerTexts()).toEqual(['Well Stocked']);
    const edited = await prizeSummary();
    expect(centsOf(edited)).toBe(centsOf(before) + 40 * 210);
    expect(edited.lowStock).toBe(before.lowStock);
    await expectSummary(page, edited);
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when a count is not a number, then the field says it will be saved as 0, and it is', async () => {
    const name = `Candy ${marker}`;
    const tab = await openPrizes(viewports.phone);
    const { page } = tab;
    await page.getByRole('button', { name: 'Add Prize' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Category').selectOption({ label: 'Candy' });
    await dialog.getByLabel('Points Cost').fill('lots');
    await dialog.locator('.count-field__note').waitFor();
    await expect
      .poll(() => dialog.locator('.count-field__note').innerText())
      .toBe('Not a number: this will be saved as 0.');
    await dialog.getByLabel('Current Stock').fill('4.5');
    await dialog.getByRole('button', { name: 'Add Prize' }).click();
    await expect
      .poll(() => dialog.locator('.field__error').allInnerTexts())
      .toEqual(['Current stock must be a whole number']);
    await dialog.getByLabel('Current Stock').fill('12');
    await dialog.getByRole('button', { name: 'Add Prize' }).click();
    await expectToast(page, 'Prize Added');
    const stored = (await prizeList()).find((prize) => prize.name === name);
    expect(stored).toMatchObject({ pointsCost: 0, currentStock: 12, stockStatus: 'normal' });
  });

  it('when a supplier cost is not an amount, then that prize carries the warning', async () => {
    const name = `Mystery ${marker}`;
    await apiPost(
      baseUrl,
      '/api/prizes',
      { name, category: 'misc', currentStock: 8, supplierCost: 'ask Sam' },
      session.token,
    );
    const tab = await openPrizes();
    const warning = cardOf(tab.page, name).locator('.record-card__warning');
    await expect
      .poll(() => warning.innerText())
      .toBe(
        'Supplier cost "ask Sam" is not a dollar amount, so this prize counts as $0.00 in the inventory value.',
      );
  });

  it('when the filters are set, then only matching prizes show and the counter says how many of all', async () => {
    const out = `Empty ${marker}`;
    const well = `Full ${marker}`;
    await apiPost(baseUrl, '/api/prizes', { name: out, category: 'toys' }, session.token);
    await apiPost(
      baseUrl,
      '/api/prizes',
      { name: well, category: 'electronics', currentStock: 50, isActive: false },
      session.token,
    );
    const prizes = await prizeList();
    const tab = await openPrizes();
    const { page } = tab;
    const counter = () => page.locator('.list-count').innerText();
    await expect.poll(() => counter()).toBe(`Showing ${prizes.length} of ${prizes.length} prizes`);

    await page.getByLabel('Status').selectOption({ label: 'Out of Stock' });
    const outCount = prizes.filter((prize) => prize.stockStatus === 'out_of_stock').length;
    await expect.poll(() => counter()).toBe(`Showing ${outCount} of ${prizes.length} prizes`);
    await cardOf(page, out).waitFor();
    await expect.poll(() => cardOf(page, well).count()).toBe(0);

    await page.getByLabel('Status').selectOption({ label: 'Well Stocked' });
    await page.getByLabel('Category').selectOption({ label: 'Electronics' });
    await expect
      .poll(() => cardOf(page, well).locator('.badge').allInnerTexts())
      .toEqual(['Well Stocked', 'Inactive']);
  });

  it('when a prize is deleted and confirmed, then it leaves the list', async () => {
    const name = `Gone ${marker}`;
    await apiPost(baseUrl, '/api/prizes', { name, category: 'toys' }, session.token);
    const tab = await openPrizes();
    const { page } = tab;
    await cardOf(page, name)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Prize Deleted');
    await expect.poll(() => cardOf(page, name).count()).toBe(0);
  });

  it('when nothing is stocked or recorded, then each tab says so', async () => {
    const tab = await pages.open(withSession(baseUrl, session));
    const { page } = tab;
    await tab.context.addInitScript((username) => {
      window.sessionStorage.setItem('staffGate:prizes', username);
    }, admin.username);
    await page.route('**/api/prizes', (route) => route.fulfill({ json: [] }));
    await page.route('**/api/prizes/summary', (route) =>
      route.fulfill({
        json: { totalPrizes: 0, inventoryValue: '0.00', lowStock: 0, outOfStock: 0 },
      }),
    );
    await page.route('**/api/major-wins', (route) => route.fulfill({ json: [] }));
    await page.route('**/api/minor-restocks', (route) => route.fulfill({ json: [] }));
    await tab.goto('/staff/prizes');
    await page.getByText('No prizes found', { exact: true }).waitFor();
    await expect.poll(() => tileValue(page, 'Inventory Value')).toBe('$0.00');
    await page.getByRole('tab', { name: 'Major Wins' }).click();
    await page.getByText('No major wins recorded', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Minor Restocks' }).click();
    await page.getByText('No restocks recorded', { exact: true }).waitFor();
  });
});

describe('major wins and restocks', () => {
  it('when a major win is recorded, then it is listed with its winner and picture link, and can be deleted', async () => {
    const prize = `Nintendo Switch ${marker}`;
    const tab = await openPrizes();
    const { page } = tab;
    await page.getByRole('tab', { name: 'Major Wins' }).click();
    await page.getByRole('button', { name: 'Record Major Win' }).click();
    const dialog = page.getByRole('dialog');
    await expect
      .poll(() => dialog.getByLabel('Game').locator('option').allInnerTexts())
      .toEqual([
        'Select a game',
        'Prize Locker',
        'Stacker',
        'Time Buster',
        'Road Trip',
        'Color Match',
      ]);
    await dialog.getByRole('button', { name: 'Record Win' }).click();
    await expect
      .poll(() => dialog.locator('.field__error').allInnerTexts())
      .toEqual(['Please select a game', 'Prize description is required']);
    await dialog.getByLabel('Game').selectOption('Prize Locker');
    await dialog.getByLabel('Prize Description').fill(prize);
    await dialog.getByLabel('Winner Name').fill('Casey');
    await dialog.getByLabel('Picture URL').fill('https://example.com/casey.jpg');
    await dialog.getByRole('button', { name: 'Record Win' }).click();

    await expectToast(page, 'Major Win Recorded');
    const card = page
      .getByRole('tabpanel')
      .locator('.record-card')
      .filter({ has: page.getByRole('heading', { name: prize }) });
    await expect.poll(() => card.innerText()).toContain('Casey');
    await expect
      .poll(() => card.getByRole('link', { name: /View picture/ }).getAttribute('href'))
      .toBe('https://example.com/casey.jpg');
    await expect
      .poll(() => card.locator('.record-card__subtitle').innerText())
      .toMatch(/Prize Locker · [A-Z][a-z]{2} \d{2}, \d{4} at \d{2}:\d{2}$/);

    await card.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => card.count()).toBe(0);
    expect((await wins()).some((win) => win.prizeDescription === prize)).toBe(false);
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when a restock is logged, then the game list leaves out the Prize Locker, a count that is not a number is refused, and the restock is listed', async () => {
    const notes = `Small plush ${marker}`;
    const tab = await openPrizes(viewports.phone);
    const { page } = tab;
    await page.getByRole('tab', { name: 'Minor Restocks' }).click();
    await page.getByRole('button', { name: 'Log Restock' }).click();
    const dialog = page.getByRole('dialog');
    await expect
      .poll(() => dialog.getByLabel('Game').locator('option').allInnerTexts())
      .toEqual(['Select a game', ...restockGames]);
    await dialog.getByLabel('Game').selectOption('Claw Machine 3');
    await dialog.getByLabel('Items Added').fill('a box');
    await dialog.getByLabel('Restocked By').fill('Sam');
    await dialog.getByLabel('Notes').fill(notes);
    await dialog.getByRole('button', { name: 'Log Restock' }).click();
    await expect
      .poll(() => dialog.locator('.field__error').allInnerTexts())
      .toEqual(['Items added must be at least 1']);
    await dialog.getByLabel('Items Added').fill('24');
    await dialog.getByRole('button', { name: 'Log Restock' }).click();

    await expectToast(page, 'Restock Recorded');
    const card = page.getByRole('tabpanel').locator('.record-card').filter({ hasText: notes });
    await expect.poll(() => card.locator('.restock-card__count').innerText()).toBe('+24 items');
    await expect.poll(() => card.getByRole('heading').innerText()).toBe('Claw Machine 3');
    const stored = (await restocks()).find((restock) => restock.notes === notes);
    expect(stored).toMatchObject({
      gameName: 'Claw Machine 3',
      itemsAdded: 24,
      restockedBy: 'Sam',
    });
    expect(allProblems(tab.problems)).toEqual([]);
  });
});
