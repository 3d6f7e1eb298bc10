import { machineReportSchema } from '@venue/contracts/machine-reports';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { allProblems, getJson, isDataCall, openInApp, viewports } from './browser';
import { apiDelete, apiPost, apiRead, venueFormatter } from './operations';
import { expectToast, uniqueSuffix, withSession } from './staff';
import { browserSuite } from './suite';

const { baseUrl, session, pages } = browserSuite({ signIn: true });
let gameNames: string[];
/** Reports a test made, removed after it whatever happened. */
const made: string[] = [];

const reports = () =>
  apiRead(baseUrl, '/api/machine-reports', session.token, z.array(machineReportSchema));

async function reportViaApi(description: string) {
  const { id } = (await apiPost(baseUrl, '/api/machine-reports', {
    gameName: gameNames[0],
    issueType: 'game_frozen',
    description,
    playerName: 'Robin',
    contactInfo: '204-555-0199',
  })) as { id: string };
  made.push(id);
  return id;
}

beforeAll(async () => {
  gameNames = z.array(z.string()).parse(await getJson(baseUrl, '/api/games/list'));
});
afterEach(async () => {
  const existing = new Set((await reports()).map((report) => report.id));
  for (const id of made.splice(0).filter((id) => existing.has(id))) {
    await apiDelete(baseUrl, `/api/machine-reports/${id}`, session.token);
  }
});

const errorsShown = (page: Page) => page.locator('.field__error').allInnerTexts();

describe('report an issue (public)', () => {
  it('when the form is sent empty or with a short description, then each field says what it needs and nothing is sent', async () => {
    const tab = await pages.open();
    const { page } = tab;
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && isDataCall(request.url())) posts.push(request.url());
    });
    await tab.goto('/report-issue');
    await page.getByRole('option', { name: 'Select a game' }).waitFor({ state: 'attached' });
    await expect
      .poll(() => page.getByLabel('Game').locator('option').allInnerTexts())
      .toEqual(['Select a game', ...gameNames]);

    await page.getByRole('button', { name: 'Submit Report' }).click();
    await expect
      .poll(() => errorsShown(page))
      .toEqual([
        'Please select a game',
        'Please select an issue type',
        'Please provide a detailed description (at least 10 characters)',
      ]);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('gameName');

    await page.getByLabel('Game').selectOption(gameNames[1] ?? '');
    await page.getByLabel('Issue Type').selectOption({ label: 'Sound Issue' });
    await page.getByLabel('Description').fill('too short');
    await page.getByRole('button', { name: 'Submit Report' }).click();
    await expect
      .poll(() => errorsShown(page))
      .toEqual(['Please provide a detailed description (at least 10 characters)']);
    expect(posts).toEqual([]);
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when a report is sent, then the success screen and toast show, staff can see it with the e-mail to tell, and Report Another Issue starts afresh', async () => {
    const tab = await pages.open({ viewport: viewports.phone });
    const { page } = tab;
    const description = `Coin mech jammed ${uniqueSuffix()}`;
    await tab.goto('/report-issue');
    await page.getByLabel('Game').selectOption(gameNames[0] ?? '');
    await page.getByLabel('Issue Type').selectOption({ label: 'Not Accepting Money' });
    await page.getByLabel('Description').fill(description);
    await page.getByLabel('Your Name').fill('Avery');
    await page.getByLabel('Contact Info').fill('avery@example.com');
    await page.getByLabel('E-mail').fill('avery@example.com');
    await page.getByRole('button', { name: 'Submit Report' }).click();

    await expectToast(page, 'Issue Reported');
    await page.getByRole('heading', { name: 'Report Submitted' }).waitFor();
    await expect
      .poll(() => page.locator('.report-received').innerText())
      .toContain('We will e-mail avery@example.com once it is fixed.');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Report Submitted');
    const stored = (await reports()).find((report) => report.description === description);
    expect(stored).toMatchObject({
      gameName: gameNames[0],
      issueType: 'not_accepting_money',
      playerName: 'Avery',
      contactInfo: 'avery@example.com',
      email: 'avery@example.com',
      status: 'reported',
    });
    made.push(stored!.id);

    await page.getByRole('button', { name: 'Report Another Issue' }).click();
    await page.getByRole('button', { name: 'Submit Report' }).waitFor();
    await expect.poll(() => page.getByLabel('Description').inputValue()).toBe('');
    await expect.poll(() => page.getByLabel('Game').inputValue()).toBe('');
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when the link names a game, then the form starts with it chosen', async () => {
    const tab = await pages.open();
    const game = gameNames[2] ?? '';
    await tab.goto(`/report-issue?game=${encodeURIComponent(game)}`);
    await tab.page.getByRole('option', { name: 'Select a game' }).waitFor({ state: 'attached' });
    await expect.poll(() => tab.page.getByLabel('Game').inputValue()).toBe(game);
  });

  it('when the server refuses the report, then the failure toast shows and the typing stays', async () => {
    const tab = await pages.open();
    const { page } = tab;
    await page.route('**/api/machine-reports', (route) =>
      route.fulfill({ status: 503, json: { message: 'Service unavailable' } }),
    );
    await tab.goto('/report-issue');
    await page.getByLabel('Game').selectOption(gameNames[0] ?? '');
    await page.getByLabel('Issue Type').selectOption({ label: 'Other' });
    await page.getByLabel('Description').fill('Smoke from the cabinet vent');
    await page.getByRole('button', { name: 'Submit Report' }).click();

    await expectToast(
      page,
      'Error',
      'Failed to submit report. Please try again or notify staff directly.',
    );
    await expect
      .poll(() => page.getByLabel('Description').inputValue())
      .toBe('Smoke from the cabinet vent');
    expect(
      allProblems(tab.problems, {
        expectedHttpErrors: [{ status: 503, path: '/api/machine-reports' }],
      }),
    ).toEqual([]);
  });

  it('when the server refuses for too many reports from this connection, then the toast says when to send again', async () => {
    const tab = await pages.open();
    const { page } = tab;
    await page.route('**/api/machine-reports', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '90' },
        json: { message: 'Too many' },
      }),
    );
    await tab.goto('/report-issue');
    await page.getByLabel('Game').selectOption(gameNames[0] ?? '');
    await page.getByLabel('Issue Type').selectOption({ label: 'Other' });
    await page.getByLabel('Description').fill('Smoke from the cabinet vent');
    await page.getByRole('button', { name: 'Submit Report' }).click();

    await expectToast(
      page,
      'Error',
      'Too many reports from this connection. Please try again in 2 minutes.',
    );
    expect(
      allProblems(tab.problems, {
        expectedHttpErrors: [{ status: 429, path: '/api/machine-reports' }],
      }),
    ).toEqual([]);
  });

  it('when the catalogue has no games, then the game list says No games available', async () => {
    const tab = await pages.open();
    await tab.page.route('**/api/games/list', (route) => route.fulfill({ json: [] }));
    // Opened from another page, so the browser asks for the list (see openInApp).
    await openInApp(tab, '/report-issue');
    await expect
      .poll(() => tab.page.getByLabel('Game').locator('option').allInnerTexts())
      .toEqual(['No games available']);
    await expect.poll(() => tab.page.getByLabel('Game').isDisabled()).toBe(true);
  });

  it('when the games list fails, then the form says Failed to load games and offers a retry', async () => {
    const tab = await pages.open();
    await tab.page.route('**/api/games/list', (route) =>
      route.fulfill({ status: 503, json: { message: 'Service unavailable' } }),
    );
    await openInApp(tab, '/report-issue');
    await expect
      .poll(() => tab.page.locator('.field__error').allInnerTexts())
      .toEqual(['Failed to load games']);
    await tab.page.getByRole('button', { name: 'Try again' }).waitFor();
  });
});

describe('machine reports (staff)', () => {
  const cardOf = (page: Page, description: string) =>
    page.locator('.report-card').filter({ hasText: description });

  it('when staff open a report, write notes and set each status, then the badge, toast and stored report follow', async () => {
    const description = `Left flipper dead ${uniqueSuffix()}`;
    const id = await reportViaApi(description);
    const stored = (await reports()).find((report) => report.id === id)!;
    const venue = await venueFormatter(baseUrl);
    const tab = await pages.open(withSession(baseUrl, session));
    const { page } = tab;
    await tab.goto('/staff/machine-reports');

    const card = cardOf(page, description);
    await expect
      .poll(() => card.locator('.record-card__subtitle').innerText())
      .toBe(`Reported ${venue.date(stored.reportedAt)} at ${venue.time(stored.reportedAt)}`);
    await expect
      .poll(() => card.locator('.record-card__subtitle').innerText())
      .toMatch(/^Reported [A-Z][a-z]{2} \d{2}, \d{4} at \d{2}:\d{2}$/);
    await expect
      .poll(() => card.locator('.badge').allInnerTexts())
      .toEqual(['Game Frozen', 'Reported']);

    await card.getByRole('button', { name: 'Show details' }).click();
    await expect.poll(() => card.locator('.record-card__facts').innerText()).toContain('Robin');
    await card.getByLabel('Staff Notes').fill('Ordered a new coil');
    await card.getByRole('button', { name: 'Mark Investigating' }).click();
    await expectToast(page, 'Status Updated');
    await expect.poll(() => card.locator('.badge').nth(1).innerText()).toBe('Investigating');

    await card.getByRole('button', { name: 'Mark Fixed' }).click();
    await expect.poll(() => card.locator('.badge').nth(1).innerText()).toBe('Fixed');
    const fixed = (await reports()).find((report) => report.id === id);
    expect(fixed).toMatchObject({ status: 'fixed', staffNotes: 'Ordered a new coil' });
    expect(fixed?.resolvedAt).toBeInstanceOf(Date);

    await card.getByRole('button', { name: 'Close Report' }).click();
    await expect.poll(() => card.locator('.badge').nth(1).innerText()).toBe('Closed');
    await tab.goto('/staff/machine-reports');
    await cardOf(page, description).getByRole('button', { name: 'Show details' }).click();
    await expect
      .poll(() => cardOf(page, description).getByLabel('Staff Notes').inputValue())
      .toBe('Ordered a new coil');
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when a player left an e-mail, then the card shows it under Contact and Mark Fixed says it e-mails them, until it is fixed', async () => {
    const email = `jo-${uniqueSuffix()}@example.com`;
    const description = `Ball trough jammed ${uniqueSuffix()}`;
    const { id } = z.object({ id: z.string() }).parse(
      await apiPost(baseUrl, '/api/machine-reports', {
        gameName: gameNames[0],
        issueType: 'mechanical_issue',
        description,
        playerName: 'Jo',
        email,
      }),
    );
    made.push(id);
    const phoneOnly = `Phone only ${uniqueSuffix()}`;
    await reportViaApi(phoneOnly);
    const tab = await pages.open(withSession(baseUrl, session));
    const { page } = tab;
    await tab.goto('/staff/machine-reports');

    const contactOf = (card: ReturnType<typeof cardOf>) =>
      card.locator('.record-card__fact').filter({ hasText: 'Contact' }).locator('dd').innerText();
    const card = cardOf(page, description);
    await card.getByRole('button', { name: 'Show details' }).click();
    await expect.poll(() => contactOf(card)).toBe(email);
    const markFixed = card.getByRole('button', { name: 'Mark Fixed' });
    const noteId = await markFixed.getAttribute('aria-describedby');
    expect(noteId).toBeTruthy();
    await expect
      .poll(() => page.locator(`[id="${noteId}"]`).innerText())
      .toBe(`Marking fixed e-mails ${email}.`);

    const other = cardOf(page, phoneOnly);
    await other.getByRole('button', { name: 'Show details' }).click();
    await expect.poll(() => contactOf(other)).toBe('204-555-0199');
    expect(
      await other.getByRole('button', { name: 'Mark Fixed' }).getAttribute('aria-describedby'),
    ).toBeNull();
    expect(await other.innerText()).not.toContain('Marking fixed e-mails');

    await markFixed.click();
    await expect.poll(() => card.locator('.badge').nth(1).innerText()).toBe('Fixed');
    await expect.poll(() => card.innerText()).not.toContain('Marking fixed e-mails');
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when a status change fails, then the failure toast says so', async () => {
    const description = `Coin door stuck ${uniqueSuffix()}`;
    await reportViaApi(description);
    const tab = await pages.open(withSession(baseUrl, session));
    const { page } = tab;
    await page.route('**/api/machine-reports/*', (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal error' } }),
    );
    await tab.goto('/staff/machine-reports');
    const card = cardOf(page, description);
    await card.getByRole('button', { name: 'Show details' }).click();
    await card.getByRole('button', { name: 'Mark Fixed' }).click();
    await expectToast(page, 'Error', 'Failed to update report status.');
  });

  it('when staff delete a report and confirm, then it is gone and Report Deleted shows', async () => {
    const description = `Marquee light out ${uniqueSuffix()}`;
    const id = await reportViaApi(description);
    const tab = await pages.open(withSession(baseUrl, session));
    const { page } = tab;
    await tab.goto('/staff/machine-reports');
    const card = cardOf(page, description);
    await card.getByRole('button', { name: 'Show details' }).click();
    await card.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Cancel');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Report Deleted');
    await expect.poll(() => card.count()).toBe(0);
    expect((await reports()).some((report) => report.id === id)).toBe(false);
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when there are no reports, then the page says No Issues Reported', async () => {
    const tab = await pages.open(withSession(baseUrl, session));
    await tab.page.route('**/api/machine-reports', (route) => route.fulfill({ json: [] }));
    await tab.goto('/staff/machine-reports');
    await tab.page.getByText('No Issues Reported', { exact: true }).waitFor();
  });

  it('when there are more reports than a page, then Show older reports adds the ones after the last shown', async () => {
    await reportViaApi(`Older problem ${uniqueSuffix()}`);
    await reportViaApi(`Newer problem ${uniqueSuffix()}`);
    const all = await reports();
    const tab = await pages.open(withSession(baseUrl, session));
    // The first page holds one report; the server makes its Link to the next.
    await tab.page.route('**/api/machine-reports', async (route) => {
      const response = await route.fetch({ url: `${baseUrl}/api/machine-reports?limit=1` });
      await route.fulfill({ response });
    });
    await tab.goto('/staff/machine-reports');
    const cards = tab.page.locator('.report-card');
    await expect.poll(() => cards.count()).toBe(1);
    // The reports' count, not the mail outbox's below them (it lists any message sent before).
    await expect
      .poll(() => tab.page.locator('.show-more__status', { hasText: / reports?$/ }).innerText())
      .toBe(`Showing 1 of ${all.length} reports`);
    await tab.page.getByRole('button', { name: 'Show older reports' }).click();
    await expect.poll(() => cards.count()).toBe(all.length);
    await expect
      .poll(() => tab.page.locator('.report-card .record-card__text').allInnerTexts())
      .toEqual(all.map((report) => report.description));
    await expect
      .poll(() => tab.page.getByRole('button', { name: 'Show older reports' }).count())
      .toBe(0);
  });

  it('when reports came in at different times, then the newest is first', async () => {
    const older = await reportViaApi(`Older problem ${uniqueSuffix()}`);
    const newer = await reportViaApi(`Newer problem ${uniqueSuffix()}`);
    const tab = await pages.open(withSession(baseUrl, session));
    await tab.goto('/staff/machine-reports');
    const list = await reports();
    const descriptionOf = (id: string) => list.find((report) => report.id === id)!.description;
    await expect
      .poll(async () => {
        const titles = await tab.page.locator('.report-card .record-card__text').allInnerTexts();
        const newerAt = titles.indexOf(descriptionOf(newer));
        return newerAt >= 0 && newerAt < titles.indexOf(descriptionOf(older));
      })
      .toBe(true);
  });
});
