import { outboxMailSchema } from '@venue/contracts/mail';
import { machineReportSchema } from '@venue/contracts/machine-reports';
import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { allProblems, getJson, viewports } from './browser';
import { apiDelete, apiPost, apiRead, venueFormatter } from './operations';
import { uniqueSuffix, withSession } from './staff';
import { browserSuite } from './suite';

const { baseUrl, session, pages } = browserSuite({ signIn: true });
let gameName: string;
/** Reports a test made, removed after it (their messages stay in the outbox, as sent mail does). */
const made: string[] = [];

const outbox = () =>
  apiRead(baseUrl, '/api/mail/outbox?limit=200', session.token, z.array(outboxMailSchema));
const reports = () =>
  apiRead(baseUrl, '/api/machine-reports?limit=200', session.token, z.array(machineReportSchema));

beforeAll(async () => {
  gameName = z.array(z.string()).parse(await getJson(baseUrl, '/api/games/list'))[1]!;
});
afterEach(async () => {
  const existing = new Set((await reports()).map((report) => report.id));
  for (const id of made.splice(0).filter((id) => existing.has(id))) {
    await apiDelete(baseUrl, `/api/machine-reports/${id}`, session.token);
  }
});

/** A player's report that left an address, marked fixed by staff: the reporter's message, once written. */
async function fixedReportWithEmail(email: string) {
  const { id } = z.object({ id: z.string() }).parse(
    await apiPost(baseUrl, '/api/machine-reports', {
      gameName,
      issueType: 'game_frozen',
      description: `Froze on the attract screen ${uniqueSuffix()}`,
      playerName: 'Robin',
      contactInfo: '',
      email,
    }),
  );
  made.push(id);
  const response = await fetch(new URL(`/api/machine-reports/${id}`, baseUrl), {
    method: 'PATCH',
    headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'fixed', staffNotes: 'New power supply' }),
  });
  if (!response.ok) throw new Error(`mark fixed: ${response.status}`);
  await expect.poll(async () => (await outbox()).some((mail) => mail.reportId === id)).toBe(true);
  const mail = (await outbox()).find((entry) => entry.reportId === id)!;
  const report = (await reports()).find((entry) => entry.id === id)!;
  return { mail, report };
}

const mailCardOf = (page: Page, email: string) =>
  page.locator('.outbox-card').filter({ hasText: `To ${email}` });

const factsOf = (card: Locator) =>
  card
    .locator('.record-card__fact')
    .evaluateAll((facts) =>
      Object.fromEntries(
        facts.map((fact) => [
          fact.querySelector('dt')?.textContent ?? '',
          (fact.querySelector('dd') as HTMLElement | null)?.innerText ?? '',
        ]),
      ),
    );

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? null);

describe('mail outbox (staff machine reports)', () => {
  it('when a report that left an e-mail is marked fixed, then its message is listed with the address, subject, when and the report it answers', async () => {
    const email = `robin-${uniqueSuffix()}@example.com`;
    const { mail, report } = await fixedReportWithEmail(email);
    const venue = await venueFormatter(baseUrl);
    const tab = await pages.open({ viewport: viewports.phone, ...withSession(baseUrl, session) });
    const { page } = tab;
    await tab.goto('/staff/machine-reports');

    await page.getByRole('link', { name: 'Mail Outbox' }).click();
    await expect.poll(() => focusedId(page)).toBe('mail-outbox');
    const section = page.getByRole('region', { name: 'Mail Outbox' });
    const card = mailCardOf(page, email);
    await expect
      .poll(() => card.getByRole('heading', { level: 3 }).innerText())
      .toBe(`${gameName} is fixed`);
    await expect
      .poll(() => factsOf(card))
      .toEqual({
        Written: `${venue.date(mail.writtenAt)} at ${venue.time(mail.writtenAt)}`,
        Report: `${gameName}, reported ${venue.date(report.reportedAt)}`,
        File: mail.file,
      });
    await card.getByText('Message', { exact: true }).click();
    await expect.poll(() => card.locator('.record-card__text').innerText()).toMatch(/^Hello,\n/);
    await expect
      .poll(() => section.locator('.show-more__status').innerText())
      .toMatch(/^Showing \d+ of \d+ messages?$/);

    await card
      .getByRole('link', { name: `${gameName}, reported ${venue.date(report.reportedAt)}` })
      .click();
    await expect.poll(() => focusedId(page)).toBe(`report-${report.id}`);
    await expect
      .poll(() => page.locator(`#report-${report.id} .record-card__text`).innerText())
      .toBe(report.description);
    await expect
      .poll(() =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      )
      .toBe(0);
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when staff mark a report that left an e-mail fixed on the page, then its message shows in the outbox below without a reload', async () => {
    const email = `sam-${uniqueSuffix()}@example.com`;
    const description = `Coin door jammed ${uniqueSuffix()}`;
    const { id } = z.object({ id: z.string() }).parse(
      await apiPost(baseUrl, '/api/machine-reports', {
        gameName,
        issueType: 'not_accepting_money',
        description,
        playerName: '',
        contactInfo: '',
        email,
      }),
    );
    made.push(id);
    const tab = await pages.open(withSession(baseUrl, session));
    const { page } = tab;
    await tab.goto('/staff/machine-reports');
    const section = page.getByRole('region', { name: 'Mail Outbox' });
    await section.locator('.outbox-card, .list-state').first().waitFor();
    await expect.poll(() => mailCardOf(page, email).count()).toBe(0);

    const card = page.locator('.report-card').filter({ hasText: description });
    await card.getByRole('button', { name: 'Show details' }).click();
    await card.getByRole('button', { name: 'Mark Fixed' }).click();
    await expect
      .poll(() => mailCardOf(page, email).getByRole('heading', { level: 3 }).innerText())
      .toBe(`${gameName} is fixed`);
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when someone without a staff session asks for the outbox, then it is refused', async () => {
    const response = await fetch(new URL('/api/mail/outbox', baseUrl));
    expect(response.status).toBe(401);
  });

  it('when there are more messages than a page, then Show older messages adds the ones after the last shown', async () => {
    await fixedReportWithEmail(`one-${uniqueSuffix()}@example.com`);
    await fixedReportWithEmail(`two-${uniqueSuffix()}@example.com`);
    const all = await outbox();
    const tab = await pages.open(withSession(baseUrl, session));
    // The first page holds one message; the server makes its Link to the next.
    await tab.page.route(
      (url) => url.pathname === '/api/mail/outbox' && !url.searchParams.has('before'),
      async (route) => {
        const url = new URL(route.request().url());
        url.searchParams.set('limit', '1');
        await route.fulfill({ response: await route.fetch({ url: url.toString() }) });
      },
    );
    await tab.goto('/staff/machine-reports');
    const section = tab.page.getByRole('region', { name: 'Mail Outbox' });
    const cards = section.locator('.outbox-card');
    await expect.poll(() => cards.count()).toBe(1);
    await expect
      .poll(() => section.locator('.show-more__status').innerText())
      .toBe(`Showing 1 of ${all.length} messages`);
    await section.getByRole('button', { name: 'Show older messages' }).click();
    await expect.poll(() => cards.count()).toBe(all.length);
    await expect
      .poll(() => cards.locator('.record-card__subtitle').allInnerTexts())
      .toEqual(all.map((mail) => `To ${mail.to}`));
  });

  it('when nothing was written to the outbox, then the section says so', async () => {
    const tab = await pages.open(withSession(baseUrl, session));
    await tab.page.route('**/api/mail/outbox', (route) => route.fulfill({ json: [] }));
    await tab.goto('/staff/machine-reports');
    await expect
      .poll(() =>
        tab.page.getByRole('region', { name: 'Mail Outbox' }).locator('.list-state').innerText(),
      )
      .toBe('No messages in the outbox.');
  });
});
