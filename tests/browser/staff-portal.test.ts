import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';

import { allProblems, launchBrowser, pageTracker, viewports } from './browser';
import { signInViaApi, withSession, type ApiSession } from './staff';

const baseUrl = inject('baseUrl');
const admin = inject('staffAdmin');
let browser: Browser;
let session: ApiSession;
const pages = pageTracker(() => browser, baseUrl);

beforeAll(async () => {
  browser = await launchBrowser();
  session = await signInViaApi(baseUrl, admin);
});
afterEach(() => pages.closeAll());
afterAll(() => browser?.close());

const tile = (page: Page, label: string) =>
  page.locator('.status-tile').filter({ has: page.getByRole('heading', { name: label }) });

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const tools = [
  { name: 'Game Maintenance', href: '/staff/maintenance', ready: true },
  { name: 'Prize Management', href: '/staff/prizes', ready: true },
  { name: 'Machine Reports', href: '/staff/machine-reports', ready: true },
  { name: 'Games Management', href: '/staff/games', ready: true },
  { name: 'Cleaning Records', href: '/staff/gamescleaned', ready: true },
  { name: 'Events Management', href: '/staff/events', ready: false },
  { name: 'Schedule', href: '/staff/schedule', ready: false },
];

describe('staff portal', () => {
  it('when the portal opens, then the seven tools show, the ones that work first, and only those link; the others say Coming soon', async () => {
    const tab = await pages.open(withSession(baseUrl, session));
    const { page } = tab;
    await tab.goto('/staff/portal');
    await page.getByRole('link', { name: /Staff Accounts/ }).waitFor();

    const cards = page.locator('.tool-card');
    expect(await cards.locator('.tool-card__title').allInnerTexts()).toEqual([
      ...tools.filter((tool) => tool.ready).map((tool) => tool.name),
      'Staff Accounts',
      ...tools.filter((tool) => !tool.ready).map((tool) => tool.name),
    ]);
    for (const tool of tools) {
      const card = cards.filter({ hasText: tool.name });
      expect((await card.locator('.tool-card__description').innerText()).length).toBeGreaterThan(
        10,
      );
      expect(await card.locator('svg').count()).toBeGreaterThan(0);
      if (tool.ready) {
        expect(await card.getAttribute('href')).toBe(tool.href);
      } else {
        expect(await card.innerText()).toContain('Coming soon');
        expect(await card.getAttribute('aria-disabled')).toBe('true');
        expect(await card.getAttribute('href')).toBeNull();
        expect(await card.evaluate((element) => element.tabIndex)).toBe(-1);
      }
    }

    await page.getByRole('link', { name: /Games Management/ }).click();
    await page.waitForURL(`${baseUrl}/staff/games`);
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when a part of the product is down, then System Status says Degraded and names it', async () => {
    const tab = await pages.open(withSession(baseUrl, session));
    const { page } = tab;
    await page.route('**/api/staff/status', (route) =>
      route.fulfill({
        json: {
          status: 'degraded',
          checks: { store: 'ok', catalogue: 'unavailable' },
          edgeCache: {
            hits: 0,
            misses: 0,
            passedOn: 0,
            invalidations: 0,
            evictions: 0,
            entries: 0,
            bytes: 0,
          },
        },
      }),
    );
    await tab.goto('/staff/portal');

    await expect
      .poll(() => tile(page, 'System Status').locator('.status-tile__value').innerText())
      .toBe('Degraded');
    expect(await tile(page, 'System Status').innerText()).toContain('Unavailable: Catalogue');
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when the tiles are loading or fail, then they say so and offer a retry', async () => {
    const tab = await pages.open(withSession(baseUrl, session));
    const { page } = tab;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/staff/status', async (route) => {
      await held;
      await route.fulfill({ status: 503, json: { message: 'Service unavailable' } });
    });
    await page.route('**/api/games/counts', (route) =>
      route.fulfill({ status: 503, json: { message: 'Service unavailable' } }),
    );
    await page.goto(new URL('/staff/portal', baseUrl).toString());

    await expect
      .poll(() => tile(page, 'System Status').locator('.status-tile__value').innerText())
      .toBe('Loading...');
    await expect
      .poll(() => tile(page, 'Active Games').locator('.status-tile__value').innerText())
      .toBe("Couldn't load");
    expect(
      await tile(page, 'Active Games').getByRole('button', { name: 'Try again' }).isVisible(),
    ).toBe(true);
    release();
    await expect
      .poll(() => tile(page, 'System Status').locator('.status-tile__value').innerText())
      .toBe("Couldn't load");
    expect(
      allProblems(tab.problems, {
        expectedHttpErrors: [
          { status: 503, path: '/api/staff/status' },
          { status: 503, path: '/api/games/counts' },
        ],
      }),
    ).toEqual([]);
  });
});

describe('staff pages on a phone and a desktop', () => {
  for (const [label, viewport] of Object.entries(viewports)) {
    it(`when the staff bar shows on a ${label}, then the logo link's name begins with the text it shows`, async () => {
      for (const tab of [
        await pages.open({ viewport }),
        await pages.open({ viewport, ...withSession(baseUrl, session) }),
      ]) {
        await tab.goto('/staff/portal');
        await tab.page.getByRole('heading', { level: 1 }).waitFor();
        const link = tab.page.locator('.staff-bar__brand');
        const words = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
        const visible = words(await link.innerText());
        const name = /- link "([^"]*)"/.exec(await link.ariaSnapshot())?.[1] ?? '';
        expect(visible).not.toBe('');
        expect(words(name).startsWith(visible), `"${name}" for "${visible}"`).toBe(true);
        expect(allProblems(tab.problems)).toEqual([]);
      }
    });

    it(`when the staff pages open on a ${label}, then nothing scrolls sideways and nothing goes wrong`, async () => {
      const signedOut = await pages.open({ viewport });
      await signedOut.goto('/staff/login');
      await signedOut.page.getByRole('heading', { name: 'Staff Login' }).waitFor();
      expect(await sidewaysOverflow(signedOut.page)).toBe(0);
      expect(allProblems(signedOut.problems)).toEqual([]);

      const tab = await pages.open({ viewport, ...withSession(baseUrl, session) });
      await tab.context.addInitScript((username) => {
        window.sessionStorage.setItem('staffGate:games', username);
      }, admin.username);
      for (const [path, ready] of [
        ['/staff/portal', '.status-tile__value >> text=/Machines$/'],
        ['/staff/games', 'table'],
        ['/staff/users', 'table'],
      ] as const) {
        await tab.goto(path);
        await tab.page.locator(ready).first().waitFor();
        await tab.page.evaluate(() => document.fonts.ready);
        expect(await sidewaysOverflow(tab.page), path).toBe(0);
      }
      expect(allProblems(tab.problems)).toEqual([]);
    });
  }
});
