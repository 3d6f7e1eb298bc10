import { machineReportSchema } from '@venue/contracts/machine-reports';
import { readMessage } from '@venue/test-helpers/mail-message';
import { startMailSink, type MailSink } from '@venue/test-helpers/mail-sink';
import { startProduct, type RunningProduct } from '@venue/test-helpers/product';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { allProblems, launchBrowser, pageTracker, viewports } from './browser';
import { boardOf, machineStatuses, scorePhoto, statusBadge } from './machines';
import { apiRead } from './operations';
import { expectToast, signInViaApi, uniqueSuffix, withSession, type ApiSession } from './staff';

/**
 * The path a player takes from the QR code on a machine, end to end: a product of its own whose
 * mail goes to an SMTP sink on 127.0.0.1 (the shared product writes mail to its outbox folder,
 * which the staff outbox page reads), so the reporter's message is seen arriving.
 */
const admin = { username: 'scanpathadmin', password: 'scan-path-test-password-1' };
let browser: Browser;
let product: RunningProduct;
let sink: MailSink;
let session: ApiSession;
let pages: ReturnType<typeof pageTracker>;

beforeAll(async () => {
  sink = await startMailSink();
  product = await startProduct({
    env: {
      STAFF_ADMIN_USERNAME: admin.username,
      STAFF_ADMIN_PASSWORD: admin.password,
      SMTP_URL: sink.url,
      MAIL_FROM: 'Forks Arcade <arcade@forks.example>',
      OPEN_METEO_URL: 'http://127.0.0.1:9',
    },
  });
  browser = await launchBrowser();
  session = await signInViaApi(product.baseUrl, admin);
  pages = pageTracker(() => browser, product.baseUrl);
}, 240_000);
afterEach(() => pages?.closeAll());
afterAll(async () => {
  await browser?.close();
  await product?.stop();
  await sink?.close();
});

const reports = () =>
  apiRead(product.baseUrl, '/api/machine-reports', session.token, z.array(machineReportSchema));

/** Sends the open report dialog's form and waits for its thanks. */
async function sendReport(page: Page, description: string, email: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Issue Type').selectOption({ label: 'Game Frozen' });
  await dialog.getByLabel('Description').fill(description);
  await dialog.getByLabel('Your Name').fill('Robin');
  if (email) await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Submit Report' }).click();
  await dialog.getByRole('heading', { name: 'Report Submitted' }).waitFor();
}

describe('from the QR code on a machine', () => {
  it('when a player reports a problem twice, staff fix it, and the player sends a score that staff approve, then the page, the mail and the boards follow every step', async () => {
    // A machine that is working, and the one whose name comes first on the boards.
    const machines = (await machineStatuses(product.baseUrl))
      .filter((machine) => machine.status === 'working')
      .sort((a, b) => a.gameName.localeCompare(b.gameName, 'en', { sensitivity: 'base' }));
    const machine = machines[0]!;
    const email = `robin-${uniqueSuffix()}@example.com`;
    const first = `Froze on the second ball ${uniqueSuffix()}`;
    const second = `Display flickers too ${uniqueSuffix()}`;

    // 1. The QR code opens the machine's page on a phone.
    const player = await pages.open({ viewport: viewports.phone });
    const { page } = player;
    await player.goto(`/games/${machine.slug}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe(machine.gameName);
    await expect.poll(() => statusBadge(page).innerText()).toBe('Working');

    // 2. A report, with an e-mail to be told: the status turns reported by itself.
    await page.getByRole('button', { name: 'Report a problem' }).click();
    const dialog = page.getByRole('dialog');
    await expect
      .poll(() => dialog.getByRole('heading', { level: 2 }).first().innerText())
      .toBe('Report a problem');
    await expect.poll(() => dialog.innerText()).toContain(machine.gameName);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('issueType');
    await sendReport(page, first, email);
    await expectToast(page, 'Issue Reported');
    await expect
      .poll(() => dialog.innerText())
      .toContain(`We will e-mail ${email} once it is fixed.`);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => statusBadge(page).innerText()).toBe('Reported');

    // 3. The second report is told it is known already, and still takes the details.
    await expect.poll(() => page.getByText("Already reported: we're on it").isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Add details' }).click();
    await expect
      .poll(() => dialog.locator('.dialog__description').innerText())
      .toContain("is already reported: we're on it");
    await sendReport(page, second, '');
    await expect.poll(() => dialog.innerText()).not.toContain('We will e-mail');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect
      .poll(async () => (await reports()).filter((report) => report.gameName === machine.gameName))
      .toHaveLength(2);

    // 4. Staff look into both on the floor: the machine is being fixed.
    const staff = await pages.open(withSession(product.baseUrl, session));
    await staff.goto('/staff/machine-reports');
    const cardOf = (description: string) =>
      staff.page.locator('.report-card').filter({ hasText: description });
    const setStatus = async (description: string, button: string, badge: string) => {
      const card = cardOf(description);
      if ((await card.getByRole('button', { name: button }).count()) === 0) {
        await card.getByRole('button', { name: 'Show details' }).click();
      }
      await card.getByRole('button', { name: button }).click();
      await expect.poll(() => card.locator('.badge').nth(1).innerText()).toBe(badge);
    };
    await setStatus(first, 'Mark Investigating', 'Investigating');
    await setStatus(second, 'Mark Investigating', 'Investigating');
    const afterReload = async () => {
      await page.reload({ waitUntil: 'networkidle' });
      return statusBadge(page).innerText();
    };
    await expect.poll(afterReload).toBe('Being Fixed');

    // 5. Fixed: the machine works again, and the reporter who left an address is told, once.
    await setStatus(first, 'Mark Fixed', 'Fixed');
    await setStatus(second, 'Mark Fixed', 'Fixed');
    await expect.poll(afterReload).toBe('Working');
    await expect.poll(() => sink.received.length).toBe(1);
    expect(sink.received[0]!.to).toEqual([email]);
    expect(sink.received[0]!.raw).toContain(`Subject: ${machine.gameName} is fixed`);
    // The message greets nobody by name: the name is the player's free text.
    expect(readMessage(sink.received[0]!.raw).text).toMatch(/^Hello,\n/);
    expect(sink.received[0]!.raw).not.toContain('Robin');

    // 6. A score with a photo of the display: the player is told it waits for staff.
    const playerName = `Ace ${uniqueSuffix()}`;
    const score = 9_007_199_254_740_000;
    await page.getByRole('button', { name: 'Submit a score' }).click();
    await dialog.getByLabel('Your Name').waitFor();
    await dialog.getByLabel('Your Name').fill(playerName);
    await dialog.getByLabel('Score', { exact: true }).fill(score.toLocaleString('en-US'));
    await dialog.getByLabel('Photo of the Display').setInputFiles(await scorePhoto());
    await dialog.getByRole('button', { name: 'Send Score' }).click();
    await dialog.getByRole('heading', { name: 'Score sent for approval' }).waitFor();
    await expect.poll(() => dialog.innerText()).toContain('waiting for staff');
    await expectToast(page, 'Score Submitted');
    await dialog.getByRole('button', { name: 'Done' }).click();

    // 7. Staff approve it in their queue.
    const shown = score.toLocaleString('en-US');
    await staff.goto('/staff/score-submissions');
    const submission = staff.page.locator('.submission-card').filter({
      has: staff.page.getByRole('heading', { name: playerName, exact: true }),
    });
    await submission
      .getByRole('button', { name: `Approve ${playerName}'s ${shown} on ${machine.gameName}` })
      .click();
    await expectToast(staff.page, 'Score Approved');
    await expect.poll(() => submission.count()).toBe(0);

    // 8. It is on this month's board, in the Hall of Fame and on the machine's page.
    const rowOf = (board: Awaited<ReturnType<typeof boardOf>>) =>
      board.locator('.game-board__row').filter({ hasText: playerName });
    const boards = await pages.open();
    await boards.goto('/leaderboard');
    const monthly = await boardOf(boards.page, machine.gameName);
    await expect.poll(() => rowOf(monthly).locator('.game-board__score').innerText()).toBe(shown);
    await expect.poll(() => rowOf(monthly).getAttribute('class')).toContain('rank-1');
    await boards.goto('/leaderboard?view=all-time');
    await expect
      .poll(() => boards.page.getByRole('heading', { level: 1 }).innerText())
      .toBe('Hall of Fame');
    const hallOfFame = await boardOf(boards.page, machine.gameName);
    await expect
      .poll(() => rowOf(hallOfFame).locator('.game-board__score').innerText())
      .toBe(shown);
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => page.locator('.game-scores').getByText(playerName).count()).toBe(2);

    // Still the one message: nothing since the fix told anyone again.
    expect(sink.received).toHaveLength(1);
    expect(allProblems(player.problems)).toEqual([]);
    expect(allProblems(staff.problems)).toEqual([]);
  });
});
