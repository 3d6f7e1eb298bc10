import { floorMachineSchema, type FloorMachine } from '@venue/contracts/machines';
import type { Game } from '@venue/contracts/catalogue';
import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { allProblems, viewports } from './browser';
import { apiDelete, apiPost, apiRead } from './operations';
import { createGameViaApi, deleteGameByName, passGate, uniqueSuffix, withSession } from './staff';
import { browserSuite } from './suite';

/** Staff's floor view, `/staff/floor`: every machine's live status at once. */
const { baseUrl, admin, session, pages } = browserSuite({ signIn: true });
/** Games a test made (in the arcade category), removed after it with their flags. */
const made: string[] = [];
/** The reports and maintenance logs a test made, removed after it. */
const records: string[] = [];

afterEach(async () => {
  for (const path of records.splice(0)) await apiDelete(baseUrl, path, session.token);
  for (const name of made.splice(0)) {
    await deleteGameByName(baseUrl, session.token, 'arcade', name);
  }
});

const floor = () =>
  apiRead(baseUrl, '/api/machines/floor', session.token, z.array(floorMachineSchema));

/** Games of the test's own, each waited for until the floor has its machine. */
async function ownGames(...prefixes: string[]): Promise<Game[]> {
  const suffix = uniqueSuffix();
  const games: Game[] = [];
  for (const prefix of prefixes) {
    const name = `${prefix} ${suffix}`;
    made.push(name);
    games.push(
      await createGameViaApi(baseUrl, session.token, {
        category: 'arcade',
        name,
        manufacturer: 'Atari',
        year: 1982,
      }),
    );
  }
  await expect
    .poll(async () => {
      const slugs = new Set((await floor()).map((machine) => machine.slug));
      return games.every((game) => slugs.has(game.slug));
    })
    .toBe(true);
  return games;
}

/** Waits until the floor shows the machine so (the change travels by event). */
const floorShows = (slug: string, expected: Partial<FloorMachine>) =>
  expect
    .poll(async () => (await floor()).find((machine) => machine.slug === slug))
    .toMatchObject(expected);

/** Keeps the id of what was made, to remove it after the test. */
const kept = (collection: string) => (made: unknown) => {
  records.push(`${collection}/${z.object({ id: z.string() }).parse(made).id}`);
};

const report = (gameName: string) =>
  apiPost(baseUrl, '/api/machine-reports', {
    gameName,
    issueType: 'game_frozen',
    description: `Froze on the title screen ${uniqueSuffix()}`,
  }).then(kept('/api/machine-reports'));

const flagOutOfOrder = (slug: string, note: string) =>
  fetch(new URL(`/api/machines/${slug}/out-of-order`, baseUrl), {
    method: 'PUT',
    headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ outOfOrder: true, note }),
  });

const maintenanceFor = (gameTitle: string, status: string) =>
  apiPost(
    baseUrl,
    '/api/maintenance',
    {
      gameTitle,
      gameCategory: 'arcade',
      issueType: 'electrical',
      priority: 'high',
      status,
      description: 'Monitor flickers',
      reportedBy: 'Jordan',
    },
    session.token,
  ).then(kept('/api/maintenance'));

const rowOf = (page: Page, name: string): Locator =>
  page.getByRole('article', { name, exact: true });

/** The names of the section's machines that are among `names`, in the order shown. */
const shownOrder = (section: Locator, names: string[]) =>
  section
    .locator('.floor-machine__name')
    .allInnerTexts()
    .then((shown) => shown.filter((name) => names.includes(name)));

/**
 * Three machines of the test's own down, one after the other: reported, then out of order with
 * a note, then being fixed (a maintenance log waiting for parts); a fourth works.
 */
async function floorWithTroubles() {
  const [reported, flagged, fixing, fine] = await ownGames(
    'Zaxxon',
    'Xevious',
    'Yie Ar',
    'Asteroids',
  );
  await report(reported!.name);
  await floorShows(reported!.slug, { status: 'reported', openReports: 1 });
  expect((await flagOutOfOrder(flagged!.slug, 'Waiting on a new power supply')).status).toBe(200);
  await floorShows(flagged!.slug, { status: 'out of order' });
  await maintenanceFor(fixing!.name, 'parts_needed');
  await floorShows(fixing!.slug, { status: 'being fixed', openMaintenance: 1 });
  return { reported: reported!, flagged: flagged!, fixing: fixing!, fine: fine! };
}

describe('the floor view', () => {
  it('when staff open the floor, then the machines show by category, the ones down first and the longest down at the top, each with how long, its note and its open records', async () => {
    const { reported, flagged, fixing, fine } = await floorWithTroubles();
    const ours = [reported, flagged, fixing, fine].map((game) => game.name);
    const tab = await pages.open(withSession(baseUrl, session));
    const { page } = tab;
    await tab.goto('/staff/floor');

    const arcade = page.getByRole('region', { name: /^Classic Arcade/ });
    await expect.poll(() => shownOrder(arcade, ours)).toEqual(ours);
    await expect
      .poll(() =>
        page.getByRole('region', { name: /^Classic Arcade \d+ machines, \d+ down$/ }).count(),
      )
      .toBe(1);
    await expect
      .poll(() => rowOf(page, reported.name).locator('.machine-status__badge').innerText())
      .toBe('Reported');
    await expect
      .poll(() => rowOf(page, reported.name).locator('.floor-machine__down').innerText())
      .toMatch(
        /^Down for (under a minute|\d+ min), since [A-Z][a-z]{2} \d{2}, \d{4} at \d{2}:\d{2}$/,
      );
    await expect
      .poll(() => rowOf(page, flagged.name).locator('.floor-machine__note').innerText())
      .toBe('Waiting on a new power supply');
    await expect
      .poll(() => rowOf(page, flagged.name).locator('.machine-status__badge').innerText())
      .toBe('Out of Order');
    await expect
      .poll(() =>
        rowOf(page, fixing.name)
          .getByRole('link', { name: `1 open maintenance entry for ${fixing.name}` })
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(() => rowOf(page, fine.name).locator('.floor-machine__down').count()).toBe(0);
    await expect
      .poll(() =>
        rowOf(page, fine.name).getByRole('link', { name: fine.name }).getAttribute('href'),
      )
      .toBe(`/games/${fine.slug}`);
    await expect
      .poll(() => page.locator('.staff-page-header__description').innerText())
      .toMatch(/^\d+ machines? down \(.*\) of \d+\.$/);
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when the floor is sorted by name, shown down only or out of order only, or not grouped, then the list follows', async () => {
    const { reported, flagged, fixing, fine } = await floorWithTroubles();
    const ours = [reported, flagged, fixing, fine].map((game) => game.name);
    const tab = await pages.open(withSession(baseUrl, session));
    const { page } = tab;
    await tab.goto('/staff/floor');
    const arcade = page.getByRole('region', { name: /^Classic Arcade/ });
    await expect.poll(() => shownOrder(arcade, ours)).toEqual(ours);

    await page.getByLabel('Sort', { exact: true }).selectOption({ label: 'Name' });
    await expect
      .poll(() => shownOrder(arcade, ours))
      .toEqual([fine.name, flagged.name, fixing.name, reported.name]);

    await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Down only' });
    await expect
      .poll(() => shownOrder(arcade, ours))
      .toEqual([flagged.name, fixing.name, reported.name]);
    await expect
      .poll(
        async () =>
          new Set(
            await page
              .locator('.floor-machine')
              .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-status'))),
          ),
      )
      .not.toContain('working');

    await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Out of Order' });
    await expect.poll(() => shownOrder(arcade, ours)).toEqual([flagged.name]);

    await page.getByLabel('Show', { exact: true }).selectOption({ label: 'All machines' });
    await page.getByLabel('Sort', { exact: true }).selectOption({ label: 'Down longest first' });
    await page.getByLabel('Group by category').uncheck();
    const everything = page.getByRole('region', { name: /^Every machine/ });
    await expect.poll(() => page.locator('.floor-group').count()).toBe(1);
    await expect.poll(() => shownOrder(everything, ours)).toEqual(ours);
    // Ungrouped, every machine down on the floor comes before every one working.
    const statuses = await everything
      .locator('.floor-machine')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-status')));
    expect(statuses.slice(statuses.indexOf('working'))).not.toContain('reported');
  });

  it("when a machine's open reports or maintenance entries are chosen, then their pages open on that machine's alone", async () => {
    const { reported, fixing } = await floorWithTroubles();
    await report(reported.name);
    await floorShows(reported.slug, { openReports: 2 });
    const tab = await pages.open(withSession(baseUrl, session));
    const { page } = tab;
    await tab.goto('/staff/floor');

    await rowOf(page, reported.name)
      .getByRole('link', { name: `2 open reports for ${reported.name}` })
      .click();
    await page.waitForURL(
      `${baseUrl}/staff/machine-reports?game=${encodeURIComponent(reported.name)}`,
    );
    await expect.poll(() => page.locator('.report-card').count()).toBe(2);
    await expect
      .poll(
        async () => new Set(await page.locator('.report-card .record-card__title').allInnerTexts()),
      )
      .toEqual(new Set([reported.name]));
    await expect
      .poll(() => page.locator('.staff-page-header__description').innerText())
      .toBe(`2 reports about ${reported.name}, newest first. Show every report`);

    await page.goBack();
    await rowOf(page, fixing.name)
      .getByRole('link', { name: `1 open maintenance entry for ${fixing.name}` })
      .click();
    await page.waitForURL(`${baseUrl}/staff/maintenance?game=${encodeURIComponent(fixing.name)}`);
    await passGate(page, admin);
    await expect.poll(() => page.locator('.maintenance-card').count()).toBe(1);
    await expect
      .poll(() => page.locator('.maintenance-card .record-card__title').innerText())
      .toBe(fixing.name);
    await expect.poll(() => page.locator('.list-count').innerText()).toBe('Showing 1 of 1 logs');
    await page.getByRole('link', { name: 'Show every machine' }).click();
    await page.waitForURL(`${baseUrl}/staff/maintenance`);
    await expect
      .poll(async () => (await page.locator('.maintenance-card').count()) >= 1)
      .toBe(true);
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when staff open the floor on a phone, then nothing scrolls sideways and a machine down shows its status, time down and records whole', async () => {
    const { flagged } = await floorWithTroubles();
    const tab = await pages.open({ viewport: viewports.phone, ...withSession(baseUrl, session) });
    const { page } = tab;
    await tab.goto('/staff/floor');
    const row = rowOf(page, flagged.name);
    await row.waitFor();
    await expect
      .poll(() =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      )
      .toBe(0);
    const box = (await row.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewports.phone.width);
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when a machine is flagged out of order, then the Open Issues tile on the portal counts one more', async () => {
    const [game] = await ownGames('Tempest');
    const tab = await pages.open(withSession(baseUrl, session));
    const { page } = tab;
    const openIssues = async () => {
      await tab.goto('/staff/portal');
      const tile = page
        .locator('.status-tile')
        .filter({ has: page.getByRole('heading', { name: 'Open Issues' }) });
      const detail = await tile.locator('.status-tile__detail').innerText();
      return Number(/(\d+) machines? out of order\.$/.exec(detail)?.[1]);
    };
    const before = await openIssues();
    expect(Number.isInteger(before)).toBe(true);
    expect((await flagOutOfOrder(game!.slug, 'Cabinet moved for the party')).status).toBe(200);
    await floorShows(game!.slug, { status: 'out of order' });
    await expect.poll(openIssues).toBe(before + 1);
  });

  it('when no one is signed in, then the floor is not shown and its answer is refused', async () => {
    expect((await fetch(new URL('/api/machines/floor', baseUrl))).status).toBe(401);
    const tab = await pages.open();
    await tab.goto('/staff/floor');
    await tab.page.waitForURL(`${baseUrl}/staff/login`);
    await expect.poll(() => tab.page.locator('.floor-machine').count()).toBe(0);
  });
});
