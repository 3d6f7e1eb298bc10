import { venueClockSchema } from '@venue/contracts/venue-time';
import {
  venueSettingsSchema,
  type VenueSettings,
  type VenueSettingsInput,
} from '@venue/contracts/venue';
import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { allProblems, getJson, viewports } from './browser';
import { createStaffUser, expectToast, signInViaApi, uniqueSuffix, withSession } from './staff';
import { browserSuite } from './suite';

const { baseUrl, session, pages } = browserSuite({ signIn: true });
/** The settings before this file ran: put back after each test, for the files after it. */
let original: VenueSettingsInput;

const readVenue = async (): Promise<VenueSettings> =>
  venueSettingsSchema.parse(await getJson(baseUrl, '/api/venue'));

const editable = ({
  notices: _notices,
  today: _today,
  updatedAt: _updatedAt,
  ...settings
}: VenueSettings): VenueSettingsInput => settings;

async function saveVenue(settings: VenueSettingsInput) {
  const response = await fetch(new URL('/api/venue', baseUrl), {
    method: 'PUT',
    headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(settings),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** The venue's date `days` from today, by the product's venue clock. */
async function venueDate(days: number): Promise<string> {
  const { today } = venueClockSchema.parse(await getJson(baseUrl, '/api/venue-time'));
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** `Friday, December 25, 2026`, as the notices write a date. */
const longDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

beforeAll(async () => {
  original = editable(await readVenue());
});
afterEach(async () => {
  await saveVenue(original);
});

async function openVenuePage(viewport: { width: number; height: number } = viewports.desktop) {
  const tab = await pages.open({ viewport, ...withSession(baseUrl, session) });
  await tab.goto('/staff/venue');
  await tab.page.getByRole('heading', { name: 'Venue Settings' }).waitFor();
  await tab.page.getByLabel('Phone').waitFor();
  return tab;
}

/** No weather provider answers in the browser suite: the contact page's weather is a 503. */
const noWeather = { expectedHttpErrors: [{ status: 503, path: '/api/weather' }] };

const footerOf = (page: Page) => page.locator('footer.site-footer');
const noticesOf = (page: Page) => page.locator('.venue-notices');

describe('venue settings, as staff', () => {
  it('when an admin opens the portal, then a Venue Settings card leads to the page, which says the 555 phone is a placeholder', async () => {
    const tab = await pages.open(withSession(baseUrl, session));
    await tab.goto('/staff/portal');
    const card = tab.page.getByRole('link', { name: /Venue Settings/ });
    await card.waitFor();
    await expect.poll(() => card.getAttribute('href')).toBe('/staff/venue');
    await card.click();
    const phone = tab.page.getByLabel('Phone');
    await phone.waitFor();
    await expect.poll(() => phone.inputValue()).toBe(original.phone);
    await expect
      .poll(() => tab.page.locator('.venue-form__warning').innerText())
      .toContain('placeholder number reserved for fiction');
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when a staff member who is not an admin opens the page, then it says only admins may change the settings', async () => {
    const credentials = {
      username: `floor.${uniqueSuffix()}`,
      password: `floor-password-${uniqueSuffix()}`,
    };
    await createStaffUser(baseUrl, session.token, { ...credentials, role: 'staff' });
    const staff = await signInViaApi(baseUrl, credentials);
    const tab = await pages.open(withSession(baseUrl, staff));
    await tab.goto('/staff/venue');
    await tab.page
      .getByRole('heading', { name: 'Only admins can change the venue settings' })
      .waitFor();
    expect(await tab.page.getByLabel('Phone').count()).toBe(0);
  });

  it('when an admin changes the phone and adds a closure three days out, then the contact page, the footer, the home page and the structured data show them on their next read', async () => {
    const christmas = await venueDate(3);
    const notice = `Christmas Day, ${longDate(christmas)}: Closed`;
    // A visitor's reads first, so the edge keeps the pages and the API read as they were.
    const visitor = await pages.open();
    for (const path of ['/contact', '/']) {
      await visitor.goto(path);
      await expect.poll(() => footerOf(visitor.page).innerText()).toContain(original.phone);
    }

    const tab = await openVenuePage();
    const { page } = tab;
    await page.getByLabel('Phone').fill('(204) 555-0188');
    await page.getByRole('button', { name: 'Add Holiday Hours or Closure' }).click();
    const exception = page.locator('.venue-form__exception').last();
    await exception.getByLabel('Date').fill(christmas);
    await exception.getByLabel('Label').fill('Christmas Day');
    await expect.poll(() => exception.getByLabel('Closed on Christmas Day').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expectToast(page, 'Venue Settings Saved');
    expect(allProblems(tab.problems)).toEqual([]);

    /** The page as a visitor opens it again, until the text shows (the change travels by event). */
    const shown = (path: string, locate: (page: Page) => Locator) =>
      expect.poll(async () => {
        await visitor.goto(path);
        return locate(visitor.page).innerText();
      });
    await shown('/contact', (page) => page.getByRole('region', { name: 'Visit Us' })).toContain(
      '(204) 555-0188',
    );
    const visit = visitor.page.getByRole('region', { name: 'Visit Us' });
    await expect
      .poll(() => visit.getByRole('link', { name: '(204) 555-0188' }).getAttribute('href'))
      .toBe('tel:+12045550188');
    await expect.poll(() => footerOf(visitor.page).innerText()).toContain('(204) 555-0188');
    await expect.poll(() => noticesOf(visitor.page).innerText()).toContain(notice);

    await shown('/', noticesOf).toContain(notice);
    await expect.poll(() => footerOf(visitor.page).innerText()).toContain('(204) 555-0188');
    const structured = await visitor.page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')));
    const venue = (structured as Record<string, unknown>[]).find((data) =>
      String(data['@type']).includes('EntertainmentBusiness'),
    );
    expect(venue).toMatchObject({
      telephone: '(204) 555-0188',
      specialOpeningHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          validFrom: christmas,
          validThrough: christmas,
          opens: '00:00',
          closes: '00:00',
        },
      ],
    });
    expect(allProblems(visitor.problems, noWeather)).toEqual([]);
  });

  it('when the admin types a bad phone and an exception without a label, then each field says what is wrong and nothing is saved', async () => {
    const before = await readVenue();
    const tab = await openVenuePage(viewports.phone);
    const { page } = tab;
    await page.getByLabel('Phone').fill('call us');
    await page.getByRole('button', { name: 'Add Holiday Hours or Closure' }).click();
    const exception = page.locator('.venue-form__exception').last();
    await exception.getByLabel('Date').fill(await venueDate(5));
    await page.getByRole('button', { name: 'Save Settings' }).click();

    const phone = page.locator('.field').filter({ has: page.getByLabel('Phone') });
    await expect
      .poll(() => phone.locator('.field__error').innerText())
      .toBe('Phone may hold only digits, spaces, brackets, dots, hyphens and a leading +');
    await expect
      .poll(() => exception.locator('.field__error').innerText())
      .toBe('Label is required');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('phone');
    expect(await readVenue()).toEqual(before);
  });

  it('when the admin saves an exception dated before today, then the server’s refusal shows under its date', async () => {
    const before = await readVenue();
    const tab = await openVenuePage();
    const { page } = tab;
    await page.getByRole('button', { name: 'Add Holiday Hours or Closure' }).click();
    const exception = page.locator('.venue-form__exception').last();
    const yesterday = await venueDate(-1);
    await exception.getByLabel('Date').fill(yesterday);
    await exception.getByLabel('Label').fill('Yesterday');
    await page.getByRole('button', { name: 'Save Settings' }).click();

    await expect
      .poll(() => exception.locator('.field__error').innerText())
      .toContain(`Date ${yesterday} has passed`);
    await expectToast(page, 'Error');
    expect(await readVenue()).toEqual(before);
    expect(
      allProblems(tab.problems, { expectedHttpErrors: [{ status: 400, path: '/api/venue' }] }),
    ).toEqual([]);
  });
});

describe('venue settings, as a visitor', () => {
  it('when a page is read without running it, then its footer already holds the address, phone and hours (nothing moves when the app starts)', async () => {
    const html = await (await fetch(new URL('/private-parties', baseUrl))).text();
    const footer = html.slice(html.indexOf('<footer'));
    expect(footer).toContain(original.phone);
    expect(footer).toContain(original.address.street);
    expect(footer).toMatch(/<dt>Mon-Thu<\/dt><dd>11am-10pm<\/dd>/);
  });

  it('when holiday hours are set for a day beyond its announcement, then the home page does not announce it yet but search engines get it', async () => {
    const later = await venueDate(30);
    await saveVenue({
      ...original,
      exceptions: [
        {
          date: later,
          label: 'Boxing Day',
          closed: false,
          opens: '12:00',
          closes: '18:00',
          announceDaysBefore: 14,
        },
      ],
    });
    const tab = await pages.open({ viewport: viewports.phone });
    await tab.goto('/');
    const structured = await tab.page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')));
    expect(JSON.stringify(structured)).toContain(`"validFrom":"${later}"`);
    await tab.page.locator('.hero__today').waitFor();
    expect(await noticesOf(tab.page).count()).toBe(0);
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when the weekly hours change, then the footer and the contact page show them grouped as the spec writes them', async () => {
    const closed = { closed: true as const };
    await saveVenue({
      ...original,
      hours: { ...original.hours, monday: closed, tuesday: closed },
    });
    const tab = await pages.open();
    await tab.goto('/contact');
    const hours = tab.page.locator('.venue-card__hours');
    await expect.poll(() => hours.innerText()).toMatch(/^Mon-Tue\s+Closed\s+Wed-Thu\s+11am-10pm/);
    await expect
      .poll(() => tab.page.locator('.site-footer__hours').innerText())
      .toMatch(/Sun\s+11am-9pm$/);
    expect(allProblems(tab.problems, noWeather)).toEqual([]);
  });
});
