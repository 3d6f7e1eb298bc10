import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { eventMarketingSchema, eventLayoutSchema } from '@venue/contracts/integrations';
import { startFakeServer, type FakeServer } from '@venue/test-helpers/fake-server';
import { startFakeOpenMeteo } from '@venue/test-helpers/fake-weather';
import { startProduct, type RunningProduct } from '@venue/test-helpers/product';

import { allProblems, launchBrowser, pageTracker } from './browser';
import { venueDate } from './events-api';
import { expectToast, signInViaApi, uniqueSuffix, withSession, type ApiSession } from './staff';

/**
 * The integrations against outside services that stand in for the real ones on 127.0.0.1: a
 * product of its own whose weather provider and event feed are local fake servers. The shared
 * product has no reachable weather provider (global-setup.ts).
 */
const admin = { username: 'integrationsadmin', password: 'integrations-test-password-1' };
const importedTitle = `Forks Flipper Invitational ${uniqueSuffix()}`;
let browser: Browser;
let product: RunningProduct;
let session: ApiSession;
const fakes: FakeServer[] = [];

let feedDate = '';
const calendar = () =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Manitoba Pinball//League//EN',
    'BEGIN:VEVENT',
    'UID:invitational@league.example',
    'DTSTAMP:20300101T000000Z',
    `DTSTART;VALUE=DATE:${feedDate.replace(/-/g, '')}`,
    `SUMMARY:${importedTitle}`,
    'LOCATION:Forks Arcade',
    'DESCRIPTION:Sixteen players, three strikes, one trophy.',
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');

let pages: ReturnType<typeof pageTracker>;
const sharedProductPages = pageTracker(() => browser, inject('baseUrl'));
beforeAll(async () => {
  feedDate = await venueDate(inject('baseUrl'), 9);
  const weather = await startFakeOpenMeteo();
  const feed = await startFakeServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/calendar' }).end(calendar());
  });
  fakes.push(weather, feed);
  product = await startProduct({
    env: {
      STAFF_ADMIN_USERNAME: admin.username,
      STAFF_ADMIN_PASSWORD: admin.password,
      OPEN_METEO_URL: weather.url,
      EVENTS_FEEDS: `${feed.url}/league.ics`,
    },
  });
  browser = await launchBrowser();
  session = await signInViaApi(product.baseUrl, admin);
  pages = pageTracker(() => browser, product.baseUrl);
}, 120_000);
afterEach(async () => {
  await pages?.closeAll();
  await sharedProductPages.closeAll();
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
  await Promise.all(fakes.map((fake) => fake.close()));
});

describe('the weather card on /contact', () => {
  it('when the provider answers, then the card shows its icon, °C, description, humidity, wind and the line', async () => {
    await expect
      .poll(async () => (await fetch(`${product.baseUrl}/api/weather`)).status, { timeout: 15_000 })
      .toBe(200);
    const { page, problems, goto } = await pages.open();
    await goto('/contact');
    const card = page.getByRole('region', { name: 'Current Weather' });
    await card.getByText('Perfect day to visit the arcade!').waitFor();
    await expect
      .poll(() => card.locator('[data-weather-icon]').getAttribute('data-weather-icon'))
      .toBe('snow');
    await expect.poll(() => card.getByText('-7°C').isVisible()).toBe(true);
    await expect.poll(() => card.getByText(/snow/i).first().isVisible()).toBe(true);
    await expect.poll(() => card.getByText('84%').isVisible()).toBe(true);
    await expect.poll(() => card.getByText('19 km/h').isVisible()).toBe(true);
    // Our own icon set: the page asked no one else for an image.
    await expect.poll(() => page.locator('img[src^="http"]').count()).toBe(0);
    expect(allProblems(problems)).toEqual([]);
  });

  it('when there is no provider, then the card says the weather is unavailable', async () => {
    const { page, goto } = await sharedProductPages.open();
    await goto('/contact');
    const card = page.getByRole('region', { name: 'Current Weather' });
    await card.getByText('Weather data unavailable').waitFor();
    await expect
      .poll(() => card.getByText('Weather service temporarily unavailable').isVisible())
      .toBe(true);
  });
});

describe('outside events and their AI content', () => {
  it('when staff fetch new events from the .ics feed, then the feed event is on /events', async () => {
    const staff = await pages.open(withSession(product.baseUrl, session));
    await staff.goto('/staff/events');
    await staff.page.getByRole('button', { name: 'Fetch New Events' }).click();
    await expectToast(
      staff.page,
      'New Events Fetched',
      'Fetched 1 new event from external sources.',
    );

    const visitor = await pages.open();
    await visitor.goto('/events');
    await visitor.page.getByText(importedTitle).first().waitFor();
  });

  it('when staff enhance the imported event on /ai-events, then both panels show what was written', async () => {
    // Whether or not the test before ran: upserts by uid make a second fetch a no-op.
    const fetched = await fetch(`${product.baseUrl}/api/events/fetch-new`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(fetched.status).toBe(200);
    const events = (await (await fetch(`${product.baseUrl}/api/events`)).json()) as Array<{
      id: string;
      title: string;
    }>;
    const imported = events.find((event) => event.title === importedTitle);
    expect(imported).toBeDefined();
    const generatedAt = async () => {
      const response = await fetch(`${product.baseUrl}/api/ai/events/${imported!.id}/marketing`);
      return response.ok
        ? eventMarketingSchema.parse(await response.json()).producedBy.generatedAt
        : null;
    };
    const before = await generatedAt();

    const { page, problems, goto } = await pages.open(withSession(product.baseUrl, session));
    await goto('/ai-events');
    await page.getByRole('button', { name: `Enhance ${importedTitle}` }).click();
    await expectToast(page, 'Event Enhanced');
    const after = await generatedAt();
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);

    await page.getByRole('button', { name: importedTitle, exact: true }).click();
    const marketing = eventMarketingSchema.parse(
      await (await fetch(`${product.baseUrl}/api/ai/events/${imported!.id}/marketing`)).json(),
    );
    const layout = eventLayoutSchema.parse(
      await (await fetch(`${product.baseUrl}/api/ai/events/${imported!.id}/layout`)).json(),
    );
    const marketingPanel = page.getByRole('region', { name: 'Marketing Copy' });
    await marketingPanel.getByText(marketing.headline, { exact: true }).waitFor();
    await expect
      .poll(() => marketingPanel.getByText(marketing.emailSubject).isVisible())
      .toBe(true);
    for (const point of marketing.sellingPoints) {
      await expect
        .poll(() => marketingPanel.getByText(point, { exact: true }).isVisible())
        .toBe(true);
    }
    const designPanel = page.getByRole('region', { name: 'Design Suggestions' });
    await designPanel.getByText(layout.typography, { exact: true }).waitFor();
    for (const colour of Object.values(layout.colorScheme)) {
      await expect
        .poll(() => designPanel.getByText(colour, { exact: false }).count())
        .toBeGreaterThan(0);
    }
    expect(allProblems(problems)).toEqual([]);

    // Visitors see the written content, without the button.
    const visitor = await pages.open();
    await visitor.goto('/ai-events');
    await visitor.page.getByRole('button', { name: importedTitle, exact: true }).click();
    await visitor.page
      .getByRole('region', { name: 'Marketing Copy' })
      .getByText(marketing.headline, { exact: true })
      .waitFor();
    await expect.poll(() => visitor.page.getByRole('button', { name: /^Enhance/ }).count()).toBe(0);
  });
});
