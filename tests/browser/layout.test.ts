import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { allProblems, viewports } from './browser';
import { browserSuite } from './suite';

const { baseUrl, pages } = browserSuite();

const mainLinks = [
  { name: 'Home', href: '/' },
  { name: 'Games', href: '/games' },
  { name: 'Events', href: '/events' },
  { name: 'Leaderboard', href: '/leaderboard' },
  { name: 'Private Parties', href: '/private-parties' },
  { name: 'Contact', href: '/contact' },
];

/** The tags a page's head writes (title, description, robots, canonical, link previews). */
const pageHeadTags =
  'title, meta[name="description"], meta[name="robots"], link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"]';

const headTags = (page: Page) =>
  page.evaluate(
    (selector) => [...document.head.querySelectorAll(selector)].map((tag) => tag.outerHTML),
    pageHeadTags,
  );

/** The text of the focused element when it is the page's h1, else what is focused. */
const focusedHeading = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    return focused?.tagName === 'H1' ? (focused as HTMLElement).innerText : focused?.tagName;
  });

describe('shared layout', () => {
  it('when a page loads, then the header shows the logo, the wordmark and the six main links', async () => {
    const { page, goto } = await pages.open();
    await goto('/');

    const header = page.locator('header.site-header');
    await expect.poll(() => header.locator('.brand svg').isVisible()).toBe(true);
    expect((await header.locator('.brand__wordmark').innerText()).trim()).not.toBe('');
    const nav = header.getByRole('navigation', { name: 'Main' });
    const links = nav.getByRole('link');
    await expect.poll(() => links.allInnerTexts()).toEqual(mainLinks.map((link) => link.name));
    for (const [index, link] of mainLinks.entries()) {
      await expect.poll(() => links.nth(index).getAttribute('href')).toBe(link.href);
    }
  });

  it('when a page loads, then the footer shows the blurb, address, quick links, social links, events credit and © 2025', async () => {
    const { page, goto } = await pages.open();
    await goto('/games');

    const footer = page.locator('footer');
    await expect.poll(() => footer.innerText()).toContain('nonstop arcade excitement');
    await expect
      .poll(() => footer.innerText())
      .toContain('1 Forks Market Road, Winnipeg, MB, Canada');
    await expect.poll(() => footer.innerText()).toMatch(/© 2025 /);

    const quick = footer.getByRole('navigation', { name: 'Quick Links' });
    await expect
      .poll(() =>
        quick
          .getByRole('link')
          .evaluateAll((anchors) =>
            anchors.map((a) => [a.textContent?.trim(), a.getAttribute('href')]),
          ),
      )
      .toEqual([
        ['Game Categories', '/games'],
        ['Events Calendar', '/events'],
        ['Contact Us', '/contact'],
        ['Private Parties', '#'],
        ['Photo Gallery', '/gallery'],
        ['Report a Problem', '/report-issue'],
      ]);

    for (const network of ['Facebook', 'Instagram', 'TikTok']) {
      const link = footer.getByRole('link', { name: new RegExp(`^${network}`) });
      await expect.poll(() => link.getAttribute('target')).toBe('_blank');
      await expect.poll(() => link.getAttribute('rel')).toContain('noopener');
      await expect.poll(() => link.getAttribute('href')).toMatch(/^https:\/\//);
    }

    await expect.poll(() => footer.innerText()).toMatch(/Events powered by the .*pinball/i);
    const credit = footer.locator('.site-footer__credit a');
    await expect.poll(() => credit.getAttribute('href')).toMatch(/^https?:\/\//);
  });

  it.each([
    ['Photo Gallery', '/gallery', 'Photo Gallery'],
    ['Report a Problem', '/report-issue', 'Report an Issue'],
  ])('when the footer link %s is chosen, then %s opens', async (name, path, heading) => {
    const { page, goto } = await pages.open({ viewport: viewports.phone });
    await goto('/events');
    await page
      .getByRole('navigation', { name: 'Quick Links' })
      .getByRole('link', { name, exact: true })
      .click();
    await page.waitForURL(`${baseUrl}${path}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(heading);
  });

  it("when a main link is chosen, then focus moves to the new page's heading; on the first page it does not", async () => {
    const { page, goto } = await pages.open();
    await goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Events' }).click();
    await expect.poll(() => focusedHeading(page)).toBe('Events Calendar');
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect.poll(() => focusedHeading(page)).toBe('GET IN TOUCH');
    await page.goBack();
    await expect.poll(() => focusedHeading(page)).toBe('Events Calendar');
  });

  it("when the visitor moves between pages, then the head is the new page's own, as its server HTML has it, each tag once", async () => {
    const { page, goto } = await pages.open();
    await goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Events', 'Contact', 'Home']) {
      const href = mainLinks.find((link) => link.name === name)?.href ?? '';
      const served = await (await fetch(new URL(href, baseUrl))).text();
      const expected = await page.evaluate(
        ([html, selector]) =>
          [
            ...new DOMParser().parseFromString(html, 'text/html').head.querySelectorAll(selector),
          ].map((tag) => tag.outerHTML),
        [served, pageHeadTags] as const,
      );
      expect(expected).toContain(`<link rel="canonical" href="${new URL(href, baseUrl).href}">`);
      await nav.getByRole('link', { name }).click();
      await expect.poll(() => headTags(page)).toEqual(expected);
    }
  });

  it('when a page cannot be loaded, then it says something went wrong, and opening it again loads it', async () => {
    const { page, goto, problems } = await pages.open();
    await goto('/');
    const parties = '**/assets/private-parties-*.js';
    await page.route(parties, (route) => route.abort('connectionfailed'));
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Private Parties' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('Something went wrong');
    await page.unroute(parties);
    await nav.getByRole('link', { name: 'Home' }).click();
    await nav.getByRole('link', { name: 'Private Parties' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('Private Parties');
    expect(problems.consoleErrors.join('\n')).toMatch(/private-parties/);
  });

  it('when the visitor is on /, then only Home is marked as the current page', async () => {
    const { page, goto } = await pages.open();
    await goto('/');

    const current = page.locator('.site-nav [aria-current="page"]');
    await expect.poll(() => current.allInnerTexts()).toEqual(['Home']);
  });

  it('when the visitor is on /games or /games?category=claw, then Games is current and Home is not', async () => {
    const { page, goto } = await pages.open();
    for (const path of ['/games', '/games?category=claw']) {
      await goto(path);
      const current = page.locator('.site-nav [aria-current="page"]');
      await expect.poll(() => current.allInnerTexts()).toEqual(['Games']);
    }
  });

  it('when a path is unknown, then the 404 page says so inside the layout', async () => {
    const { page, goto } = await pages.open();
    await goto('/no-such-page/at-all');

    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('404 Page Not Found');
    await expect
      .poll(() => page.getByText('Did you forget to add the page to the router?').isVisible())
      .toBe(true);
    await expect.poll(() => page.locator('header.site-header').isVisible()).toBe(true);
    await expect.poll(() => page.locator('footer').isVisible()).toBe(true);
    await expect.poll(() => page.locator('.site-nav [aria-current="page"]').count()).toBe(0);
  });

  it('when the toast area is in the layout, then it is a labelled notifications region', async () => {
    const { page, goto } = await pages.open();
    await goto('/');
    await expect.poll(() => page.getByRole('region', { name: /Notifications/ }).count()).toBe(1);
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
    await expect.poll(() => page.locator('.site-nav').isVisible()).toBe(false);
    const button = page.getByRole('button', { name: 'Menu', exact: true });
    await expect.poll(() => button.isVisible()).toBe(true);
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => button.getAttribute('aria-controls')).toBe('site-menu');
  });

  it('when the menu button is pressed, then the drawer opens with the six links and focus inside', async () => {
    const { page } = await openDrawerPage();
    const button = page.getByRole('button', { name: 'Menu', exact: true });
    await button.click();

    const drawer = page.locator('dialog#site-menu');
    await drawer.waitFor({ state: 'visible' });
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    await expect
      .poll(() => drawer.getByRole('link').allInnerTexts())
      .toEqual(mainLinks.map((link) => link.name));
    await expect.poll(() => drawer.locator('[aria-current="page"]').innerText()).toBe('Home');
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('dialog#site-menu')))
      .toBe(true);
  });

  it('when Escape is pressed in the open drawer, then it closes and focus returns to the menu button', async () => {
    const { page } = await openDrawerPage();
    const button = page.getByRole('button', { name: 'Menu', exact: true });
    await button.click();
    const drawer = page.locator('dialog#site-menu');
    await drawer.waitFor({ state: 'visible' });

    await page.keyboard.press('Escape');

    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-controls')))
      .toBe('site-menu');
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
    await expect.poll(() => focusedHeading(page)).toBe('Our Games');
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
        // A path with no page is a real 404, which Chromium logs as a failed load.
        expect(
          allProblems(tab.problems, {
            expectedHttpErrors: [{ status: 404, path: '/no-such-page' }],
          }),
        ).toEqual([]);
        await expect
          .poll(() =>
            tab.page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            ),
          )
          .toBe(0);
      });
    }
  }
});
