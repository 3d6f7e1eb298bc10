import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  allProblems,
  type ExpectedHttpError,
  openInApp,
  type TestPage,
  viewports,
} from './browser';
import { createEventViaApi, deleteEventIfThere, venueDate } from './events-api';
import { expectToast, uniqueSuffix, withSession } from './staff';
import { browserSuite } from './suite';

/**
 * The page's own behaviour. The AI routes are answered inside the page here, so these tests hold
 * whatever the integrations service has written; the real service is tested in
 * integrations.test.ts.
 */

const { baseUrl, session, pages } = browserSuite({ signIn: true });
const made: string[] = [];

const title = `Spring Flip-Off ${uniqueSuffix()}`;
let eventId = '';
let eventDate = '';

beforeAll(async () => {
  eventDate = await venueDate(baseUrl, 1);
  eventId = `spring-flip-off-${uniqueSuffix()}`;
  await createEventViaApi(baseUrl, session.token, {
    id: eventId,
    title,
    date: eventDate,
    location: 'Forks Market Hall',
    description:
      'Three-strike knockout on six machines.\nBring a friend.\nPrizes for the top four.\nFinals at ten.',
  });
  made.push(eventId);
});
afterAll(async () => {
  for (const id of made) await deleteEventIfThere(baseUrl, session.token, id);
});

const notEnhanced: ExpectedHttpError[] = [{ status: 404, path: /^\/api\/ai\/events\// }];

/** No content for any event, whatever the service holds. */
async function withoutContent(page: Page) {
  await page.route('**/api/ai/events/enhanced', (route) => route.fulfill({ json: [] }));
  await page.route(/\/api\/ai\/events\/[^/]+\/(marketing|layout)$/, (route) =>
    route.fulfill({ status: 404, json: { message: 'Not enhanced yet' } }),
  );
}

const producedBy = { writer: 'ai', model: 'test-model', generatedAt: '2026-03-02T18:05:00.000Z' };
const marketing = {
  socialPost: 'Flippers up! The Spring Flip-Off is on.',
  emailSubject: 'Your spot at the Spring Flip-Off',
  headline: 'Flip into Spring',
  sellingPoints: ['Six machines', 'Prizes for the top four'],
};
const layout = {
  colorScheme: { primary: '#112233', secondary: '#445566', accent: '#778899' },
  visualElements: ['Neon flipper outlines', 'A bracket diagram'],
  layoutStructure: 'Headline on top, bracket in the middle, details at the foot.',
  typography: 'A bold display face for the headline, a plain sans for details.',
};

/** Opened from another page, so the browser asks for the events and content the tests set (see openInApp). */
const openBoard = async (tab: TestPage) => {
  await openInApp(tab, '/ai-events');
  await tab.page.locator('.ai-event-card, .list-state').first().waitFor();
};
const card = (page: Page) => page.locator('.ai-event-card', { hasText: title });
const selectButton = (page: Page) => page.getByRole('button', { name: title, exact: true });

const longDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

describe('AI events page', () => {
  it('when a visitor opens it, then the heading, highlights and event cards show, without Enhance', async () => {
    const tab = await pages.open();
    await withoutContent(tab.page);
    await openBoard(tab);
    const { page } = tab;

    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('EVENT MANAGEMENT');
    await expect
      .poll(() => page.locator('.page-hero__lead').innerText())
      .toBe('Upcoming pinball and arcade events updated from the staff portal');
    await expect
      .poll(() => page.locator('.ai-highlight__title').allInnerTexts())
      .toEqual(['Live Updates', 'Tournament Info', 'Event Details']);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Current Events' }).isVisible())
      .toBe(true);

    for (const fact of [longDate(eventDate), 'Forks Market Hall', 'Tournament']) {
      await expect.poll(() => card(page).innerText()).toContain(fact);
    }
    await expect
      .poll(() => card(page).getByText('Upcoming', { exact: true }).isVisible())
      .toBe(true);
    await expect
      .poll(() =>
        card(page)
          .locator('.ai-event-card__description')
          .evaluate((element) => getComputedStyle(element).webkitLineClamp),
      )
      .toBe('3');
    await expect.poll(() => page.getByRole('button', { name: /^Enhance/ }).count()).toBe(0);

    await expect
      .poll(() => page.getByRole('region', { name: 'Event Details' }).innerText())
      .toContain('Select an event to view AI-enhanced details and marketing suggestions');
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when an event without content is selected, then both panels say how to get it, with the default colours; selecting again clears', async () => {
    const tab = await pages.open({ viewport: viewports.phone });
    await withoutContent(tab.page);
    const asked: string[] = [];
    tab.page.on('request', (request) => {
      if (/\/(marketing|layout)$/.test(request.url())) asked.push(new URL(request.url()).pathname);
    });
    await openBoard(tab);
    const { page } = tab;
    expect(asked).toEqual([]);

    await selectButton(page).click();
    await expect.poll(() => selectButton(page).getAttribute('aria-pressed')).toBe('true');
    const marketingPanel = page.getByRole('region', { name: 'Marketing Copy' });
    await marketingPanel
      .getByText('Select an event and enhance it to generate marketing content')
      .waitFor();
    await expect
      .poll(() => marketingPanel.innerText())
      .toContain('Generate marketing content to see social media post.');
    const designPanel = page.getByRole('region', { name: 'Design Suggestions' });
    await designPanel
      .getByText('Select an event and enhance it to generate design suggestions')
      .waitFor();
    await expect
      .poll(() => designPanel.locator('.ai-swatch__value').allInnerTexts())
      .toEqual(['#9333ea', '#06b6d4', '#84cc16']);
    expect(asked.sort()).toEqual([
      `/api/ai/events/${eventId}/layout`,
      `/api/ai/events/${eventId}/marketing`,
    ]);

    await selectButton(page).click();
    await expect.poll(() => selectButton(page).getAttribute('aria-pressed')).toBe('false');
    await page.getByRole('region', { name: 'Event Details' }).waitFor();
    expect(allProblems(tab.problems, { expectedHttpErrors: notEnhanced })).toEqual([]);
  });

  it("when an event is chosen on a phone, then focus and the view move to its panels' heading below the cards", async () => {
    const tab = await pages.open({ viewport: viewports.phone });
    await withoutContent(tab.page);
    await openBoard(tab);
    const { page } = tab;

    await selectButton(page).click();
    await expect
      .poll(() =>
        page.evaluate(() => {
          const focused = document.activeElement as HTMLElement | null;
          const header = document.querySelector('.site-header')!.getBoundingClientRect();
          const box = focused?.getBoundingClientRect();
          return {
            focused: focused?.tagName === 'H2' ? focused.innerText : focused?.tagName,
            inView: !!box && box.top >= header.bottom && box.bottom <= window.innerHeight,
          };
        }),
      )
      .toEqual({ focused: 'Marketing Copy', inView: true });
    expect(allProblems(tab.problems, { expectedHttpErrors: notEnhanced })).toEqual([]);
  });

  it('when the event has content, then the panels show it, who wrote it and when, and the card its format', async () => {
    const tab = await pages.open();
    const { page } = tab;
    await page.route('**/api/ai/events/enhanced', async (route) => {
      const event = (await (await route.fetch({ url: `${baseUrl}/api/events` })).json()).find(
        (entry: { id: string }) => entry.id === eventId,
      );
      await route.fulfill({
        json: [{ event, format: 'Knockout', marketing, layout, producedBy }],
      });
    });
    await page.route(`**/api/ai/events/${eventId}/marketing`, (route) =>
      route.fulfill({ json: { ...marketing, producedBy } }),
    );
    await page.route(`**/api/ai/events/${eventId}/layout`, (route) =>
      route.fulfill({ json: { ...layout, producedBy } }),
    );
    await openBoard(tab);
    await expect
      .poll(() => card(page).locator('.ai-event-card__format').innerText())
      .toMatch(/Knockout$/);

    // Anywhere on the card selects it: here, its description.
    const description = card(page).locator('.ai-event-card__description');
    await description.scrollIntoViewIfNeeded();
    const box = await description.boundingBox();
    if (!box) throw new Error('the description is not on screen');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const marketingPanel = page.getByRole('region', { name: 'Marketing Copy' });
    await marketingPanel.getByText('Flip into Spring', { exact: true }).waitFor();
    for (const line of [marketing.socialPost, marketing.emailSubject, ...marketing.sellingPoints]) {
      await expect.poll(() => marketingPanel.innerText()).toContain(line);
    }
    await expect
      .poll(() => marketingPanel.innerText())
      .toMatch(/Written by AI \(test-model\) on Mar 02, 2026 at \d\d:05/);
    const designPanel = page.getByRole('region', { name: 'Design Suggestions' });
    await designPanel.getByText(layout.typography).waitFor();
    await expect
      .poll(() => designPanel.locator('.ai-swatch__value').allInnerTexts())
      .toEqual(['#112233', '#445566', '#778899']);
    for (const line of [...layout.visualElements, layout.layoutStructure]) {
      await expect.poll(() => designPanel.innerText()).toContain(line);
    }
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when staff enhance and the content takes a while, then the toast says it is being written and the page picks it up', async () => {
    const tab = await pages.open(withSession(baseUrl, session));
    const { page } = tab;
    let written = false;
    await page.route(`**/api/ai/events/${eventId}/enhance`, (route: Route) =>
      route.fulfill({ status: 202, json: { jobId: 'job-1' } }),
    );
    await page.route('**/api/ai/events/enhanced', async (route) => {
      if (!written) return route.fulfill({ json: [] });
      const event = (await (await route.fetch({ url: `${baseUrl}/api/events` })).json()).find(
        (entry: { id: string }) => entry.id === eventId,
      );
      await route.fulfill({
        json: [{ event, format: 'League Night', marketing, layout, producedBy }],
      });
    });
    await openBoard(tab);

    await page.getByRole('button', { name: `Enhance ${title}` }).click();
    await expectToast(page, 'Writing Content');
    const enhance = card(page).locator('.ai-event-card__enhance');
    await expect.poll(() => enhance.innerText()).toMatch(/^Writing\.\.\./);
    await expect.poll(() => enhance.isDisabled()).toBe(true);
    written = true;
    await expect
      .poll(() => card(page).locator('.ai-event-card__format').innerText(), { timeout: 15_000 })
      .toMatch(/League Night$/);
    await expect.poll(() => enhance.innerText()).toMatch(/^Enhance/);
    await expect.poll(() => enhance.isEnabled()).toBe(true);
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when there are no upcoming events, then the page says where to create them', async () => {
    const tab = await pages.open();
    await withoutContent(tab.page);
    await tab.page.route('**/api/events/upcoming*', (route) => route.fulfill({ json: [] }));
    await openBoard(tab);
    await tab.page
      .getByText('No events found. Create events in the staff portal to see them here.')
      .waitFor();
  });

  for (const width of [360, 390, 768, 1280, 1920]) {
    it(`when the page opens ${width} px wide with an event selected, then nothing scrolls sideways`, async () => {
      const tab = await pages.open({ viewport: { width, height: 900 } });
      await withoutContent(tab.page);
      await openBoard(tab);
      await selectButton(tab.page).click();
      await tab.page
        .getByRole('region', { name: 'Design Suggestions' })
        .locator('.ai-swatch')
        .first()
        .waitFor();
      await tab.page.evaluate(() => document.fonts.ready);
      await expect
        .poll(() =>
          tab.page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        )
        .toBe(0);
      expect(allProblems(tab.problems, { expectedHttpErrors: notEnhanced })).toEqual([]);
    });
  }
});
