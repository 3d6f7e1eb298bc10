/**
 * Review aid, not a test: screenshots of /gallery (grid, filter, large view, empty filter) and
 * /staff/galleryupload (gate, table, upload dialog with its checks, edit, delete) at every width
 * the design names. Nothing is changed on the server.
 *   npx tsx tests/browser/gallery-screenshots.ts http://127.0.0.1:PORT USERNAME PASSWORD [outDir=/tmp/shots-gallery]
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

import type { Page } from 'playwright-core';

import { allProblems, launchBrowser, openPage } from './browser';
import { signInViaApi, withSession } from './staff';

const [baseUrl, username, password, outDir = '/tmp/shots-gallery'] = process.argv.slice(2);
if (!baseUrl || !username || !password) {
  process.stderr.write(
    'usage: tsx tests/browser/gallery-screenshots.ts <baseUrl> <username> <password> [outDir]\n',
  );
  process.exit(2);
}

const widths = [360, 390, 768, 1280, 1920];
const session = await signInViaApi(baseUrl, { username, password });
await mkdir(outDir, { recursive: true });
const browser = await launchBrowser();

async function shoot(page: Page, name: string, width: number) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  const file = path.join(outDir, `${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  process.stdout.write(`${file}${overflow > 0 ? `  HORIZONTAL OVERFLOW ${overflow}px` : ''}\n`);
}

try {
  for (const width of widths) {
    const viewport = { width, height: width < 600 ? 844 : 900 };
    const visitor = await openPage(browser, baseUrl, { viewport });
    await visitor.goto('/gallery');
    await visitor.page.locator('.gallery-card img').first().waitFor();
    await shoot(visitor.page, 'gallery', width);
    await visitor.page
      .getByRole('button', { name: /^View / })
      .first()
      .click();
    await visitor.page.getByRole('dialog').waitFor();
    await shoot(visitor.page, 'gallery-large', width);
    await visitor.page.keyboard.press('Escape');
    await visitor.goto('/gallery?category=general');
    await shoot(visitor.page, 'gallery-empty-filter', width);
    const problems = allProblems(visitor.problems);
    if (problems.length) process.stdout.write(`${width}px problems:\n  ${problems.join('\n  ')}\n`);
    await visitor.close();

    const staff = await openPage(browser, baseUrl, { viewport, ...withSession(baseUrl, session) });
    const { page } = staff;
    await staff.goto('/staff/galleryupload');
    await page.getByRole('heading', { name: 'Staff Gallery Access' }).waitFor();
    await shoot(page, 'staff-gate', width);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Access', exact: true }).click();
    await page.getByRole('table').waitFor();
    await shoot(page, 'staff-table', width);

    await page.getByRole('button', { name: 'Upload New Image' }).click();
    await page.getByRole('dialog').waitFor();
    await shoot(page, 'staff-upload-empty', width);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await shoot(page, 'staff-upload-no-files', width);
    await page.locator('input[type=file]').setInputFiles([
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
      { name: 'floor.png', mimeType: 'image/png', buffer: Buffer.alloc(2048, 1) },
    ]);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await shoot(page, 'staff-upload-single-checks', width);
    await page.locator('input[type=file]').setInputFiles([
      { name: 'one.png', mimeType: 'image/png', buffer: Buffer.alloc(2048, 1) },
      { name: 'two.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(4096, 1) },
      { name: 'three.webp', mimeType: 'image/webp', buffer: Buffer.alloc(1024, 1) },
    ]);
    await shoot(page, 'staff-upload-batch', width);
    await page.keyboard.press('Escape');

    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    await shoot(page, 'staff-edit', width);
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', { name: /^Delete / })
      .first()
      .click();
    await page.getByRole('alertdialog').waitFor();
    await shoot(page, 'staff-delete', width);
    await page.getByRole('button', { name: 'Cancel' }).click();
    const staffProblems = allProblems(staff.problems, {
      expectedHttpErrors: [{ status: 403, path: '/api/staff/verify' }],
    });
    if (staffProblems.length) {
      process.stdout.write(`${width}px staff problems:\n  ${staffProblems.join('\n  ')}\n`);
    }
    await staff.close();
  }
} finally {
  await browser.close();
}
