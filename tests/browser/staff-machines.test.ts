import { machineStatusSchema, type QrPaper } from '@venue/contracts/machines';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decodeQr, drawnLarge } from '@venue/test-helpers/qr-codes';

import { allProblems, getJson, viewports, type TestPage } from './browser';
import {
  createGameViaApi,
  deleteGameByName,
  expectToast,
  uniqueSuffix,
  withSession,
} from './staff';
import { browserSuite } from './suite';

const { baseUrl, admin, session, pages } = browserSuite({ signIn: true });
/** Games a test created, removed again after it whatever happened. */
const made: string[] = [];

afterEach(async () => {
  for (const name of made.splice(0)) await deleteGameByName(baseUrl, session.token, 'claw', name);
});

const statuses = async () =>
  z.array(machineStatusSchema).parse(await getJson(baseUrl, '/api/machines/status'));

/** What players are told of one machine. */
async function publicStatus(slug: string) {
  return machineStatusSchema.parse(await getJson(baseUrl, `/api/machines/${slug}/status`));
}

/** A claw machine of the test's own, once the machines service knows it. */
async function testMachine(name = `Test Claw ${uniqueSuffix()}`) {
  made.push(name);
  const game = await createGameViaApi(baseUrl, session.token, {
    category: 'claw',
    name,
    manufacturer: 'Test Works',
    year: 2001,
  });
  await expect
    .poll(async () => (await statuses()).some((machine) => machine.slug === game.slug))
    .toBe(true);
  return game;
}

/** The games page of a signed-in admin who passed the gate earlier in this tab. */
async function openGamesPage(
  viewport: { width: number; height: number } = viewports.desktop,
): Promise<TestPage> {
  const tab = await pages.open({ viewport, ...withSession(baseUrl, session) });
  await tab.context.addInitScript((username) => {
    window.sessionStorage.setItem('staffGate:games', username);
  }, admin.username);
  await tab.goto('/staff/games?category=claw');
  await tab.page.getByRole('heading', { name: 'Games Management' }).waitFor();
  await tab.page.getByRole('tabpanel').locator('table, .list-state').first().waitFor();
  return tab;
}

const rowOf = (page: Page, name: string) =>
  page
    .getByRole('tabpanel')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });

const statusCell = (page: Page, name: string) =>
  rowOf(page, name).locator('td[data-label="Status"]');

describe('out of order (staff games)', () => {
  it('when staff flag a machine out of order with a note, then the table and players show it; cleared, it works again', async () => {
    const game = await testMachine();
    const tab = await openGamesPage(viewports.phone);
    const { page } = tab;
    await expect.poll(() => statusCell(page, game.name).innerText()).toBe('Working');

    const toggle = rowOf(page, game.name).getByRole('button', {
      name: `Out of Order ${game.name}`,
    });
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: `Out of Order: ${game.name}` });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByLabel('Out of order').isChecked()).toBe(false);
    await expect.poll(() => dialog.getByLabel('Note for players').isDisabled()).toBe(true);
    await dialog.getByLabel('Out of order').check();
    await dialog.getByLabel('Note for players').fill('Waiting for a new claw coil');
    await dialog.getByRole('button', { name: 'Save Status' }).click();

    await expectToast(
      page,
      'Marked Out of Order',
      `${game.name} shows as out of order to players.`,
    );
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => statusCell(page, game.name).innerText())
      .toBe('Out of Order\nWaiting for a new claw coil');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`Out of Order ${game.name}`);
    await expect
      .poll(() => publicStatus(game.slug))
      .toMatchObject({ status: 'out of order', note: 'Waiting for a new claw coil' });

    await toggle.click();
    await expect.poll(() => dialog.getByLabel('Out of order').isChecked()).toBe(true);
    await expect
      .poll(() => dialog.getByLabel('Note for players').inputValue())
      .toBe('Waiting for a new claw coil');
    await dialog.getByLabel('Out of order').uncheck();
    await dialog.getByRole('button', { name: 'Save Status' }).click();

    await expectToast(page, 'Back in Service', `${game.name} no longer shows as out of order.`);
    await expect.poll(() => statusCell(page, game.name).innerText()).toBe('Working');
    await expect.poll(async () => (await publicStatus(game.slug)).status).toBe('working');
    await expect.poll(async () => (await publicStatus(game.slug)).note).toBeUndefined();
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when the machines service refuses the flag, then the error toast says why and the dialog stays open', async () => {
    const game = await testMachine();
    const tab = await openGamesPage();
    const { page } = tab;
    await page.route('**/api/machines/*/out-of-order', (route) =>
      route.fulfill({ status: 503, json: { message: 'The machines service is not available' } }),
    );
    await rowOf(page, game.name)
      .getByRole('button', { name: `Out of Order ${game.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Out of Order: ${game.name}` });
    await dialog.getByLabel('Out of order').check();
    await dialog.getByRole('button', { name: 'Save Status' }).click();

    await expectToast(page, 'Error', 'The machines service is not available');
    await expect
      .poll(() => dialog.getByRole('alert').innerText())
      .toBe('The machines service is not available');
    await expect.poll(() => statusCell(page, game.name).innerText()).toBe('Working');
    expect(
      allProblems(tab.problems, {
        expectedHttpErrors: [{ status: 503, path: `/api/machines/${game.slug}/out-of-order` }],
      }),
    ).toEqual([]);
  });
});

/**
 * The codes on a sheet's SVG with what its label says under each: the machine it names, and its
 * address (the lines between the name's bold ones and the category's last).
 */
const labelsOf = (sheet: string) =>
  [...sheet.matchAll(/<g class="label" data-name="([^"]*)">.*?(<svg .*?<\/svg>)(.*?)<\/g>/g)].map(
    ([, name = '', code = '', texts = '']) => {
      const lines = [...texts.matchAll(/<text[^>]*font-weight="(\w+)"[^>]*>([^<]*)<\/text>/g)];
      const address = lines
        .filter(([, weight]) => weight === 'normal')
        .slice(0, -1)
        .map(([, , text]) => text)
        .join('');
      return { code, name, address };
    },
  );

/** Reads a label's code as a phone would, drawn large on its own. */
const decode = (code: string) => decodeQr(drawnLarge(code));

/** The sheet images' SVG text, as the page shows them. */
const sheetsOf = async (page: Page) =>
  (
    await page
      .locator('.qr-sheet__page')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src))
  ).map((src) => decodeURIComponent(src.slice(src.indexOf(',') + 1)));

const imagesLoaded = (page: Page) =>
  page
    .locator('.qr-sheet__page')
    .evaluateAll((all) => all.every((image) => (image as HTMLImageElement).naturalWidth > 0));

/** The PDF Chromium prints the page to, as the print dialog would: its pages' sizes in points. */
async function printedPages(page: Page) {
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  return [...pdf.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map(
    ([, width, height]) => ({
      width: Math.round(Number(width)),
      height: Math.round(Number(height)),
    }),
  );
}

const paperPoints: Record<QrPaper, { width: number; height: number }> = {
  a4: { width: 595, height: 842 },
  letter: { width: 612, height: 792 },
};

describe('QR codes (staff games)', () => {
  it('when staff print the QR codes on A4, then the sheet opens and prints, every machine has a label, and a code reads back as its page', async () => {
    const tab = await openGamesPage();
    // The print dialog is the browser's; here each call to it is counted instead.
    await tab.context.addInitScript(() => {
      const counted = window as unknown as { printCalls: number };
      counted.printCalls = 0;
      window.print = () => {
        counted.printCalls += 1;
      };
    });
    const { page } = tab;
    await page.getByRole('button', { name: 'Print QR Codes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Print QR Codes' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByLabel('Paper').inputValue()).toBe('letter');
    await dialog.getByLabel('Paper').selectOption('a4');
    const [sheetPage] = await Promise.all([
      tab.context.waitForEvent('page'),
      dialog.getByRole('link', { name: /Open Sheet and Print/ }).click(),
    ]);
    const sheetErrors: string[] = [];
    sheetPage.on('console', (message) => {
      if (message.type() === 'error') sheetErrors.push(message.text());
    });
    sheetPage.on('pageerror', (error) => sheetErrors.push(error.message));
    await dialog.waitFor({ state: 'hidden' });

    await sheetPage.getByRole('heading', { name: 'Machine QR Codes' }).waitFor();
    expect(new URL(sheetPage.url()).pathname + new URL(sheetPage.url()).search).toBe(
      '/staff/games/qr-codes?paper=a4',
    );
    const images = sheetPage.locator('.qr-sheet__page');
    await images.first().waitFor();
    await expect.poll(() => imagesLoaded(sheetPage)).toBe(true);
    await expect
      .poll(() =>
        sheetPage.evaluate(() => (window as unknown as { printCalls: number }).printCalls),
      )
      .toBe(1);

    const sheets = await sheetsOf(sheetPage);
    const sheetCount = sheets.length;
    expect(sheets.every((sheet) => sheet.includes('width="210mm" height="297mm"'))).toBe(true);
    const labels = sheets.flatMap(labelsOf);
    // Every machine once, twelve a sheet (a game another test just removed may still have been
    // listed a moment ago).
    await expect.poll(async () => (await statuses()).length).toBe(labels.length);
    expect(sheetCount).toBe(Math.ceil(labels.length / 12));
    await expect
      .poll(() => sheetPage.locator('.staff-page-header__description').innerText())
      .toBe(
        `${sheetCount === 1 ? '1 sheet' : `${sheetCount} sheets`} of A4 (210 × 297 mm), twelve labels a sheet, one for every machine.`,
      );
    const machines = await statuses();
    const [first] = labels;
    const decoded = await decode(first!.code);
    const machine = machines.find((candidate) => decoded === `${baseUrl}/games/${candidate.slug}`);
    expect(machine?.gameName).toBe(first!.name);
    // A long address is cut short on the label with an ellipsis (the code holds it whole).
    expect(decoded?.startsWith(first!.address.replace('…', ''))).toBe(true);

    expect(await printedPages(sheetPage)).toEqual(Array(sheetCount).fill(paperPoints.a4));
    await sheetPage.getByLabel('Paper').selectOption('letter');
    await expect
      .poll(async () =>
        (await sheetsOf(sheetPage)).map((sheet) =>
          sheet.includes('width="215.9mm" height="279.4mm"'),
        ),
      )
      .toEqual(Array(sheetCount).fill(true));
    await expect.poll(() => imagesLoaded(sheetPage)).toBe(true);
    expect(await printedPages(sheetPage)).toEqual(Array(sheetCount).fill(paperPoints.letter));
    expect(sheetErrors).toEqual([]);
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when PUBLIC_BASE_URL is unset, then the sheet tells staff which address its codes hold, on screen only', async () => {
    const tab = await pages.open({ viewport: viewports.desktop, ...withSession(baseUrl, session) });
    await tab.context.addInitScript(() => {
      window.print = () => undefined;
    });
    await tab.goto('/staff/games/qr-codes?paper=letter');
    const { page } = tab;
    const note = page.getByRole('note');
    await expect
      .poll(() => note.innerText())
      .toBe(
        `These codes use the address this page was opened with (${baseUrl}). Set PUBLIC_BASE_URL so they always point at the public site.`,
      );
    const [first] = labelsOf((await sheetsOf(page))[0]!);
    expect(await decode(first!.code)).toMatch(new RegExp(`^${baseUrl}/games/`));
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => note.isVisible()).toBe(false);
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when the sheet opens at every width the design names, then its sheets fit the screen and Print is in reach', async () => {
    for (const width of [360, 390, 768, 1280, 1920]) {
      await expectSheetFits({ width, height: 900 });
    }
  });
});

/**
 * The lines of a sheet's labels that fall outside the dashed cut lines they are drawn in (the
 * label whose box holds the line's anchor), the sheet drawn at its paper's size, and how many
 * lines it has.
 */
async function linesOutsideTheirLabels(page: Page, sheet: string) {
  await page.setContent(`<!doctype html><html><body style="margin:0">${sheet}</body></html>`);
  return page.evaluate(() => {
    const cuts = [...document.querySelectorAll('rect[stroke-dasharray]')].map((rect) =>
      rect.getBoundingClientRect(),
    );
    const svg = document.querySelector<SVGSVGElement>('svg.page')!;
    const drawn = svg.getBoundingClientRect();
    const scale = drawn.width / svg.viewBox.baseVal.width;
    const texts = [...document.querySelectorAll('text')];
    const outside = texts.filter((text) => {
      const x = drawn.left + Number(text.getAttribute('x')) * scale;
      const y = drawn.top + Number(text.getAttribute('y')) * scale;
      const cut = cuts.find(
        (box) => x > box.left && x < box.right && y > box.top && y < box.bottom,
      );
      const line = text.getBoundingClientRect();
      // Within half a pixel: the rendering rounds.
      return (
        !cut ||
        line.left < cut.left - 0.5 ||
        line.right > cut.right + 0.5 ||
        line.top < cut.top - 0.5 ||
        line.bottom > cut.bottom + 0.5
      );
    });
    return { outside: outside.map((text) => text.textContent), lines: texts.length };
  });
}

/** How much each sheet's image, as the page prints it, is wider or narrower than its paper. */
const printedShapes = (page: Page, paper: QrPaper) =>
  page.locator('.qr-sheet__page').evaluateAll(
    (images, { width, height }) =>
      images.map((image) => {
        const box = image.getBoundingClientRect();
        return Math.abs(box.width / box.height - width / height) < 0.01;
      }),
    paperPoints[paper],
  );

describe('QR labels of long names', () => {
  it("when games' names and addresses are very long, then every label's words stay inside its cut lines, printed whole, and its code still reads", async () => {
    const suffix = uniqueSuffix();
    const long = [
      await testMachine(
        `Wonderful World of Whimsical Wizards and Marvellous Mechanical Monsters Deluxe ${suffix}`,
      ),
      await testMachine(`WWWWMMMMWWWWMMMMWWWWMMMMWWWWMMMMWWWWMMMMWWWWMMMM${suffix}`),
    ];
    const tab = await pages.open({ viewport: viewports.desktop, ...withSession(baseUrl, session) });
    await tab.context.addInitScript(() => {
      window.print = () => undefined;
    });
    const drawn = await pages.open({ viewport: viewports.desktop });
    for (const paper of ['letter', 'a4'] as const) {
      await tab.goto(`/staff/games/qr-codes?paper=${paper}`);
      await tab.page.locator('.qr-sheet__page').first().waitFor();
      const sheets = await sheetsOf(tab.page);
      for (const sheet of sheets) {
        const { outside, lines } = await linesOutsideTheirLabels(drawn.page, sheet);
        expect(lines, paper).toBeGreaterThan(0);
        expect(outside, paper).toEqual([]);
      }
      await tab.page.emulateMedia({ media: 'print' });
      await expect
        .poll(() => printedShapes(tab.page, paper))
        .toEqual(Array(sheets.length).fill(true));
      await tab.page.emulateMedia({ media: 'screen' });

      const labels = sheets.flatMap(labelsOf);
      for (const game of long) {
        const label = labels.find((candidate) => candidate.name === game.name);
        expect(await decode(label!.code), game.name).toBe(`${baseUrl}/games/${game.slug}`);
      }
    }
    // The sheet's images name the machines in full, long or not.
    const alts = await tab.page
      .locator('.qr-sheet__page')
      .evaluateAll((images) => images.map((image) => image.getAttribute('alt')).join(' '));
    for (const game of long) expect(alts).toContain(game.name);
    expect(allProblems(tab.problems)).toEqual([]);
  });
});

async function expectSheetFits(viewport: { width: number; height: number }) {
  const tab = await pages.open({ viewport, ...withSession(baseUrl, session) });
  await tab.context.addInitScript(() => {
    window.print = () => undefined;
  });
  await tab.goto('/staff/games/qr-codes?paper=letter');
  const { page } = tab;
  await page.locator('.qr-sheet__page').first().waitFor();
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBe(0);
  await expect
    .poll(() =>
      page
        .locator('.qr-sheet__page')
        .first()
        .evaluate((image) => image.getBoundingClientRect().right <= window.innerWidth),
    )
    .toBe(true);
  const print = page.getByRole('button', { name: 'Print', exact: true });
  await expect.poll(() => print.isEnabled()).toBe(true);
  await expect
    .poll(() =>
      print.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return box.bottom <= window.innerHeight && top !== null && button.contains(top);
      }),
    )
    .toBe(true);
  expect(allProblems(tab.problems)).toEqual([]);
  await tab.close();
}
