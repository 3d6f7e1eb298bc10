import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';

import { allProblems, launchBrowser, pageTracker, viewports } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;
const pages = pageTracker(() => browser, baseUrl);

beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(() => pages.closeAll());
afterAll(() => browser?.close());

const mainLinks = [
  { name: 'Home', href: '/' },
  { name: 'Games', href: '/games' },
  { name: 'Events', href: '/events' },
  { name: 'Leaderboard', href: '/leaderboard' },
  { name: 'Private Parties', href: '/private-parties' },
  { name: 'Contact', href: '/contact' },
];

describe('shared layout', () => {
  it('when a page loads, then the header shows the logo, the wordmark and the six main links', async () => {
    const { page, goto } = await pages.open();
    await goto('/');

    const header = page.locator('header.site-header');
    expect(await header.locator('.brand svg').isVisible()).toBe(true);
    expect((await header.locator('.brand__wordmark').innerText()).trim()).not.toBe('');
    const nav = header.getByRole('navigation', { name: 'Main' });
    const links = nav.getByRole('link');
    expect(await links.allInnerTexts()).toEqual(mainLinks.map((link) => link.name));
    for (const [index, link] of mainLinks.entries()) {
      expect(await links.nth(index).getAttribute('href')).toBe(link.href);
    }
  });

  it('when a page loads, then the footer shows the blurb, address, quick links, social links, events credit and © 2025', async () => {
    const { page, goto } = await pages.open();
    await goto('/games');

    const footer = page.locator('footer');
    const text = await footer.innerText();
    expect(text).toContain('nonstop arcade excitement');
    expect(text).toContain('1 Forks Market Road, Winnipeg, MB, Canada');
    expect(text).toMatch(/© 2025 /);

    const quick = footer.getByRole('navigation', { name: 'Quick Links' });
    const quickLinks = await quick
      .getByRole('link')
      .evaluateAll((anchors) =>
        anchors.map((a) => [a.textContent?.trim(), a.getAttribute('href')]),
      );
    expect(quickLinks).toEqual([
      ['Game Categories', '/games'],
      ['Events Calendar', '/events'],
      ['Contact Us', '/contact'],
      ['Private Parties', '#'],
    ]);

    for (const network of ['Facebook', 'Instagram', 'TikTok']) {
      const link = footer.getByRole('link', { name: new RegExp(`^${network}`) });
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
      expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
    }

    expect(text).toMatch(/Events powered by the .*pinball/i);
    const credit = footer.locator('.site-footer__credit a');
    expect(await credit.getAttribute('href')).toMatch(/^https?:\/\//);
  });

  it('when the visitor is on /, then only Home is marked as the current page', async () => {
    const { page, goto } = await pages.open();
    await goto('/');

    const current = page.locator('.site-nav [aria-current="page"]');
    expect(await current.allInnerTexts()).toEqual(['Home']);
  });

  it('when the visitor is on /games or /games?category=claw, then Games is current and Home is not', async () => {
    const { page, goto } = await pages.open();
    for (const path of ['/games', '/games?category=claw']) {
      await goto(path);
      const current = page.locator('.site-nav [aria-current="page"]');
      expect(await current.allInnerTexts()).toEqual(['Games']);
    }
  });

  it('when a path is unknown, then the 404 page says so inside the layout', async () => {
    const { page, goto } = await pages.open();
    await goto('/no-such-page/at-all');

    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('404 Page Not Found');
    expect(await page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(
      true,
    );
    expect(await page.locator('header.site-header').isVisible()).toBe(true);
    expect(await page.locator('footer').isVisible()).toBe(true);
    expect(await page.locator('.site-nav [aria-current="page"]').count()).toBe(0);
  });

  it('when the toast area is in the layout, then it is a labelled notifications region', async () => {
    const { page, goto } = await pages.open();
    await goto('/');
    expect(await page.getByRole('region', { name: /Notifications/ }).count()).toBe(1);
  });
});

describe('menu drawer on a phone (390 px)', () => {
  const openDrawerPage = async () => {
    const tab = await pages.open({ viewport: viewports.phone, reducedMotion: 'reduce' });
    await tab.goto('/');
    return tab;
  };

  it('when the screen is narrow, then the inline links are hidden and a menu button shows', async () => {
    const { page } = await openDrawerPage();
    expect(await page.locator('.site-nav').isVisible()).toBe(false);
    const button = page.getByRole('button', { name: 'Menu', exact: true });
    expect(await button.isVisible()).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.getAttribute('aria-controls')).toBe('site-menu');
  });

  it('when the menu button is pressed, then the drawer opens with the six links and focus inside', async () => {
    const { page } = await openDrawerPage();
    const button = page.getByRole('button', { name: 'Menu', exact: true });
    await button.click();

    const drawer = page.locator('dialog#site-menu');
    await drawer.waitFor({ state: 'visible' });
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await drawer.getByRole('link').allInnerTexts()).toEqual(
      mainLinks.map((link) => link.name),
    );
    expect(await drawer.locator('[aria-current="page"]').innerText()).toBe('Home');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog#site-menu'))).toBe(
      true,
    );
  });

  it('when Escape is pressed in the open drawer, then it closes and focus returns to the menu button', async () => {
    const { page } = await openDrawerPage();
    const button = page.getByRole('button', { name: 'Menu', exact: true });
    await button.click();
    const drawer = page.locator('dialog#site-menu');
    await drawer.waitFor({ state: 'visible' });

    await page.keyboard.press('Escape');

    await drawer.waitFor({ state: 'hidden' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe(
      'site-menu',
    );
  });

  it('when a link in the drawer is chosen, then the page changes and the drawer closes', async () => {
    const { page } = await openDrawerPage();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const drawer = page.locator('dialog#site-menu');
    await drawer.waitFor({ state: 'visible' });

    await drawer.getByRole('link', { name: 'Games' }).click();

    await page.waitForURL(`${baseUrl}/games`);
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Our Games');
  });

  it('when the backdrop beside the drawer is clicked, then the drawer closes', async () => {
    const { page } = await openDrawerPage();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const drawer = page.locator('dialog#site-menu');
    await drawer.waitFor({ state: 'visible' });

    await page.mouse.click(10, 400); // left of the right-hand drawer: the backdrop

    await drawer.waitFor({ state: 'hidden' });
  });
});

describe('clean pages', () => {
  for (const path of ['/', '/games', '/games?category=claw', '/no-such-page']) {
    for (const [label, viewport] of Object.entries(viewports)) {
      it(`when ${path} is opened on a ${label}, then no CSP violation, page error or console error happens`, async () => {
        const tab = await pages.open({ viewport });
        await tab.goto(path);
        await tab.page.evaluate(() => document.fonts.ready);
        expect(allProblems(tab.problems)).toEqual([]);
        const overflow = await tab.page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBe(0);
      });
    }
  }
});
