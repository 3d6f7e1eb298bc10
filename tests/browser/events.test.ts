import { readFile } from 'node:fs/promises';

import type { VenueEvent } from '@venue/contracts/events';
import type { Locator } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';

import { venueInstant } from '@venue/venue-time/venue-time';

import { allProblems, openInApp, viewports } from './browser';
import {
  changeOccurrenceViaApi,
  createEventViaApi,
  deleteEventIfThere,
  listEvents,
  updateEventViaApi,
  venueDate,
} from './events-api';
import { uniqueSuffix } from './staff';
import { browserSuite } from './suite';

const { baseUrl, session, pages } = browserSuite({ signIn: true });
/** Ids of events a test made, removed after it whatever happened. */
const made: string[] = [];

afterEach(async () => {
  for (const id of made.splice(0)) await deleteEventIfThere(baseUrl, session.token, id);
});

const longDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

async function makeEvent(overrides: Partial<VenueEvent> & { title: string }) {
  const suffix = uniqueSuffix();
  const event = await createEventViaApi(baseUrl, session.token, {
    id: `browser-${suffix}`,
    date: await venueDate(baseUrl, 2),
    location: 'Forks Arcade',
    description: `Made by a browser test (${suffix}).`,
    featured: false,
    ...overrides,
  });
  made.push(event.id);
  return event;
}

const cardOf = (scope: Locator, title: string) =>
  scope
    .locator('article.event-card')
    .filter({ has: scope.page().getByRole('heading', { name: title, exact: true }) });

/** What a card says, as the page's JSON-LD says it to search engines. */
const structuredData = async (card: Locator) =>
  JSON.parse(await card.locator('script[type="application/ld+json"]').innerHTML()) as Record<
    string,
    unknown
  >;

describe('events page', () => {
  it('when events are featured, then they show large with the badge above the grid of the others, each with its long date, facts and calendar link', async () => {
    const all = await listEvents(baseUrl, session.token);
    const today = await venueDate(baseUrl);
    const featured = all.filter((event) => event.featured && event.date >= today);
    expect(featured.length).toBeGreaterThan(0);
    const { page, goto, problems } = await pages.open();
    await goto('/events');

    const featuredSection = page.getByRole('region', { name: 'Featured Events' });
    const featuredCards = featuredSection.locator('article.event-card');
    await expect.poll(() => featuredCards.count()).toBe(featured.length);
    for (const event of featured) {
      const card = cardOf(featuredSection, event.title);
      await expect
        .poll(() => card.locator('.event-card__badge').innerText())
        .toBe('FEATURED EVENT');
      await expect.poll(() => card.innerText()).toContain(longDate(event.date));
    }

    const grid = page.getByRole('region', { name: 'Upcoming Events and Leagues' });
    // A series is listed at its next date.
    const upcoming = all.filter(
      (event) => !event.featured && (event.nextDate ?? event.date) >= today,
    );
    await expect.poll(() => grid.locator('article.event-card').count()).toBe(upcoming.length);
    await expect.poll(() => grid.locator('.event-card__badge').count()).toBe(0);
    const first = upcoming[0] as VenueEvent;
    const card = cardOf(grid, first.title).first();
    for (const fact of [
      longDate(first.nextDate ?? first.date),
      first.recurrenceText,
      first.location,
      first.time,
      first.cost,
    ]) {
      if (fact) await expect.poll(() => card.innerText()).toContain(fact);
    }
    const addToCalendar = card.getByRole('link', { name: /^Add to calendar/ });
    await expect
      .poll(() => addToCalendar.getAttribute('href'))
      .toBe(`/api/events/${first.id}/calendar.ics`);
    await expect.poll(() => addToCalendar.getAttribute('download')).toBe(`${first.id}.ics`);
    expect(allProblems(problems)).toEqual([]);
  });

  it("when Add to calendar on a card is chosen, then that event's own calendar file downloads, holding it alone; after the event changes, the file does too", async () => {
    const event = await makeEvent({ title: `Calendar Night ${uniqueSuffix()}`, time: '7 PM' });
    const { page, goto, problems } = await pages.open({ viewport: viewports.phone });
    const download = async (title: string) => {
      await goto('/events');
      const link = cardOf(page.locator('main'), title).getByRole('link', {
        name: /^Add to calendar/,
      });
      const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(file.suggestedFilename()).toBe(`${event.id}.ics`);
      return readFile((await file.path())!, 'utf8');
    };

    const text = await download(event.title);
    expect(text.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(1);
    expect(text).toContain(`UID:${event.id}@`);
    expect(text).toContain(`SUMMARY:${event.title}\r\n`);

    const renamed = `${event.title} Finals`;
    await updateEventViaApi(baseUrl, session.token, { ...event, title: renamed });
    // The edge cache kept the first file: the change drops it (and the list) once it is heard.
    await expect
      .poll(async () => (await fetch(`${baseUrl}/api/events/${event.id}/calendar.ics`)).text())
      .toContain(`SUMMARY:${renamed}\r\n`);
    expect(await download(renamed)).toContain(`SUMMARY:${renamed}\r\n`);
    expect(allProblems(problems)).toEqual([]);
  });

  it('when the page shows, then Subscribe to calendar subscribes to the feed of upcoming events, whose address is given too', async () => {
    const { page, goto } = await pages.open();
    await goto('/events');
    const host = new URL(baseUrl).host;
    await expect
      .poll(() => page.getByRole('link', { name: /^Subscribe to calendar/ }).getAttribute('href'))
      .toBe(`webcal://${host}/api/events.ics`);
    const address = page.locator('.calendar-feed__address a');
    await expect.poll(() => address.innerText()).toBe(`${baseUrl}/api/events.ics`);
    const feed = await fetch(`${baseUrl}/api/events.ics`);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await feed.text()).toContain('X-WR-CALNAME:');
  });

  it('when events have passed, then the recent ones are under Past events after the upcoming ones, folded, latest first, with nothing to register for', async () => {
    const suffix = uniqueSuffix();
    const lastWeek = await makeEvent({
      title: `Last Week Night ${suffix}`,
      date: await venueDate(baseUrl, -7),
      registrationUrl: 'https://example.com/signup',
    });
    const yesterday = await makeEvent({
      title: `Yesterday Night ${suffix}`,
      date: await venueDate(baseUrl, -1),
    });
    const lastYear = await makeEvent({
      title: `Last Year Night ${suffix}`,
      date: await venueDate(baseUrl, -365),
    });
    const { page, goto, problems } = await pages.open({ viewport: viewports.phone });
    await goto('/events');

    const past = page.locator('details', {
      has: page.getByRole('heading', { name: 'Past events' }),
    });
    await past.waitFor();
    // After the upcoming events, folded: its cards are not shown until it is opened.
    expect(
      await past.evaluate((details) => {
        const upcoming = document.getElementById('upcoming-events-title')!;
        return !!(upcoming.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING);
      }),
    ).toBe(true);
    await expect.poll(() => past.getAttribute('open')).toBeNull();
    const pastCard = (title: string) => cardOf(past, title);
    await expect.poll(() => pastCard(yesterday.title).isVisible()).toBe(false);

    await past.locator('summary').click();
    await expect.poll(() => pastCard(yesterday.title).isVisible()).toBe(true);
    const titles = await past.locator('.event-card__title').allInnerTexts();
    expect(titles.indexOf(yesterday.title)).toBeLessThan(titles.indexOf(lastWeek.title));
    expect(titles).not.toContain(lastYear.title);
    await expect.poll(() => pastCard(lastWeek.title).getByRole('link').count()).toBe(0);
    await expect
      .poll(() => page.getByRole('region', { name: 'Upcoming Events and Leagues' }).innerText())
      .not.toContain(yesterday.title);
    expect(allProblems(problems)).toEqual([]);
  });

  it('when no event is featured, then there is no Featured Events section and every event is in the grid', async () => {
    const all = await listEvents(baseUrl, session.token);
    const featured = all.filter((event) => event.featured);
    try {
      for (const event of featured)
        await updateEventViaApi(baseUrl, session.token, { ...event, featured: false });
      const { page, goto } = await pages.open();
      await goto('/events');
      const grid = page.getByRole('region', { name: 'Upcoming Events and Leagues' });
      await grid.waitFor();
      await expect
        .poll(() => page.getByRole('heading', { name: 'Featured Events' }).count())
        .toBe(0);
      await expect.poll(() => page.locator('.event-card__badge').count()).toBe(0);
      for (const event of featured)
        await expect.poll(() => cardOf(grid, event.title).count()).toBe(1);
    } finally {
      for (const event of featured) await updateEventViaApi(baseUrl, session.token, event);
    }
  });

  it('when an event has a registration URL, then Register Now opens it in a new tab; without one there is no button', async () => {
    const withUrl = await makeEvent({
      title: `Signup Night ${uniqueSuffix()}`,
      registrationUrl: 'https://example.com/signup',
      time: '7:30 PM',
      cost: '$10',
    });
    const withoutUrl = await makeEvent({ title: `Walk-in Night ${uniqueSuffix()}` });
    const { page, goto } = await pages.open();
    await goto('/events');

    const register = cardOf(page.locator('main'), withUrl.title).getByRole('link', {
      name: /Register Now/,
    });
    await expect.poll(() => register.getAttribute('href')).toBe('https://example.com/signup');
    await expect.poll(() => register.getAttribute('target')).toBe('_blank');
    await expect.poll(() => register.getAttribute('rel')).toContain('noopener');
    await expect
      .poll(() =>
        cardOf(page.locator('main'), withoutUrl.title)
          .getByRole('link', { name: /Register Now/ })
          .count(),
      )
      .toBe(0);

    const data = await structuredData(cardOf(page.locator('main'), withUrl.title));
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: withUrl.title,
      startDate: withUrl.startsAt,
      location: { '@type': 'Place', name: 'Forks Arcade' },
      offers: {
        '@type': 'Offer',
        url: 'https://example.com/signup',
        price: 10,
        priceCurrency: 'CAD',
      },
    });
    expect((await structuredData(cardOf(page.locator('main'), withoutUrl.title))).startDate).toBe(
      withoutUrl.date,
    );
  });

  it('when a weekly series is on the calendar, then a visitor sees it once with Every ... and its next date, its JSON-LD lists its next dates, and the feed holds its RRULE and EXDATE', async () => {
    const first = await venueDate(baseUrl, -7);
    const today = await venueDate(baseUrl);
    const weekday = new Date(`${first}T12:00:00Z`).toLocaleDateString('en-US', {
      weekday: 'long',
      timeZone: 'UTC',
    });
    const code = weekday.slice(0, 2).toUpperCase() as 'MO';
    const series = await makeEvent({
      title: `Weekly Flippers ${uniqueSuffix()}`,
      date: first,
      time: '7:00 PM',
      kind: 'league',
      recurrence: { frequency: 'weekly', interval: 1, weekdays: [code], count: 10 },
    });
    const cancelled = await venueDate(baseUrl, 7);
    await changeOccurrenceViaApi(baseUrl, session.token, series.id, cancelled, {
      cancelled: true,
    });
    const { page, goto, problems } = await pages.open({ viewport: viewports.phone });
    await goto('/events');

    const grid = page.getByRole('region', { name: 'Upcoming Events and Leagues' });
    const card = cardOf(grid, series.title);
    await expect.poll(() => card.count()).toBe(1);
    await expect.poll(() => card.innerText()).toContain(`Every ${weekday}`);
    await expect.poll(() => card.innerText()).toContain(longDate(today));

    const data = JSON.parse(
      await card.locator('script[type="application/ld+json"]').innerHTML(),
    ) as Array<Record<string, unknown>>;
    const startOf = async (days: number) =>
      venueInstant(await venueDate(baseUrl, days), '19:00').toISOString();
    const scheduled = 'https://schema.org/EventScheduled';
    expect(data.map((entry) => [entry.startDate, entry.eventStatus])).toEqual([
      [await startOf(0), scheduled],
      [await startOf(7), 'https://schema.org/EventCancelled'],
      ...(await Promise.all([14, 21, 28, 35, 42].map(startOf))).map((start) => [start, scheduled]),
    ]);
    expect(data[0]).toMatchObject({ '@type': 'Event', name: series.title });

    await goto('/');
    await expect.poll(() => cardOf(page.locator('#events'), series.title).count()).toBe(1);

    const feed = await (await fetch(new URL('/api/events.ics', baseUrl))).text();
    const compact = (date: string) => date.replace(/-/g, '');
    expect(feed.match(new RegExp(`^UID:${series.id}@`, 'gm'))).toHaveLength(1);
    expect(feed).toMatch(
      new RegExp(`^RRULE:FREQ=WEEKLY;(COUNT=10;BYDAY=${code}|BYDAY=${code};COUNT=10)\\r$`, 'm'),
    );
    expect(feed).toContain(`EXDATE;TZID=America/Winnipeg:${compact(cancelled)}T190000\r\n`);
    expect(allProblems(problems)).toEqual([]);
  });

  it('when the events are on their way, then the page says Loading events...; then the For More Information block shows its buttons and lists', async () => {
    const tab = await pages.open({ viewport: viewports.phone });
    const { page } = tab;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/events', async (route) => {
      await held;
      await route.continue();
    });
    // Opened from another page, so the browser asks for the events (see openInApp).
    await openInApp(tab, '/events');
    await expect.poll(() => page.getByRole('status').first().innerText()).toBe('Loading events...');
    release();
    await page.locator('article.event-card').first().waitFor();

    const info = page.getByRole('region', { name: 'For More Information' });
    const community = info.getByRole('link', { name: /^Visit / });
    await expect.poll(() => community.getAttribute('target')).toBe('_blank');
    await expect
      .poll(() => info.getByRole('link', { name: 'Contact Event Organizer' }).getAttribute('href'))
      .toMatch(/^mailto:/);
    for (const line of [
      'IFPA-sanctioned tournaments',
      'All skill levels',
      'Multiple seasons a year',
      'Monthly and bi-weekly formats',
      'Beginner-friendly',
      'IFPA ranking points',
      'End-of-season finals and prizes',
    ]) {
      await expect.poll(() => info.innerText()).toContain(line);
    }
    await expect
      .poll(() =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      )
      .toBe(0);
  });
});

describe('home events section', () => {
  it('when the home page loads, then featured events show large, then the next six other upcoming ones, then View Full Calendar', async () => {
    const featured = (await (
      await fetch(new URL('/api/events/featured', baseUrl))
    ).json()) as VenueEvent[];
    const upcoming = (await (
      await fetch(new URL(`/api/events/upcoming?limit=${6 + featured.length}`, baseUrl))
    ).json()) as VenueEvent[];
    const featuredIds = new Set(featured.map((event) => event.id));
    const expected = upcoming.filter((event) => !featuredIds.has(event.id)).slice(0, 6);
    // The sample calendar has more than enough: the grid is full, not short by the featured.
    expect(featured.length).toBeGreaterThan(0);
    expect(expected).toHaveLength(6);
    const { page, goto, problems } = await pages.open();
    await goto('/');
    const section = page.locator('#events');

    const stars = section
      .getByRole('list', { name: 'Featured events' })
      .locator('article.event-card');
    await expect
      .poll(() => stars.locator('.event-card__title').allInnerTexts())
      .toEqual(featured.map((event) => event.title));
    await expect.poll(() => stars.locator('.event-card__badge').count()).toBe(featured.length);

    const grid = section
      .getByRole('list', { name: 'Upcoming events' })
      .locator('article.event-card');
    await expect
      .poll(() => grid.locator('.event-card__title').allInnerTexts())
      .toEqual(expected.map((event) => event.title));

    await section.getByRole('link', { name: 'View Full Calendar' }).click();
    await page.waitForURL(`${baseUrl}/events`);
    expect(allProblems(problems)).toEqual([]);
  });
});
