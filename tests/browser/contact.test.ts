import { contactMessageSchema } from '@venue/contracts/contact';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';

import {
  allProblems,
  expectDirectionsLink,
  isDataCall,
  venueAddress,
  viewports,
  type ExpectedHttpError,
} from './browser';
import { apiDelete, apiPost, apiRead } from './operations';
import { expectToast, uniqueSuffix, withSession } from './staff';
import { browserSuite } from './suite';

const { baseUrl, session, pages } = browserSuite({ signIn: true });
/** In the text of every message a test sends, so it can be found and removed. */
const marker = `m${uniqueSuffix()}`;

const inbox = () =>
  apiRead(baseUrl, '/api/contact-messages', session.token, z.array(contactMessageSchema));

afterEach(async () => {
  for (const message of (await inbox()).filter((entry) => entry.message.includes(marker))) {
    await apiDelete(baseUrl, `/api/contact-messages/${message.id}`, session.token);
  }
});

const errorsShown = (page: Page) => page.locator('.field__error').allInnerTexts();

/** The weather may be missing or stale where these tests run; the card says so, no fault. */
const weatherUnavailable: ExpectedHttpError[] = [
  { status: 404, path: '/api/weather' },
  { status: 503, path: '/api/weather' },
];

const reading = {
  icon: 'partly-cloudy-day',
  temperature: -7.4,
  description: 'Partly cloudy',
  humidity: 71,
  windSpeed: 18.6,
  observedAt: new Date().toISOString(),
  provider: 'test',
};

describe('venue cards', () => {
  it('when the page opens, then Visit Us shows the address linked to a map for directions, the hours, two e-mail links and a phone link', async () => {
    const tab = await pages.open({ viewport: viewports.phone });
    await tab.goto('/contact');
    const visit = tab.page.getByRole('main').getByRole('region', { name: 'Visit Us' });
    await expectDirectionsLink(visit.getByRole('link', { name: new RegExp(`^${venueAddress}`) }));
    await expect
      .poll(() => visit.locator('dl div').allInnerTexts())
      .toEqual([
        expect.stringMatching(/^Mon-Thu\s+11am-10pm$/),
        expect.stringMatching(/^Fri-Sat\s+11am-12am$/),
        expect.stringMatching(/^Sun\s+11am-9pm$/),
      ]);
    const mails = await visit
      .locator('a[href^="mailto:"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(mails).toHaveLength(2);
    expect(new Set(mails).size).toBe(2);
    const phone = visit.locator('a[href^="tel:"]');
    await expect.poll(() => phone.count()).toBe(1);
    await expect.poll(() => phone.getAttribute('href')).toMatch(/^tel:\+?\d{10,}$/);
    expect(allProblems(tab.problems, { expectedHttpErrors: weatherUnavailable })).toEqual([]);
  });

  it('when the page opens, then Follow Us links to Facebook, Instagram and TikTok in new tabs', async () => {
    const tab = await pages.open();
    await tab.goto('/contact');
    // The footer has a Follow Us section too.
    const follow = tab.page.getByRole('main').getByRole('region', { name: 'Follow Us' });
    const links = follow.getByRole('link');
    await expect.poll(() => links.count()).toBe(3);
    for (const [index, network] of ['Facebook', 'Instagram', 'TikTok'].entries()) {
      const link = links.nth(index);
      await expect.poll(() => link.innerText()).toMatch(new RegExp(`^${network}`));
      await expect.poll(() => link.getAttribute('target')).toBe('_blank');
      await expect.poll(() => link.getAttribute('rel')).toBe('noopener noreferrer');
      await expect.poll(() => link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  it('when a reading is there, then Current Weather shows its icon, °C, description, humidity, wind and the tagline', async () => {
    const tab = await pages.open();
    await tab.page.route('**/api/weather', (route) => route.fulfill({ json: reading }));
    await tab.goto('/contact');
    const weather = tab.page.getByRole('main').getByRole('region', { name: 'Current Weather' });
    await weather.getByText('Perfect day to visit the arcade!').waitFor();
    const icon = weather.locator('svg[data-weather-icon]');
    await expect.poll(() => icon.getAttribute('data-weather-icon')).toBe('partly-cloudy-day');
    await expect.poll(() => icon.getAttribute('class')).toContain('lucide-cloud-sun');
    await expect.poll(() => weather.innerText()).toContain('-7°C');
    await expect.poll(() => weather.innerText()).toContain('Partly cloudy');
    await expect.poll(() => weather.innerText()).toMatch(/Humidity\s+71%/);
    await expect.poll(() => weather.innerText()).toMatch(/Wind\s+19 km\/h/);
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when the reading is on its way, then a skeleton shows; when the service fails, then the unavailable texts', async () => {
    const tab = await pages.open();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await tab.page.route('**/api/weather', async (route) => {
      await held;
      await route.fulfill({ status: 503, json: { message: 'No fresh weather reading' } });
    });
    await tab.page.goto(new URL('/contact', baseUrl).toString());
    const weather = tab.page.getByRole('main').getByRole('region', { name: 'Current Weather' });
    await weather.locator('.current-weather__skeleton').waitFor();
    release();
    await weather.getByText('Weather data unavailable').waitFor();
    await expect
      .poll(() => weather.getByText('Weather service temporarily unavailable').isVisible())
      .toBe(true);
    expect(allProblems(tab.problems, { expectedHttpErrors: weatherUnavailable })).toEqual([]);
  });
});

describe('contact form', () => {
  it('when the form is sent empty or badly filled, then each field says what is wrong under it and nothing is sent', async () => {
    const tab = await pages.open();
    const { page } = tab;
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && isDataCall(request.url())) posts.push(request.url());
    });
    await tab.goto('/contact');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('GET IN TOUCH');
    await expect
      .poll(() => page.locator('.page-hero__lead').innerText())
      .toBe('Visit us at The Forks or get in touch for events, parties, and more information');
    await expect
      .poll(() => page.getByLabel('Subject').locator('option').allInnerTexts())
      .toEqual([
        'General Inquiry',
        'Event Information',
        'Private Parties',
        'Tournament Info',
        'Feedback',
      ]);
    await expect.poll(() => page.getByLabel('Email').getAttribute('type')).toBe('email');
    await expect
      .poll(() => page.getByLabel('Message', { exact: true }).getAttribute('rows'))
      .toBe('5');

    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect
      .poll(() => errorsShown(page))
      .toEqual([
        'Please enter your name',
        'Please enter your email address',
        'Please enter a message',
      ]);
    await page.getByLabel('Name').fill('Alex');
    await page.getByLabel('Email').fill('alex.example.com');
    await page.getByLabel('Message', { exact: true }).fill('Too short');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect
      .poll(() => errorsShown(page))
      .toEqual(['Please enter a valid email address', 'Message must be at least 10 characters']);
    expect(posts).toEqual([]);
    expect(allProblems(tab.problems, { expectedHttpErrors: weatherUnavailable })).toEqual([]);
  });

  it('when a message is sent, then it says Sending..., the toast thanks the visitor, the form resets and staff find it in the inbox', async () => {
    const text = `Do you host tournaments on weekdays? ${marker}`;
    const tab = await pages.open({ viewport: viewports.phone });
    const { page } = tab;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.fallback();
    });
    await tab.goto('/contact');
    await page.getByLabel('Name').fill('Jordan Tremblay');
    await page.getByLabel('Email').fill('jordan@example.com');
    await page.getByLabel('Subject').selectOption({ label: 'Tournament Info' });
    await page.getByLabel('Message', { exact: true }).fill(text);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('button', { name: 'Sending...' }).waitFor();
    release();

    await expectToast(
      page,
      'Message sent!',
      "Thank you for your message. We'll get back to you soon!",
    );
    await expect.poll(() => page.getByLabel('Message', { exact: true }).inputValue()).toBe('');
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('');
    await expect.poll(() => page.getByLabel('Subject').inputValue()).toBe('general');

    const staff = await pages.open(withSession(baseUrl, session));
    await staff.goto('/staff/contact-inbox');
    const card = staff.page.locator('.contact-card').filter({ hasText: marker });
    await card.waitFor();
    await expect.poll(() => card.getByRole('heading').innerText()).toBe('Jordan Tremblay');
    await expect
      .poll(() => card.getByRole('link', { name: 'jordan@example.com' }).getAttribute('href'))
      .toBe('mailto:jordan@example.com');
    await expect
      .poll(() => card.locator('.badge').allInnerTexts())
      .toEqual(['Tournament Info', 'New']);
    expect(allProblems(tab.problems, { expectedHttpErrors: weatherUnavailable })).toEqual([]);
    expect(allProblems(staff.problems)).toEqual([]);
  });

  it('when sending fails, then the spec failure toast shows and the typing stays', async () => {
    const tab = await pages.open();
    const { page } = tab;
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 503, json: { message: 'Service unavailable' } }),
    );
    await tab.goto('/contact');
    await page.getByLabel('Name').fill('Alex');
    await page.getByLabel('Email').fill('alex@example.com');
    await page.getByLabel('Message', { exact: true }).fill('Are you open on Boxing Day?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'Error', 'Failed to send message. Please try again.');
    await expect
      .poll(() => page.getByLabel('Message', { exact: true }).inputValue())
      .toBe('Are you open on Boxing Day?');
    expect(
      allProblems(tab.problems, {
        expectedHttpErrors: [...weatherUnavailable, { status: 503, path: '/api/contact' }],
      }),
    ).toEqual([]);
  });

  it('when the server refuses for too many messages from this connection, then the form and the toast say when to send again', async () => {
    const tab = await pages.open({ viewport: viewports.phone });
    const { page } = tab;
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '600' },
        json: { message: 'Too many requests. Please wait a few minutes and try again.' },
      }),
    );
    await tab.goto('/contact');
    await page.getByLabel('Name').fill('Alex');
    await page.getByLabel('Email').fill('alex@example.com');
    await page.getByLabel('Message', { exact: true }).fill('Are you open on Boxing Day?');
    await page.getByRole('button', { name: 'Send Message' }).click();

    const said = 'Too many messages from this connection. Please try again in 10 minutes.';
    await expectToast(page, 'Error', said);
    await expect
      .poll(() => page.locator('.form-panel .form-error').allInnerTexts())
      .toContain(said);
    await expect
      .poll(() => page.getByLabel('Message', { exact: true }).inputValue())
      .toBe('Are you open on Boxing Day?');
    expect(
      allProblems(tab.problems, {
        expectedHttpErrors: [...weatherUnavailable, { status: 429, path: '/api/contact' }],
      }),
    ).toEqual([]);
  });
});

describe('contact inbox', () => {
  it('when staff mark a message handled, filter and delete it, then the inbox and the server follow', async () => {
    await apiPost(baseUrl, '/api/contact', {
      name: 'Riley',
      email: 'riley@example.com',
      subject: 'feedback',
      message: `Loved the new pinball machines! ${marker}`,
    });
    const tab = await pages.open(withSession(baseUrl, session));
    const { page } = tab;
    await tab.goto('/staff/contact-inbox');
    const card = page.locator('.contact-card').filter({ hasText: marker });
    await card.getByRole('button', { name: /^Mark Handled/ }).click();
    await expectToast(page, 'Marked Handled');
    await expect
      .poll(() => card.locator('.badge').allInnerTexts())
      .toEqual(['Feedback', 'Handled']);
    const stored = (await inbox()).find((message) => message.message.includes(marker));
    expect(stored?.handled).toBe(true);

    await page.getByLabel('Only show not handled').check();
    await expect.poll(() => card.count()).toBe(0);
    await page.getByLabel('Only show not handled').uncheck();

    await card.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Message Deleted');
    await expect.poll(() => card.count()).toBe(0);
    expect((await inbox()).some((message) => message.message.includes(marker))).toBe(false);
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when there are no messages, then the inbox says so', async () => {
    const tab = await pages.open(withSession(baseUrl, session));
    await tab.page.route('**/api/contact-messages', (route) => route.fulfill({ json: [] }));
    await tab.goto('/staff/contact-inbox');
    await tab.page.getByText('No messages yet.', { exact: true }).waitFor();
  });
});
