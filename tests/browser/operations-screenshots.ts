/**
 * Review aid, not a test: screenshots of the operations pages (public forms and staff tools) and
 * their dialogs, with the sideways overflow of each at every width the design names. It writes
 * sample records first, so point it at a throwaway product.
 *   npx tsx tests/browser/operations-screenshots.ts http://127.0.0.1:PORT USERNAME PASSWORD [outDir=/tmp/shots-ops] [only=name,...]
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

import type { Page } from 'playwright-core';

import { allProblems, launchBrowser, openPage } from './browser';
import { signInViaApi, withSession } from './staff';

const [baseUrl, username, password, outDir = '/tmp/shots-ops', only] = process.argv.slice(2);
if (!baseUrl || !username || !password) {
  process.stderr.write(
    'usage: tsx tests/browser/operations-screenshots.ts <baseUrl> <username> <password> [outDir] [only]\n',
  );
  process.exit(2);
}

const widths = [360, 390, 768, 1280, 1920];
/** Widths whose pictures are saved; the others are only measured for sideways overflow. */
const saved = new Set([390, 1280]);
const session = await signInViaApi(baseUrl, { username, password });

async function post(pathName: string, body: unknown, token?: string) {
  const response = await fetch(new URL(pathName, baseUrl), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`POST ${pathName}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<{ id: string }>;
}

const names = (await (await fetch(new URL('/api/games/list', baseUrl))).json()) as string[];
await post('/api/machine-reports', {
  gameName: names[0],
  issueType: 'not_accepting_money',
  description: 'Ate two loonies and gave no credit. The coin door light is off as well.',
  playerName: 'Jamie',
  contactInfo: 'jamie@example.com',
});
await post('/api/machine-reports', {
  gameName: names[1],
  issueType: 'display_issue',
  description: 'Top half of the screen flickers green.',
});

const cleaningList = (await (
  await fetch(new URL('/api/staff/games-cleaned', baseUrl), {
    headers: { authorization: `Bearer ${session.token}` },
  })
).json()) as Array<{ name: string; category: string; weekStart: string }>;
const [cleanedGame, troubledGame] = cleaningList;
await post(
  '/api/staff/games-cleaned',
  {
    ...{ gameName: cleanedGame?.name, category: cleanedGame?.category },
    cleaned: true,
    weekStart: cleanedGame?.weekStart,
    comment: 'Glass polished, rubbers checked',
  },
  session.token,
);
await post(
  '/api/staff/game-issues',
  {
    gameName: troubledGame?.name,
    category: troubledGame?.category,
    issueType: 'electrical',
    description: 'GI lamps flicker on the left side',
  },
  session.token,
);

await post(
  '/api/maintenance',
  {
    gameTitle: 'Medieval Madness',
    gameCategory: 'pinball',
    issueType: 'mechanical',
    priority: 'urgent',
    status: 'parts_needed',
    description: 'Castle gate motor stalls half way; drawbridge will not close.',
    reportedBy: 'Jordan',
    assignedTo: 'Riley',
    partsCost: '$45 + tax',
    laborHours: '1.5',
    vendorUsed: 'Marco Specialties',
    nextMaintenanceDate: '2027-01-15',
  },
  session.token,
);
await post(
  '/api/maintenance',
  {
    gameTitle: 'Skee Ball',
    gameCategory: 'redemption',
    issueType: 'preventive',
    priority: 'low',
    status: 'completed',
    description: 'Quarterly lane wax and sensor check.',
    reportedBy: 'Sam',
    resolution: 'Waxed all lanes, cleaned ball sensors.',
  },
  session.token,
);

for (const prize of [
  {
    name: 'Giant Panda Plush',
    category: 'plushies',
    currentStock: 3,
    supplierCost: '$12.50',
    supplier: 'Plush Co.',
  },
  {
    name: 'Wireless Earbuds',
    category: 'electronics',
    currentStock: 0,
    supplierCost: '$24',
    pointsCost: 5000,
  },
  { name: 'Sour Candy Rope', category: 'candy', currentStock: 45, supplierCost: '0.35' },
  {
    name: 'Mystery Box',
    category: 'misc',
    currentStock: 20,
    supplierCost: 'ask Sam',
    isActive: false,
  },
]) {
  await post('/api/prizes', prize, session.token);
}
await post(
  '/api/major-wins',
  {
    gameName: 'Prize Locker',
    prizeDescription: 'Nintendo Switch',
    winnerName: 'Casey',
    pictureUrl: 'https://example.com/win.jpg',
    notes: 'Third locker win this month',
  },
  session.token,
);
await post(
  '/api/minor-restocks',
  { gameName: 'Claw Machine 2', itemsAdded: 24, restockedBy: 'Sam', notes: 'Small plush mix' },
  session.token,
);

await post('/api/contact', {
  name: 'Morgan Lee',
  email: 'morgan@example.com',
  subject: 'parties',
  message:
    'Hi! Could we book the party area for 18 kids on a Saturday in March? What packages do you have?',
});

await mkdir(outDir, { recursive: true });
const browser = await launchBrowser();
const wanted = (name: string) => !only || only.split(',').includes(name);

async function shoot(page: Page, name: string, width: number) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(250); // toasts and dialogs finish their entrance
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  const file = path.join(outDir, `${name}-${width}.png`);
  if (saved.has(width)) {
    await page.screenshot({ path: file, fullPage: true });
    // Long pages shrink to nothing when read whole: the first screen too, at full size.
    await page.screenshot({ path: file.replace(/\.png$/, '-top.png') });
  }
  if (saved.has(width) || overflow > 0) {
    process.stdout.write(`${file}${overflow > 0 ? `  HORIZONTAL OVERFLOW ${overflow}px` : ''}\n`);
  }
}

try {
  for (const width of widths) {
    const viewport = { width, height: width < 600 ? 844 : 900 };
    const tab = await openPage(browser, baseUrl, { viewport, ...withSession(baseUrl, session) });
    const { page } = tab;
    // The maintenance gate is shot; the prize page's is the same gate, passed here.
    await tab.context.addInitScript((name) => {
      window.sessionStorage.setItem('staffGate:prizes', name);
    }, username);

    if (wanted('report')) {
      await tab.goto('/report-issue');
      await page.getByRole('option', { name: 'Select a game' }).waitFor({ state: 'attached' });
      await shoot(page, 'report-issue', width);
      await page.getByRole('button', { name: 'Submit Report' }).click();
      await shoot(page, 'report-issue-errors', width);
      await page.getByLabel('Game').selectOption(names[2] ?? '');
      await page.getByLabel('Issue Type').selectOption('sound_issue');
      await page.getByLabel('Description').fill('No sound at all, even in attract mode.');
      await page.getByRole('button', { name: 'Submit Report' }).click();
      await page.getByRole('button', { name: 'Report Another Issue' }).waitFor();
      await shoot(page, 'report-issue-success', width);
    }

    if (wanted('reports')) {
      await tab.goto('/staff/machine-reports');
      await page.locator('.report-card').first().waitFor();
      await shoot(page, 'machine-reports', width);
      await page.getByRole('button', { name: 'Show details' }).first().click();
      await shoot(page, 'machine-reports-expanded', width);
    }

    if (wanted('cleaning')) {
      await tab.goto('/staff/gamescleaned');
      await page.locator('.cleaning-card').first().waitFor();
      await shoot(page, 'games-cleaned', width);
      await page
        .getByRole('button', { name: /^View Issues/ })
        .first()
        .click();
      await page.getByRole('dialog').locator('.issue-item').first().waitFor();
      await shoot(page, 'games-cleaned-issues', width);
      await page.keyboard.press('Escape');
      await page
        .getByRole('button', { name: /^Report Issue/ })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      await shoot(page, 'games-cleaned-report', width);
      await page.keyboard.press('Escape');
      await page.getByLabel('Only show with issues').check();
      await page.getByLabel('Category').selectOption('claw');
      await shoot(page, 'games-cleaned-filtered', width);
    }

    if (wanted('maintenance')) {
      await tab.goto('/staff/maintenance');
      await page.getByRole('heading', { name: 'Staff Maintenance Access' }).waitFor();
      await shoot(page, 'maintenance-gate', width);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Access', exact: true }).click();
      await page.locator('.maintenance-card').first().waitFor();
      await shoot(page, 'maintenance', width);
      await page.getByRole('button', { name: 'New Log' }).click();
      await page.getByRole('dialog').waitFor();
      await page.getByRole('button', { name: 'Create Log' }).click();
      await shoot(page, 'maintenance-new-errors', width);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /^Edit/ }).first().click();
      await page.getByRole('dialog').waitFor();
      await shoot(page, 'maintenance-edit', width);
      await page.keyboard.press('Escape');
      await page.getByLabel('Priority', { exact: true }).selectOption('high');
      await shoot(page, 'maintenance-filtered-empty', width);
      await page.evaluate(() => window.sessionStorage.clear());
    }

    if (wanted('prizes')) {
      await tab.goto('/staff/prizes');
      await page.locator('.prize-card').first().waitFor();
      await shoot(page, 'prizes', width);
      await page.getByRole('button', { name: 'Add Prize' }).click();
      await page.getByRole('dialog').waitFor();
      await page.getByLabel('Points Cost').fill('lots');
      await page.getByRole('dialog').getByRole('button', { name: 'Add Prize' }).click();
      await shoot(page, 'prizes-add-errors', width);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /^Edit/ }).first().click();
      await page.getByRole('dialog').waitFor();
      await shoot(page, 'prizes-edit', width);
      await page.keyboard.press('Escape');
      await page.getByRole('tab', { name: 'Major Wins' }).click();
      await page.getByRole('tabpanel').locator('.record-card').first().waitFor();
      await shoot(page, 'prizes-wins', width);
      await page.getByRole('button', { name: 'Record Major Win' }).click();
      await page.getByRole('dialog').waitFor();
      await shoot(page, 'prizes-win-dialog', width);
      await page.keyboard.press('Escape');
      await page.getByRole('tab', { name: 'Minor Restocks' }).click();
      await page.getByRole('tabpanel').locator('.record-card').first().waitFor();
      await shoot(page, 'prizes-restocks', width);
      await page.getByRole('button', { name: 'Log Restock' }).click();
      await page.getByRole('dialog').waitFor();
      await shoot(page, 'prizes-restock-dialog', width);
      await page.keyboard.press('Escape');
    }

    if (wanted('contact')) {
      await tab.goto('/contact');
      await page.getByRole('button', { name: 'Send Message' }).waitFor();
      await shoot(page, 'contact', width);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await shoot(page, 'contact-errors', width);
      await tab.goto('/staff/contact-inbox');
      await page.locator('.contact-card').first().waitFor();
      await shoot(page, 'contact-inbox', width);
    }

    if (wanted('portal')) {
      await tab.goto('/staff/portal');
      await page.locator('.status-tile__value', { hasText: /Open Issue|No Open/ }).waitFor();
      await shoot(page, 'portal', width);
    }

    const problems = allProblems(tab.problems);
    if (problems.length) process.stdout.write(`${width}px problems:\n  ${problems.join('\n  ')}\n`);
    await tab.close();
  }
} finally {
  await browser.close();
}
