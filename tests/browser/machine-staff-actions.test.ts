import { cleaningListSchema } from '@venue/contracts/cleaning';
import type { Game } from '@venue/contracts/catalogue';
import { floorMachineSchema } from '@venue/contracts/machines';
import { maintenanceLogSchema } from '@venue/contracts/maintenance';

import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { allProblems, viewports } from './browser';
import { statusBadge } from './machines';
import { apiDelete, apiRead } from './operations';
import {
  createGameViaApi,
  deleteGameByName,
  expectToast,
  passGate,
  uniqueSuffix,
  withSession,
} from './staff';
import { browserSuite } from './suite';

/**
 * Staff at a machine with a phone: the QR code opens its public page, which offers a signed-in
 * staff member the machine's actions (and a visitor nothing of them).
 */
const { baseUrl, admin, session, pages } = browserSuite({ signIn: true });
let game: Game;

afterEach(async () => {
  for (const log of await maintenanceOf(game.name)) {
    await apiDelete(baseUrl, `/api/maintenance/${log.id}`, session.token);
  }
  await deleteGameByName(baseUrl, session.token, 'arcade', game.name);
});

/** A machine of the test's own, on the floor once the machines service has heard of it. */
async function ownMachine() {
  game = await createGameViaApi(baseUrl, session.token, {
    category: 'arcade',
    name: `Robotron ${uniqueSuffix()}`,
    manufacturer: 'Williams',
    year: 1982,
  });
  await expect.poll(async () => (await floorOf(game.slug))?.status).toBe('working');
  return game;
}

const floorOf = async (slug: string) =>
  (await apiRead(baseUrl, '/api/machines/floor', session.token, z.array(floorMachineSchema))).find(
    (machine) => machine.slug === slug,
  );

const cleaningOf = async (name: string) =>
  (await apiRead(baseUrl, '/api/staff/games-cleaned', session.token, cleaningListSchema)).find(
    (entry) => entry.name === name,
  );

const maintenanceOf = async (name: string) =>
  (await apiRead(baseUrl, '/api/maintenance', session.token, z.array(maintenanceLogSchema))).filter(
    (log) => log.gameTitle === name,
  );

describe("a machine's page as staff", () => {
  it('when staff signed in on a phone open a machine as its QR code does, then they mark it cleaned this week, out of order with a note, add a maintenance note and clear the flag, and the page and the staff pages show each result', async () => {
    const machine = await ownMachine();
    const tab = await pages.open({ viewport: viewports.phone, ...withSession(baseUrl, session) });
    const { page } = tab;
    await tab.goto(`/games/${machine.slug}`);
    const panel = page.getByRole('region', { name: 'Staff actions' });
    await expect
      .poll(async () =>
        (await panel.locator('.machine-staff-panel__intro').textContent())?.replace(/\s+/g, ' '),
      )
      .toBe(`Staff Signed in as ${admin.username}`);
    await expect.poll(() => statusBadge(page).innerText()).toBe('Working');

    // 1. This week's cleaning.
    const cleaning = panel.getByRole('region', { name: 'Weekly Cleaning' });
    await cleaning.getByRole('button', { name: 'Mark Cleaned This Week' }).click();
    await expectToast(page, 'Updated', 'Game cleaning status updated successfully');
    await expect
      .poll(() => cleaning.getByRole('status').innerText())
      .toMatch(/^Cleaned this week, [A-Z][a-z]{2} \d{2}, \d{4} at \d{2}:\d{2}\.$/);
    await expect.poll(async () => (await cleaningOf(machine.name))?.cleaned).toBe(true);

    // 2. Out of order, with a note for players: the page's own status follows.
    const outOfOrder = panel.getByRole('region', { name: 'Out of Order' });
    await outOfOrder.getByLabel('Note for players (optional)').fill('Coin mech jammed');
    await outOfOrder.getByRole('button', { name: 'Mark Out of Order' }).click();
    await expectToast(page, 'Marked Out of Order');
    await expect.poll(() => statusBadge(page).innerText()).toBe('Out of Order');
    await expect
      .poll(() => page.locator('.machine-status-panel__note').innerText())
      .toBe('Coin mech jammed');
    await expect
      .poll(() => outOfOrder.getByRole('status').innerText())
      .toBe('Players see it out of order: Coin mech jammed.');

    // 3. A maintenance note, logged by whoever is signed in.
    const maintenance = panel.getByRole('region', { name: 'Maintenance Note' });
    await maintenance.getByLabel('Note').fill('Replaced the coin mech, waiting to test');
    await maintenance.getByLabel('Priority').selectOption({ label: 'High' });
    await maintenance.getByRole('button', { name: 'Add Maintenance Note' }).click();
    await expectToast(page, 'Maintenance Log Created', machine.name);
    await expect.poll(() => maintenance.getByLabel('Note').inputValue()).toBe('');
    await expect
      .poll(async () => await maintenanceOf(machine.name))
      .toMatchObject([
        {
          gameCategory: 'arcade',
          description: 'Replaced the coin mech, waiting to test',
          priority: 'high',
          status: 'reported',
          reportedBy: admin.username,
        },
      ]);

    // 4. Cleared: players see it working again (a reported log does not hold it down).
    await outOfOrder.getByRole('button', { name: 'Clear Out of Order' }).click();
    await expectToast(page, 'Back in Service');
    await expect.poll(() => statusBadge(page).innerText()).toBe('Working');
    expect(allProblems(tab.problems)).toEqual([]);

    // The staff pages show what was done.
    await tab.goto('/staff/floor');
    const row = page.getByRole('article', { name: machine.name, exact: true });
    await expect.poll(() => row.getAttribute('data-status')).toBe('working');
    await row.getByRole('link', { name: `1 open maintenance entry for ${machine.name}` }).click();
    await passGate(page, admin);
    await expect
      .poll(() => page.locator('.maintenance-card .record-card__text').innerText())
      .toBe('Replaced the coin mech, waiting to test');

    await tab.goto('/staff/gamescleaned');
    await page.getByLabel('Search games').fill(machine.name);
    const card = page.locator('.cleaning-card').filter({
      has: page.getByRole('heading', { name: machine.name, exact: true }),
    });
    await expect.poll(() => card.locator('.badge', { hasText: 'Cleaned' }).count()).toBe(1);
    await expect.poll(() => card.getByLabel(/^Mark as cleaned this week/).isChecked()).toBe(true);
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when a visitor opens the page on a phone, then there are no staff actions and their code is never downloaded', async () => {
    const machine = await ownMachine();
    const tab = await pages.open({ viewport: viewports.phone });
    const { page } = tab;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await tab.goto(`/games/${machine.slug}`);
    await expect.poll(() => statusBadge(page).innerText()).toBe('Working');
    expect(await page.getByRole('region', { name: 'Staff actions' }).count()).toBe(0);
    expect(scripts.some((path) => path.includes('machine-staff-panel'))).toBe(false);
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it("when staff open the page, then the server's HTML is a visitor's, hydrated without a mismatch before the staff actions join it", async () => {
    const machine = await ownMachine();
    const html = async (token?: string) =>
      (
        await fetch(new URL(`/games/${machine.slug}`, baseUrl), {
          headers: token ? { authorization: `Bearer ${token}` } : {},
        })
      ).text();
    const visitors = await html();
    expect(visitors).not.toContain('Staff actions');
    expect(visitors).not.toMatch(/class="[^"]*\bmachine-staff-panel\b/);
    expect(await html(session.token)).not.toContain('Staff actions');

    const tab = await pages.open({ viewport: viewports.phone, ...withSession(baseUrl, session) });
    await tab.goto(`/games/${machine.slug}`);
    await tab.page.getByRole('region', { name: 'Staff actions' }).waitFor();
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when the staff session has expired, then the page offers no staff actions', async () => {
    const machine = await ownMachine();
    const tab = await pages.open({
      viewport: viewports.phone,
      ...withSession(baseUrl, session, new Date(Date.now() - 9 * 60 * 60 * 1000)),
    });
    await tab.goto(`/games/${machine.slug}`);
    await expect.poll(() => statusBadge(tab.page).innerText()).toBe('Working');
    expect(await tab.page.getByRole('region', { name: 'Staff actions' }).count()).toBe(0);
  });
});
