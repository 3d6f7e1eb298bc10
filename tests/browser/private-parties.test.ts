import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { allProblems, viewports, type ExpectedHttpError } from './browser';
import { browserSuite } from './suite';

const { pages } = browserSuite();

/** The contact page asks for the weather, which may be missing or stale; that is not a fault. */
const weatherUnavailable: ExpectedHttpError[] = [
  { status: 404, path: '/api/weather' },
  { status: 503, path: '/api/weather' },
];

const packageButton = (page: Page, title: string) =>
  page.getByRole('button', { name: title, exact: true });
const pressed = (page: Page, title: string) =>
  packageButton(page, title).getAttribute('aria-pressed');

describe('private parties page', () => {
  it('when the page opens, then it shows the facts, the three packages, How to Book and the call to action', async () => {
    const tab = await pages.open();
    const { page } = tab;
    await tab.goto('/private-parties');

    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('Private Parties');
    await expect
      .poll(() => page.locator('.party-facts dd').allInnerTexts())
      .toEqual(['The Forks, Winnipeg', '5-50 guests', '1-4 hour packages']);

    const cards = page.locator('.party-card');
    await expect
      .poll(() =>
        cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-package-id'))),
      )
      .toEqual(['birthday', 'Corporate', 'Christmas']);
    await expect
      .poll(() => cards.locator('.party-card__title').allInnerTexts())
      .toEqual(['Birthday Bash', 'Corporate Rental', 'Holiday Party']);
    await expect
      .poll(() => cards.locator('.party-card__facts').allInnerTexts())
      .toEqual([
        expect.stringMatching(/up to 4 hours[\s\S]*up to 30 guests/),
        expect.stringMatching(/up to 4 hours[\s\S]*up to 50 guests/),
        expect.stringMatching(/up to 4 hours[\s\S]*up to 50 guests/),
      ]);
    await expect
      .poll(() => cards.locator('.party-card__price').allInnerTexts())
      .toEqual(Array(3).fill('Contact Us For Pricing'));
    await expect.poll(() => cards.filter({ hasText: 'Most Popular' }).count()).toBe(1);
    await expect.poll(() => cards.first().getByText('Most Popular').isVisible()).toBe(true);

    const birthday = page.getByRole('list', { name: 'Birthday Bash includes' });
    for (const line of [
      /Private party area/,
      /Unlimited gameplay on select machines/,
      /cake table/,
      /Party host assistance/,
    ]) {
      await expect.poll(() => birthday.innerText()).toMatch(line);
    }
    const corporate = page.getByRole('list', { name: 'Corporate Rental includes' });
    await expect.poll(() => corporate.innerText()).toMatch(/Table setup/);
    await expect.poll(() => corporate.innerText()).not.toMatch(/cake/i);

    const steps = page.getByRole('region', { name: 'How to Book' }).locator('.booking-step__title');
    await expect
      .poll(() => steps.allInnerTexts())
      .toEqual(['Contact Us', 'Plan Together', 'Celebrate']);

    const cta = page.getByRole('region', { name: 'Ready to Party?' });
    await expect
      .poll(() => cta.getByRole('link', { name: 'Contact Form' }).getAttribute('href'))
      .toBe('/contact');
    await expect.poll(() => cta.innerText()).toContain('Or call us directly');
    await expect
      .poll(() => cta.getByRole('link', { name: /\d{4}/ }).getAttribute('href'))
      .toMatch(/^tel:\+?\d{10,}$/);
    await expect.poll(() => cta.innerText()).toContain('Bookings require 2 week advance notice');
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when a card is clicked, then it is selected, and clicking it again (or by keyboard) deselects it', async () => {
    const tab = await pages.open({ viewport: viewports.phone });
    const { page } = tab;
    await tab.goto('/private-parties');
    await expect
      .poll(() => page.locator('.party-card__toggle[aria-pressed="true"]').count())
      .toBe(0);

    // Anywhere on the card, not only its title: here, on its price.
    const priceTag = page
      .locator('.party-card', { hasText: 'Birthday Bash' })
      .locator('.party-card__price');
    await priceTag.scrollIntoViewIfNeeded();
    const price = await priceTag.boundingBox();
    if (!price) throw new Error('the price is not on screen');
    await page.mouse.click(price.x + price.width / 2, price.y + price.height / 2);
    await expect.poll(() => pressed(page, 'Birthday Bash')).toBe('true');
    await packageButton(page, 'Holiday Party').click();
    await expect.poll(() => pressed(page, 'Holiday Party')).toBe('true');
    await expect.poll(() => pressed(page, 'Birthday Bash')).toBe('false');
    await packageButton(page, 'Holiday Party').click();
    await expect.poll(() => pressed(page, 'Holiday Party')).toBe('false');

    await packageButton(page, 'Corporate Rental').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => pressed(page, 'Corporate Rental')).toBe('true');
    await page.keyboard.press('Space');
    await expect.poll(() => pressed(page, 'Corporate Rental')).toBe('false');
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when a package is chosen and the Contact Form button is used, then the form starts as an enquiry about it', async () => {
    const tab = await pages.open();
    const { page } = tab;
    await tab.goto('/private-parties');
    await packageButton(page, 'Corporate Rental').click();
    const contactForm = page.getByRole('link', { name: 'Contact Form' });
    await expect.poll(() => contactForm.getAttribute('href')).toBe('/contact?package=Corporate');
    await contactForm.click();
    await page.waitForURL('**/contact?package=Corporate');

    await expect.poll(() => page.getByLabel('Subject').inputValue()).toBe('parties');
    await expect
      .poll(() => page.getByLabel('Message', { exact: true }).inputValue())
      .toBe("I'm interested in the Corporate Rental package (up to 50 guests, up to 4 hours).");
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('');

    await tab.goto('/contact?package=birthday');
    await expect
      .poll(() => page.getByLabel('Message', { exact: true }).inputValue())
      .toBe("I'm interested in the Birthday Bash package (up to 30 guests, up to 4 hours).");
    // Ids are matched as written: an unknown one opens the plain form.
    await tab.goto('/contact?package=Birthday');
    await expect.poll(() => page.getByLabel('Subject').inputValue()).toBe('general');
    await expect.poll(() => page.getByLabel('Message', { exact: true }).inputValue()).toBe('');
    expect(allProblems(tab.problems, { expectedHttpErrors: weatherUnavailable })).toEqual([]);
  });

  for (const width of [360, 390, 768, 1280, 1920]) {
    it(`when the page opens ${width} px wide, then nothing scrolls sideways`, async () => {
      const tab = await pages.open({ viewport: { width, height: 900 } });
      await tab.goto('/private-parties');
      await tab.page.evaluate(() => document.fonts.ready);
      await expect
        .poll(() =>
          tab.page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        )
        .toBe(0);
      expect(allProblems(tab.problems)).toEqual([]);
    });
  }
});
