/**
 * Review aid, not a test: screenshots of the staff pages (and their dialogs) at phone and desktop
 * widths. Only dry runs: nothing is changed on the server.
 *   npx tsx tests/browser/staff-screenshots.ts http://127.0.0.1:PORT USERNAME PASSWORD [outDir=/tmp/shots-staff]
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

import type { Page } from 'playwright-core';

import { allProblems, launchBrowser, openPage } from './browser';
import { exportViaApi, signInViaApi, withSession } from './staff';

const [baseUrl, username, password, outDir = '/tmp/shots-staff'] = process.argv.slice(2);
if (!baseUrl || !username || !password) {
  process.stderr.write(
    'usage: tsx tests/browser/staff-screenshots.ts <baseUrl> <username> <password> [outDir]\n',
  );
  process.exit(2);
}

const widths = [390, 1280];
const session = await signInViaApi(baseUrl, { username, password });
const clawFile = await exportViaApi(baseUrl, session.token, 'claw');
// A file that adds one game and drops the first: enough for a preview with every list.
const previewFile = `${clawFile.trim().split('\n').slice(1).join('\n')}\nNeon Grabber|Preview Works|2024|A preview-only line.\n`;
const badFile = 'Good|Works|2001|Fine.\nMissing Year|Works\nBad Year|Works|nineteen|Nope.\n';

await mkdir(outDir, { recursive: true });
const browser = await launchBrowser();

async function shoot(page: Page, name: string, width: number) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(250); // toasts and dialogs finish their entrance
  const file = path.join(outDir, `${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  process.stdout.write(`${file}${overflow > 0 ? `  HORIZONTAL OVERFLOW ${overflow}px` : ''}\n`);
}

async function chooseFile(page: Page, name: string, text: string) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Import Data' }).click(),
  ]);
  await chooser.setFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
  await page.getByRole('dialog').waitFor();
}

try {
  for (const width of widths) {
    const viewport = { width, height: width < 600 ? 844 : 900 };

    const out = await openPage(browser, baseUrl, { viewport });
    await out.goto('/staff/login');
    await shoot(out.page, 'login', width);
    await out.page.getByRole('button', { name: 'Sign In' }).click();
    await shoot(out.page, 'login-errors', width);
    await out.page.getByLabel('Username').fill(username);
    await out.page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await out.page.getByRole('button', { name: 'Sign In' }).click();
    await out.page.locator('form').getByRole('alert').waitFor();
    await shoot(out.page, 'login-wrong-password', width);
    await out.close();

    const tab = await openPage(browser, baseUrl, { viewport, ...withSession(baseUrl, session) });
    const { page } = tab;
    await tab.goto('/staff/portal');
    await page.locator('.status-tile__value', { hasText: 'Machines' }).waitFor();
    await shoot(page, 'portal', width);

    await tab.goto('/staff/games');
    await page.getByRole('heading', { name: 'Staff Games Access' }).waitFor();
    await shoot(page, 'games-gate', width);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Access', exact: true }).click();
    await page.locator('.field__error').waitFor();
    await shoot(page, 'games-gate-denied', width);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Access', exact: true }).click();
    await page.getByRole('table').waitFor();
    await shoot(page, 'games', width);

    await page.getByRole('button', { name: 'Add New Game' }).click();
    await page.getByRole('dialog').waitFor();
    await shoot(page, 'games-add-dialog', width);
    await page.getByRole('button', { name: 'Add Game' }).click();
    await shoot(page, 'games-add-missing', width);
    await page.keyboard.press('Escape');

    const firstDelete = page.getByRole('button', { name: /^Delete / }).first();
    await firstDelete.click();
    await page.getByRole('alertdialog').waitFor();
    await shoot(page, 'games-delete-confirm', width);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await tab.goto('/staff/games?category=claw');
    await page.getByRole('table').waitFor();
    await chooseFile(page, 'claw.txt', previewFile);
    await shoot(page, 'games-import-preview', width);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await chooseFile(page, 'broken.txt', badFile);
    await shoot(page, 'games-import-errors', width);
    await page.keyboard.press('Escape');

    await tab.goto('/staff/users');
    await page.getByRole('table').waitFor();
    await shoot(page, 'users', width);
    await page.getByRole('button', { name: 'Add Account' }).click();
    await page.getByRole('dialog').waitFor();
    await shoot(page, 'users-add-dialog', width);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await shoot(page, 'users-add-errors', width);
    await page.keyboard.press('Escape');

    await tab.goto('/staff/events');
    await page.getByRole('table').waitFor();
    await shoot(page, 'events', width);
    await page.getByRole('button', { name: 'Add Event' }).click();
    await page.getByRole('dialog').waitFor();
    await page.getByLabel('Title').fill('Spring Flipper Frenzy');
    await page.getByLabel('Date').fill('2030-04-18');
    await shoot(page, 'events-add-dialog', width);
    await page.getByLabel('Title').fill('');
    await page.getByRole('dialog').getByRole('button', { name: 'Add Event' }).click();
    await shoot(page, 'events-add-errors', width);
    await page.keyboard.press('Escape');

    await tab.goto('/staff/leaderboard');
    await page.getByRole('table').waitFor();
    await shoot(page, 'leaderboard', width);
    await page.getByRole('button', { name: 'Add Score' }).click();
    await shoot(page, 'leaderboard-add-errors', width);

    await tab.goto('/staff/floor');
    await page.locator('.floor-machine').first().waitFor();
    await shoot(page, 'floor', width);

    // A machine's page as its QR code opens it, with the staff actions under its status.
    await tab.goto('/games/attack-from-mars');
    await page.getByRole('region', { name: 'Staff actions' }).waitFor();
    await shoot(page, 'machine-staff-actions', width);

    await tab.goto('/staff/schedule');
    await page.locator('.calendar-day').first().waitFor();
    await shoot(page, 'schedule-monthly', width);
    await page.locator('.calendar-day').nth(10).click();
    await page.getByRole('dialog').waitFor();
    await shoot(page, 'schedule-edit', width);
    await page.getByLabel('Shift Time').fill('all afternoon');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.locator('.field__error').waitFor();
    await shoot(page, 'schedule-edit-invalid', width);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('tab', { name: 'Current Week' }).click();
    await page.getByRole('heading', { name: /^Week of / }).waitFor();
    await shoot(page, 'schedule-week', width);

    const problems = allProblems(tab.problems, {
      expectedHttpErrors: [
        { status: 403, path: '/api/staff/verify' },
        { status: 422, path: '/api/games/import' },
      ],
    });
    if (problems.length) process.stdout.write(`${width}px problems:\n  ${problems.join('\n  ')}\n`);
    await tab.close();
  }
} finally {
  await browser.close();
}
