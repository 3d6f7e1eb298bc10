import { readFile } from 'node:fs/promises';

import { gameCountsSchema, type GameCategory } from '@venue/contracts/catalogue';
import { machineStatusSchema, type MachineStatusName } from '@venue/contracts/machines';
import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { allProblems, getJson, unreadableCells, viewports, type TestPage } from './browser';
import {
  createGameViaApi,
  deleteGameByName,
  expectToast,
  exportViaApi,
  gamesIn,
  importViaApi,
  uniqueSuffix,
  withSession,
} from './staff';
import { browserSuite } from './suite';

const { baseUrl, admin, session, pages } = browserSuite({ signIn: true });
/** Games a test created, removed again after it whatever happened. */
const cleanup: Array<{ category: GameCategory; name: string }> = [];

afterEach(async () => {
  for (const { category, name } of cleanup.splice(0)) {
    await deleteGameByName(baseUrl, session.token, category, name);
  }
});

/** The games page of a signed-in admin who passed the gate earlier in this tab. */
async function openGamesPage(
  category: GameCategory,
  viewport: { width: number; height: number } = viewports.desktop,
): Promise<TestPage> {
  const tab = await pages.open({ viewport, ...withSession(baseUrl, session) });
  await tab.context.addInitScript((username) => {
    window.sessionStorage.setItem('staffGate:games', username);
  }, admin.username);
  await tab.goto(`/staff/games?category=${category}`);
  await tab.page.getByRole('heading', { name: 'Games Management' }).waitFor();
  await tab.page.getByRole('tabpanel').locator('table, .list-state').first().waitFor();
  return tab;
}

const rowOf = (page: Page, name: string) =>
  page
    .getByRole('tabpanel')
    .getByRole('row')
    .filter({
      has: page.getByRole('rowheader', { name, exact: true }),
    });

/** The Status column's words for each status players see. */
const statusLabels: Record<MachineStatusName, string> = {
  working: 'Working',
  reported: 'Reported',
  'being fixed': 'Being Fixed',
  'out of order': 'Out of Order',
};

const machineStatuses = async () =>
  z.array(machineStatusSchema).parse(await getJson(baseUrl, '/api/machines/status'));

/** A game added while the page is open: working, once the machines service has heard of it. */
const newGameStatus = expect.stringMatching(/^(Not known yet|Working)$/);

const cellsOf = async (page: Page, name: string) =>
  rowOf(page, name).locator('th, td').allInnerTexts();

/** What a 390 px phone shows of a page under its browser's address and tool bars. */
const phoneWithBars = { width: 390, height: 664 };

const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('name') ?? null);

/** Whether the element is inside the window and on top at its centre (so a tap reaches it). */
const isReachable = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inWindow =
      box.top >= 0 &&
      box.left >= 0 &&
      box.bottom <= window.innerHeight &&
      box.right <= window.innerWidth;
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return inWindow && top !== null && element.contains(top);
  });

describe('staff games table', () => {
  it('when a category is open, then its tab shows counts and its table lists every game with edit and delete', async () => {
    const tab = await openGamesPage('claw');
    const { page } = tab;
    const games = await gamesIn(baseUrl, 'claw');
    const counts = gameCountsSchema.parse(await getJson(baseUrl, '/api/games/counts'));

    await expect
      .poll(() => page.getByRole('tab', { selected: true }).innerText())
      .toMatch(new RegExp(`^Claw Machines\\s*${counts.claw}$`));
    await expect.poll(() => page.getByRole('tab').count()).toBe(5);
    await expect
      .poll(() => page.getByRole('tabpanel').getByRole('columnheader').allInnerTexts())
      .toEqual(['GAME NAME', 'MANUFACTURER', 'YEAR', 'DESCRIPTION', 'STATUS', 'ACTIONS']);
    await expect
      .poll(() => page.getByRole('tabpanel').getByRole('rowheader').allInnerTexts())
      .toEqual(games.map((game) => game.name));
    const [first] = games;
    if (first) {
      const status = (await machineStatuses()).find((machine) => machine.slug === first.slug);
      await expect
        .poll(() => cellsOf(page, first.name))
        .toEqual([
          first.name,
          first.manufacturer ?? '',
          String(first.year ?? ''),
          first.description ?? '',
          [status && statusLabels[status.status], status?.note].filter(Boolean).join('\n'),
          '',
        ]);
      await rowOf(page, first.name)
        .getByRole('button', { name: `Out of Order ${first.name}` })
        .waitFor();
      await rowOf(page, first.name)
        .getByRole('button', { name: `Edit ${first.name}` })
        .waitFor();
      await rowOf(page, first.name)
        .getByRole('button', { name: `Delete ${first.name}` })
        .waitFor();
    }
    await expect
      .poll(() => page.locator('.games-manager__note').innerText())
      .toContain('name|manufacturer|year|description');
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when a category has no games, then the empty text shows', async () => {
    const tab = await pages.open(withSession(baseUrl, session));
    await tab.context.addInitScript((username) => {
      window.sessionStorage.setItem('staffGate:games', username);
    }, admin.username);
    await tab.page.route('**/api/games', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, rhythm: [] } });
    });
    await tab.goto('/staff/games?category=rhythm');

    await expect
      .poll(() => tab.page.getByRole('tabpanel').innerText())
      .toBe('No Rhythm games found.');
    expect(allProblems(tab.problems)).toEqual([]);
  });
});

describe('staff games: add, edit, delete', () => {
  it('when a game is added, then it is in the table and on the public games page with the new count', async () => {
    const name = `Test Flipper ${uniqueSuffix()}`;
    cleanup.push({ category: 'redemption', name });
    const before = gameCountsSchema.parse(await getJson(baseUrl, '/api/games/counts'));
    const tab = await openGamesPage('redemption');
    const { page } = tab;

    const addButton = page.getByRole('button', { name: 'Add New Game' });
    await addButton.click();
    const dialog = page.getByRole('dialog', { name: 'Add New Game' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByLabel('Category').inputValue()).toBe('redemption');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Manufacturer').fill('Test Works');
    await dialog.getByLabel('Year').fill('1999');
    await dialog.getByLabel('Description').fill('Added by a browser test.');
    await dialog.getByRole('button', { name: 'Add Game' }).click();

    await expectToast(page, 'Game Added', `${name} was added to Redemption.`);
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => cellsOf(page, name))
      .toEqual([name, 'Test Works', '1999', 'Added by a browser test.', newGameStatus, '']);
    await expect
      .poll(() => page.getByRole('tab', { selected: true }).innerText())
      .toMatch(new RegExp(`^Redemption\\s*${before.redemption + 1}$`));

    await tab.goto('/games?category=redemption');
    await page.locator('.game-card').filter({ hasText: name }).waitFor();
    await expect
      .poll(() => page.getByRole('tab', { selected: true }).innerText())
      .toBe(`Redemption (${before.redemption + 1})`);
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when a required field is empty, then Missing Information shows and nothing is sent', async () => {
    const tab = await openGamesPage('redemption');
    const { page } = tab;
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
    });

    await page.getByRole('button', { name: 'Add New Game' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Game' });
    await dialog.getByLabel('Name').fill(`No Year ${uniqueSuffix()}`);
    await dialog.getByLabel('Manufacturer').fill('Test Works');
    await dialog.getByRole('button', { name: 'Add Game' }).click();

    await expectToast(page, 'Missing Information', 'Please fill in all required fields');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // Said inside the dialog too, where a screen reader is (the page behind a modal is inert).
    await expect
      .poll(() => dialog.getByRole('alert').innerText())
      .toBe('Please fill in all required fields');
    await expect.poll(() => dialog.getByLabel('Year').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => focusedName(page)).toBe('year');
    expect(writes).toEqual([]);
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when the year is out of range, then the contract message shows under Year', async () => {
    const tab = await openGamesPage('redemption');
    const { page } = tab;
    await page.getByRole('button', { name: 'Add New Game' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Game' });
    await dialog.getByLabel('Name').fill(`Too Old ${uniqueSuffix()}`);
    await dialog.getByLabel('Manufacturer').fill('Test Works');
    await dialog.getByLabel('Year').fill('1850');
    await dialog.getByRole('button', { name: 'Add Game' }).click();

    await expect
      .poll(() => dialog.locator('.field__error').allInnerTexts())
      .toEqual([expect.stringMatching(/^Year must be a 4-digit year between 1930 and \d{4}$/)]);
    await expect.poll(() => dialog.getByLabel('Year').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => focusedName(page)).toBe('year');
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when the name is already taken in the category, then the server error shows under Name', async () => {
    const name = `Twin Game ${uniqueSuffix()}`;
    cleanup.push({ category: 'redemption', name });
    await createGameViaApi(baseUrl, session.token, {
      category: 'redemption',
      name,
      manufacturer: 'Test Works',
      year: 2001,
    });
    const tab = await openGamesPage('redemption');
    const { page } = tab;

    await page.getByRole('button', { name: 'Add New Game' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Game' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Manufacturer').fill('Other Works');
    await dialog.getByLabel('Year').fill('2002');
    await dialog.getByRole('button', { name: 'Add Game' }).click();

    const nameError = dialog
      .locator('.field', { has: page.getByLabel('Name') })
      .locator('.field__error');
    await expect
      .poll(() => nameError.innerText())
      .toBe('A game with this name already exists in this category');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // Nothing typed is lost, and focus goes where the problem is.
    await expect.poll(() => dialog.getByLabel('Manufacturer').inputValue()).toBe('Other Works');
    await expect.poll(() => dialog.getByLabel('Year').inputValue()).toBe('2002');
    await expect.poll(() => focusedName(page)).toBe('name');
    expect(
      (await gamesIn(baseUrl, 'redemption')).filter((game) => game.name === name),
    ).toHaveLength(1);
    expect(
      allProblems(tab.problems, { expectedHttpErrors: [{ status: 409, path: '/api/games' }] }),
    ).toEqual([]);
  });

  it('when Escape is pressed in the dialog, then it closes and focus returns to Add New Game', async () => {
    const tab = await openGamesPage('redemption');
    const { page } = tab;
    const addButton = page.getByRole('button', { name: 'Add New Game' });
    await addButton.click();
    const dialog = page.getByRole('dialog', { name: 'Add New Game' });
    await dialog.waitFor();
    // Focus starts in the first field and stays inside the dialog.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('name');

    await page.keyboard.press('Escape');

    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => addButton.evaluate((button) => button === document.activeElement))
      .toBe(true);
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when a game is edited, then Game Updated shows and the row has the new values', async () => {
    const name = `Edit Me ${uniqueSuffix()}`;
    cleanup.push({ category: 'redemption', name });
    await createGameViaApi(baseUrl, session.token, {
      category: 'redemption',
      name,
      manufacturer: 'Before Works',
      year: 1990,
      description: 'Before the edit.',
    });
    const tab = await openGamesPage('redemption');
    const { page } = tab;

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByLabel('Manufacturer').inputValue()).toBe('Before Works');
    await expect.poll(() => dialog.getByLabel('Year').inputValue()).toBe('1990');
    await dialog.getByLabel('Manufacturer').fill('After Works');
    await dialog.getByLabel('Year').fill('1995');
    await dialog.getByLabel('Description').fill('After the edit.');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();

    await expectToast(page, 'Game Updated', `${name} was saved.`);
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => cellsOf(page, name))
      .toEqual([name, 'After Works', '1995', 'After the edit.', newGameStatus, '']);
    const [stored] = (await gamesIn(baseUrl, 'redemption')).filter((game) => game.name === name);
    expect(stored).toMatchObject({ manufacturer: 'After Works', year: 1995 });
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when delete is confirmed, then Game Deleted shows and the game is gone; cancelling keeps it', async () => {
    const name = `Delete Me ${uniqueSuffix()}`;
    cleanup.push({ category: 'redemption', name });
    await createGameViaApi(baseUrl, session.token, {
      category: 'redemption',
      name,
      manufacturer: 'Test Works',
      year: 2010,
    });
    const tab = await openGamesPage('redemption');
    const { page } = tab;

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete game?' });
    await confirm.waitFor();
    await expect.poll(() => confirm.innerText()).toContain(name);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => rowOf(page, name).count()).toBe(1);

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();

    await expectToast(page, 'Game Deleted', `${name} was removed.`);
    await expect.poll(() => rowOf(page, name).count()).toBe(0);
    expect((await gamesIn(baseUrl, 'redemption')).some((game) => game.name === name)).toBe(false);
    expect(allProblems(tab.problems)).toEqual([]);
  });
});

describe('staff games on a phone', () => {
  it('when the games table is on a 390 px screen, then every cell of every game can be read, none covered', async () => {
    const tab = await openGamesPage('pinball', viewports.phone);
    const { page } = tab;
    const games = await gamesIn(baseUrl, 'pinball');
    await expect
      .poll(() => page.getByRole('tabpanel').getByRole('rowheader').count())
      .toBe(games.length);

    await expect.poll(() => unreadableCells(page)).toEqual([]);
    await expect
      .poll(() =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      )
      .toBe(0);
    // Each game's buttons are reachable beside its text.
    const [first] = games;
    if (first) {
      const edit = rowOf(page, first.name).getByRole('button', { name: `Edit ${first.name}` });
      await edit.scrollIntoViewIfNeeded();
      await expect.poll(() => isReachable(edit)).toBe(true);
    }
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when the add dialog on a phone shows errors, then focus moves to the first invalid field and both buttons stay in reach', async () => {
    const tab = await openGamesPage('redemption', phoneWithBars);
    const { page } = tab;
    await page.getByRole('button', { name: 'Add New Game' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Game' });
    await dialog.waitFor();
    await dialog.getByLabel('Description').fill('Typed before the name: must not be lost.');
    await dialog.getByRole('button', { name: 'Add Game' }).click();

    await expect.poll(() => dialog.locator('.field__error').count()).toBe(3);
    await expect.poll(() => focusedName(page)).toBe('name');
    await expect
      .poll(() => dialog.getByLabel('Description').inputValue())
      .toBe('Typed before the name: must not be lost.');
    await expect
      .poll(() => isReachable(dialog.getByRole('button', { name: 'Add Game' })))
      .toBe(true);
    await expect.poll(() => isReachable(dialog.getByRole('button', { name: 'Cancel' }))).toBe(true);
    // The focused field is not hidden under the pinned buttons either.
    await expect.poll(() => isReachable(dialog.getByLabel('Name'))).toBe(true);
    expect(allProblems(tab.problems)).toEqual([]);
  });
});

describe('staff games: export and import', () => {
  it('when Export Data is pressed, then {category}.txt downloads with the category lines', async () => {
    const tab = await openGamesPage('claw');
    const { page } = tab;
    const expected = await exportViaApi(baseUrl, session.token, 'claw');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Data' }).click(),
    ]);

    expect(download.suggestedFilename()).toBe('claw.txt');
    const content = await readFile(await download.path(), 'utf8');
    expect(content).toBe(expected);
    const games = await gamesIn(baseUrl, 'claw');
    for (const game of games) {
      expect(content).toContain(
        `${game.name}|${game.manufacturer ?? ''}|${game.year ?? ''}|${game.description ?? ''}`,
      );
    }
    expect(content.trim().split('\n')).toHaveLength(games.length);
    await expectToast(page, 'Export Complete');
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when a good file is imported, then the preview lists what changes, Cancel changes nothing and Apply replaces the list', async () => {
    const original = await exportViaApi(baseUrl, session.token, 'claw');
    const lines = original.trim().split('\n');
    const [droppedLine, ...kept] = lines;
    const dropped = droppedLine?.split('|')[0] ?? '';
    const added = `Import Claw ${uniqueSuffix()}`;
    const file = [...kept, `${added}|Import Works|2020|From a file.`].join('\n') + '\n';
    try {
      const tab = await openGamesPage('claw');
      const { page } = tab;
      const choose = async () => {
        const [chooser] = await Promise.all([
          page.waitForEvent('filechooser'),
          page.getByRole('button', { name: 'Import Data' }).click(),
        ]);
        await chooser.setFiles({
          name: 'claw-new.txt',
          mimeType: 'text/plain',
          buffer: Buffer.from(file),
        });
        const preview = page.getByRole('dialog', { name: 'Import Claw Machines Games' });
        await preview.waitFor();
        return preview;
      };

      let preview = await choose();
      for (const line of [
        'replaces the Claw Machines list',
        '1 to add',
        '1 to remove',
        `${kept.length} unchanged`,
        `Claw Machines will have ${lines.length} games`,
      ]) {
        await expect.poll(() => preview.innerText()).toContain(line);
      }
      await expect
        .poll(() => preview.locator('.import-list--added li').allInnerTexts())
        .toEqual([added]);
      await expect
        .poll(() => preview.locator('.import-list--removed li').allInnerTexts())
        .toEqual([dropped]);

      await preview.getByRole('button', { name: 'Cancel' }).click();
      await preview.waitFor({ state: 'hidden' });
      await expect.poll(() => exportViaApi(baseUrl, session.token, 'claw')).toBe(original);

      preview = await choose();
      await preview.getByRole('button', { name: 'Apply Import' }).click();

      await expectToast(page, 'Import Complete', 'Claw Machines: 1 added, 0 updated, 1 removed.');
      await preview.waitFor({ state: 'hidden' });
      await expect.poll(() => rowOf(page, added).count()).toBe(1);
      await expect.poll(() => rowOf(page, dropped).count()).toBe(0);
      const names = (await gamesIn(baseUrl, 'claw')).map((game) => game.name);
      expect(names).toContain(added);
      expect(names).not.toContain(dropped);
      expect(allProblems(tab.problems)).toEqual([]);
    } finally {
      await importViaApi(baseUrl, session.token, 'claw', original);
    }
  });

  it('when a file has bad lines, then every line error shows, there is no Apply and nothing changes', async () => {
    const original = await exportViaApi(baseUrl, session.token, 'claw');
    const file = [
      `Good Line ${uniqueSuffix()}|Works|2001|Fine.`,
      'Missing Year|Works',
      `Bad Year ${uniqueSuffix()}|Works|nineteen|Not a number.`,
    ].join('\n');
    const tab = await openGamesPage('claw');
    const { page } = tab;

    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Import Data' }).click(),
    ]);
    await chooser.setFiles({
      name: 'broken.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(file),
    });

    const preview = page.getByRole('dialog', { name: 'Import Claw Machines Games' });
    await preview.waitFor();
    await expect
      .poll(() => preview.getByRole('alert').innerText())
      .toMatch(/2 bad lines; nothing was imported/);
    await expect
      .poll(() => preview.locator('.import-errors__line').allInnerTexts())
      .toEqual([
        expect.stringMatching(/^Line 2\s+Expected name\|manufacturer\|year\|description$/),
        expect.stringMatching(/^Line 3\s+Year must be a 4-digit year/),
      ]);
    await expect.poll(() => preview.getByRole('button', { name: 'Apply Import' }).count()).toBe(0);
    await preview.getByRole('button', { name: 'Close', exact: true }).last().click();
    await preview.waitFor({ state: 'hidden' });
    await expect.poll(() => exportViaApi(baseUrl, session.token, 'claw')).toBe(original);
    expect(
      allProblems(tab.problems, {
        expectedHttpErrors: [{ status: 422, path: '/api/games/import' }],
      }),
    ).toEqual([]);
  });
});
