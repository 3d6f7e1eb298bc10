import { maintenanceLogSchema, type MaintenanceLog } from '@venue/contracts/maintenance';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { allProblems, viewports, type TestPage } from './browser';
import { apiDelete, apiPost, apiRead } from './operations';
import { expectToast, passGate, uniqueSuffix, withSession } from './staff';
import { browserSuite } from './suite';

const { baseUrl, admin, session, pages } = browserSuite({ signIn: true });
/** Every log a test makes has this in its title, so it can be found and removed. */
const marker = `Test ${uniqueSuffix()}`;

const logs = () =>
  apiRead(baseUrl, '/api/maintenance', session.token, z.array(maintenanceLogSchema));
const logViaApi = async (fields: Partial<MaintenanceLog>) =>
  maintenanceLogSchema.parse(
    await apiPost(
      baseUrl,
      '/api/maintenance',
      {
        gameCategory: 'pinball',
        issueType: 'mechanical',
        priority: 'medium',
        description: 'Flipper coil weak',
        reportedBy: 'Jordan',
        ...fields,
      },
      session.token,
    ),
  );

afterEach(async () => {
  for (const log of (await logs()).filter((entry) => entry.gameTitle.includes(marker))) {
    await apiDelete(baseUrl, `/api/maintenance/${log.id}`, session.token);
  }
});

/** The maintenance page past its gate (passed earlier in this tab). */
async function openLog(viewport: { width: number; height: number } = viewports.desktop) {
  const tab = await pages.open({ viewport, ...withSession(baseUrl, session) });
  await tab.context.addInitScript((username) => {
    window.sessionStorage.setItem('staffGate:maintenance', username);
  }, admin.username);
  await tab.goto('/staff/maintenance');
  await tab.page.locator('.list-count').waitFor();
  return tab;
}

const cardOf = (page: Page, title: string) =>
  page.locator('.maintenance-card').filter({
    has: page.getByRole('heading', { name: title, exact: true }),
  });
const counter = (tab: TestPage) => tab.page.locator('.list-count').innerText();

describe('maintenance gate', () => {
  it('when the page opens, then only the Staff Maintenance Access gate shows until the password is confirmed', async () => {
    const tab = await pages.open(withSession(baseUrl, session));
    const { page } = tab;
    let logCalls = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/maintenance') logCalls += 1;
    });
    await tab.goto('/staff/maintenance');
    await page.getByRole('heading', { level: 1, name: 'Staff Maintenance Access' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'New Log' }).count()).toBe(0);
    expect(logCalls).toBe(0);

    await passGate(page, admin);
    await page.getByRole('heading', { level: 1, name: 'Game Maintenance' }).waitFor();
    await page.getByRole('button', { name: 'New Log' }).waitFor();
    expect(allProblems(tab.problems)).toEqual([]);
  });
});

describe('maintenance log', () => {
  it('when a New Log is sent empty, then each required field says so; filled in, it is created as reported', async () => {
    const title = `Attack from Mars ${marker}`;
    const tab = await openLog(viewports.phone);
    const { page } = tab;
    await page.getByRole('button', { name: 'New Log' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create Log' }).click();
    await expect
      .poll(() => dialog.locator('.field__error').allInnerTexts())
      .toEqual([
        'Game title is required',
        'Please select a category',
        'Please select an issue type',
        'Please select a priority',
        'Description is required',
        'Reported by is required',
      ]);

    await dialog.getByLabel('Game Title').fill(title);
    await dialog.getByLabel('Category').selectOption({ label: 'Pinball' });
    await dialog.getByLabel('Issue Type').selectOption({ label: 'Electrical' });
    await dialog.getByLabel('Priority').selectOption({ label: 'Urgent' });
    await dialog.getByLabel('Description').fill('Saucer lamp shorts the GI string');
    await dialog.getByLabel('Reported By').fill('Casey');
    await dialog.getByLabel('Parts Cost').fill('$12');
    await dialog.getByLabel('Next Maintenance Due').fill('2027-03-01');
    await dialog.getByRole('button', { name: 'Create Log' }).click();

    await expectToast(page, 'Maintenance Log Created');
    const card = cardOf(page, title);
    await card.waitFor();
    await expect
      .poll(() => card.locator('.badge').allInnerTexts())
      .toEqual(['Reported', 'Urgent priority']);
    await expect.poll(() => card.locator('.badge--red').count()).toBe(2);
    await expect
      .poll(() => card.locator('.record-card__facts').innerText())
      .toContain('Mar 01, 2027');
    const stored = (await logs()).find((log) => log.gameTitle === title);
    expect(stored).toMatchObject({
      status: 'reported',
      priority: 'urgent',
      partsCost: '$12',
      nextMaintenanceDate: '2027-03-01',
      completedAt: null,
    });
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when the filters are set, then only matching logs show and the counter says how many of all', async () => {
    const urgent = `Urgent one ${marker}`;
    const low = `Low one ${marker}`;
    await logViaApi({ gameTitle: urgent, priority: 'urgent', gameCategory: 'claw' });
    await logViaApi({ gameTitle: low, priority: 'low', status: 'in_progress' });
    const tab = await openLog();
    const { page } = tab;
    const all = await logs();
    await expect.poll(() => counter(tab)).toBe(`Showing ${all.length} of ${all.length} logs`);

    await page.getByLabel('Priority').selectOption({ label: 'Urgent' });
    const urgentCount = all.filter((log) => log.priority === 'urgent').length;
    await expect.poll(() => counter(tab)).toBe(`Showing ${urgentCount} of ${all.length} logs`);
    await cardOf(page, urgent).waitFor();
    await expect.poll(() => cardOf(page, low).count()).toBe(0);

    await page.getByLabel('Category').selectOption({ label: 'Claw' });
    await page.getByLabel('Status').selectOption({ label: 'Completed' });
    const none = all.filter(
      (log) =>
        log.priority === 'urgent' && log.gameCategory === 'claw' && log.status === 'completed',
    ).length;
    expect(none).toBe(0);
    await expect.poll(() => counter(tab)).toBe(`Showing 0 of ${all.length} logs`);
    await page.getByText('No maintenance logs found', { exact: true }).waitFor();

    await page.getByLabel('Status').selectOption({ label: 'In Progress' });
    await page.getByLabel('Priority').selectOption({ label: 'All Priorities' });
    await page.getByLabel('Category').selectOption({ label: 'All Categories' });
    await cardOf(page, low).waitFor();
    await expect
      .poll(() => cardOf(page, low).locator('.badge--blue').innerText())
      .toBe('In Progress');
  });

  it('when a log is edited to completed, then its badge turns green, the completed date shows and the server stamped it', async () => {
    const title = `Edit me ${marker}`;
    const log = await logViaApi({ gameTitle: title });
    const tab = await openLog();
    const { page } = tab;
    const card = cardOf(page, title);
    await card.getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByLabel('Game Title').inputValue()).toBe(title);
    await dialog.getByLabel('Status').selectOption({ label: 'Completed' });
    await dialog.getByLabel('Resolution').fill('Replaced the coil');
    await dialog.getByLabel('Labor Hours').fill('0.5');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();

    await expectToast(page, 'Maintenance Log Updated');
    await expect.poll(() => card.locator('.badge--green').first().innerText()).toBe('Completed');
    await expect.poll(() => card.innerText()).toContain('Replaced the coil');
    const stored = (await logs()).find((entry) => entry.id === log.id);
    expect(stored).toMatchObject({ status: 'completed', laborHours: '0.5' });
    expect(stored?.completedAt).toBeInstanceOf(Date);
    await expect
      .poll(() => card.locator('.record-card__facts').innerText())
      .not.toMatch(/COMPLETED\s+—/i);
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when a log is deleted and confirmed, then it is gone', async () => {
    const title = `Delete me ${marker}`;
    const log = await logViaApi({ gameTitle: title });
    const tab = await openLog();
    const { page } = tab;
    await cardOf(page, title)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Maintenance Log Deleted');
    await expect.poll(() => cardOf(page, title).count()).toBe(0);
    expect((await logs()).some((entry) => entry.id === log.id)).toBe(false);
  });

  it('when there are no logs, then the page says No maintenance logs found', async () => {
    const tab = await pages.open(withSession(baseUrl, session));
    await tab.context.addInitScript((username) => {
      window.sessionStorage.setItem('staffGate:maintenance', username);
    }, admin.username);
    await tab.page.route('**/api/maintenance', (route) => route.fulfill({ json: [] }));
    await tab.goto('/staff/maintenance');
    await tab.page.getByText('No maintenance logs found', { exact: true }).waitFor();
    await expect.poll(() => counter(tab)).toBe('Showing 0 of 0 logs');
  });
});
