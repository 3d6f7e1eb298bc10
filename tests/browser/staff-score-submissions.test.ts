import {
  scorePhotoUploadSchema,
  scoreSubmissionReceiptSchema,
  scoreSubmissionSchema,
} from '@venue/contracts/leaderboard';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { allProblems, getJson, viewports, type TestPage } from './browser';
import { currentBoard, deleteScoreViaApi } from './events-api';
import { apiPost, apiRead, venueFormatter } from './operations';
import { expectToast, uniqueSuffix, withSession } from './staff';
import { browserSuite } from './suite';

const { baseUrl, admin, session, pages } = browserSuite({ signIn: true });
let gameName: string;
/** Submissions a test made: an approved one's score leaves the board after it. */
const made: string[] = [];

const submissions = (status = '') =>
  apiRead(
    baseUrl,
    `/api/score-submissions?limit=200${status && `&status=${status}`}`,
    session.token,
    z.array(scoreSubmissionSchema),
  );

beforeAll(async () => {
  const names = z.array(z.string()).parse(await getJson(baseUrl, '/api/games/list'));
  gameName = names.at(-1)!;
});
afterEach(async () => {
  const approved = await submissions('approved');
  for (const id of made.splice(0)) {
    const scoreId = approved.find((submission) => submission.id === id)?.scoreId;
    if (scoreId) await deleteScoreViaApi(baseUrl, session.token, scoreId);
  }
});

/** A player's submission from the floor, as the public API takes it: the photo, then the score. */
async function submitScore(playerName: string, score: string, photo?: Buffer) {
  const asked = await fetch(new URL('/api/score-submissions/photo-upload', baseUrl), {
    method: 'POST',
  });
  if (!asked.ok) throw new Error(`photo link: ${asked.status} ${await asked.text()}`);
  const link = scorePhotoUploadSchema.parse(await asked.json());
  const body =
    photo ??
    (await sharp({ create: { width: 640, height: 480, channels: 3, background: '#06b6d4' } })
      .png()
      .toBuffer());
  const upload = await fetch(new URL(link.uploadURL, baseUrl), {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: new Uint8Array(body),
  });
  if (!upload.ok) throw new Error(`photo upload: ${upload.status} ${await upload.text()}`);
  const receipt = scoreSubmissionReceiptSchema.parse(
    await apiPost(baseUrl, '/api/score-submissions', {
      gameName,
      playerName,
      score,
      photo: link.photo,
    }),
  );
  made.push(receipt.id);
  return receipt;
}

async function openQueue(
  viewport: { width: number; height: number } = viewports.desktop,
): Promise<TestPage> {
  const tab = await pages.open({ viewport, ...withSession(baseUrl, session) });
  await tab.goto('/staff/score-submissions');
  await tab.page.getByRole('heading', { name: 'Score Submissions', level: 1 }).waitFor();
  return tab;
}

const cardOf = (page: Page, player: string) =>
  page.locator('.submission-card').filter({
    has: page.getByRole('heading', { name: player, exact: true }),
  });

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

/** Turns the public board's pages until the player's row shows, and gives it. */
async function boardRowOf(page: Page, player: string) {
  const row = page.getByRole('row', { name: new RegExp(player) });
  const next = page.getByRole('button', { name: 'Next' });
  await page.locator('.game-board').first().waitFor();
  for (let turn = 0; turn < 50 && !(await row.isVisible()); turn += 1) await next.click();
  await row.waitFor();
  return row;
}

/** A wide photo, cyan with a red band at each end: the ends a cropped thumbnail would lose. */
const wideBandedPhoto = async () => {
  const band = await sharp({
    create: { width: 40, height: 240, channels: 3, background: '#ff0000' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: 800, height: 240, channels: 3, background: '#06b6d4' } })
    .composite([
      { input: band, left: 0, top: 0 },
      { input: band, left: 760, top: 0 },
    ])
    .png()
    .toBuffer();
};

/** Whether red shows in the left and in the right tenth of a picture of the page. */
async function redAtBothEnds(picture: Buffer) {
  const { data, info } = await sharp(picture)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const redIn = (from: number, to: number) => {
    for (let y = 0; y < info.height; y += 1) {
      for (let x = from; x < to; x += 1) {
        const at = (y * info.width + x) * 3;
        if (data[at]! > 200 && data[at + 1]! < 80 && data[at + 2]! < 80) return true;
      }
    }
    return false;
  };
  const tenth = Math.ceil(info.width / 10);
  return { left: redIn(0, tenth), right: redIn(info.width - tenth, info.width) };
}

const onBoard = async (player: string) =>
  (await currentBoard(baseUrl)).games.some((game) =>
    game.entries.some((entry) => entry.player_name === player),
  );

describe('score submissions (staff)', () => {
  it('when staff approve a score, then the toast offers Undo, and Undo takes it off the board and back into the queue; the thumbnail shows the whole photo', async () => {
    const player = `Cy ${uniqueSuffix()}`;
    const receipt = await submitScore(player, '7,777,777,777,777', await wideBandedPhoto());
    const tab = await openQueue();
    const { page } = tab;
    const card = cardOf(page, player);
    const described = `${player}'s 7,777,777,777,777 on ${gameName}`;
    const thumbnail = card.getByRole('button', { name: `Enlarge the photo of ${described}` });
    await expect
      .poll(() =>
        thumbnail.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBe(800);
    await expect
      .poll(async () => redAtBothEnds(await thumbnail.screenshot()))
      .toEqual({ left: true, right: true });

    await card.getByRole('button', { name: `Approve ${described}` }).click();
    const toast = await expectToast(
      page,
      'Score Approved',
      `${described} is on the ${new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'America/Winnipeg' }).format(new Date())} board.`,
    );
    await expect.poll(() => card.count()).toBe(0);
    await expect.poll(() => onBoard(player)).toBe(true);

    await toast.getByRole('button', { name: 'Undo' }).click();
    await expectToast(page, 'Approval Undone', `${described} is off the board and waiting again.`);
    await expect.poll(() => card.locator('.badge').innerText()).toBe('Pending');
    await expect.poll(() => onBoard(player)).toBe(false);
    expect((await submissions('pending')).find((entry) => entry.id === receipt.id)).toMatchObject({
      status: 'pending',
      decidedBy: null,
      decidedAt: null,
      scoreId: null,
    });
    // Waiting again, it can be decided again.
    await expect
      .poll(() => card.getByRole('button', { name: `Approve ${described}` }).isEnabled())
      .toBe(true);
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when staff undo an approval from the Approved list, then it is back in the queue and off the board', async () => {
    const player = `Di ${uniqueSuffix()}`;
    const receipt = await submitScore(player, '5,555,555,555,555');
    await apiPost(
      baseUrl,
      `/api/score-submissions/${receipt.id}/approve`,
      undefined,
      session.token,
    );
    await expect.poll(() => onBoard(player)).toBe(true);
    const tab = await openQueue();
    const { page } = tab;
    await page.getByLabel('Status').selectOption('approved');
    const card = cardOf(page, player);
    await card
      .getByRole('button', { name: `Undo Approval ${player}'s 5,555,555,555,555 on ${gameName}` })
      .click();
    await expectToast(page, 'Approval Undone');
    await expect.poll(() => card.count()).toBe(0);
    await expect.poll(() => onBoard(player)).toBe(false);
    await page.getByLabel('Status').selectOption('pending');
    await expect.poll(() => card.locator('.badge').innerText()).toBe('Pending');
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when staff approve a submitted score, then it leaves the queue, shows who approved it and when, and is on the monthly board', async () => {
    const player = `Ann ${uniqueSuffix()}`;
    const receipt = await submitScore(player, '8,888,888,888,888');
    const venue = await venueFormatter(baseUrl);
    const tab = await openQueue();
    const { page } = tab;

    await expect.poll(() => page.getByLabel('Status').inputValue()).toBe('pending');
    const card = cardOf(page, player);
    await expect.poll(() => card.locator('.badge').innerText()).toBe('Pending');
    await expect
      .poll(() => card.locator('.record-card__subtitle').innerText())
      .toBe(`Submitted ${venue.date(receipt.submittedAt)} at ${venue.time(receipt.submittedAt)}`);
    await expect
      .poll(() => factsOf(card))
      .toMatchObject({
        Game: gameName,
        Score: '8,888,888,888,888',
      });
    await expect
      .poll(async () => (await factsOf(card)).Played)
      .toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);

    const described = `${player}'s 8,888,888,888,888 on ${gameName}`;
    const thumbnail = card.getByRole('button', { name: `Enlarge the photo of ${described}` });
    await expect
      .poll(() =>
        thumbnail.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBe(640);
    await thumbnail.click();
    const photo = page.getByRole('dialog', { name: `Photo: ${described}` });
    await photo.waitFor();
    await expect
      .poll(() =>
        photo
          .getByRole('img', { name: `The machine's display, sent as ${described}` })
          .evaluate((image: HTMLImageElement) => image.getBoundingClientRect().width),
      )
      .toBeGreaterThan(400);
    await page.keyboard.press('Escape');
    await photo.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe(`Enlarge the photo of ${described}`);

    await card.getByRole('button', { name: `Approve ${described}` }).click();
    await expectToast(page, 'Score Approved');
    await expect.poll(() => card.count()).toBe(0);
    const approved = (await submissions('approved')).find((entry) => entry.id === receipt.id);
    expect(approved).toMatchObject({ status: 'approved', decidedBy: admin.username });

    await page.getByLabel('Status').selectOption('approved');
    await expect.poll(() => card.locator('.badge').innerText()).toBe('Approved');
    await expect
      .poll(async () => (await factsOf(card))['Approved by'])
      .toBe(
        `${admin.username}, ${venue.date(approved!.decidedAt!)} at ${venue.time(approved!.decidedAt!)}`,
      );
    await expect.poll(() => card.getByRole('button', { name: /Approve|Reject/ }).count()).toBe(0);
    // Public now, and still shown to staff.
    await expect
      .poll(() =>
        card
          .getByRole('button', { name: `Enlarge the photo of ${described}` })
          .locator('img')
          .evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBe(640);

    const board = await pages.open();
    await board.goto('/leaderboard');
    const row = await boardRowOf(board.page, player);
    await expect.poll(() => row.innerText()).toContain('8,888,888,888,888');
    expect(allProblems(tab.problems)).toEqual([]);
    expect(allProblems(board.problems)).toEqual([]);
  });

  it('when staff reject a score on a phone, then a reason is required, and the rejected score keeps the reason, who and when', async () => {
    const player = `Bo ${uniqueSuffix()}`;
    const receipt = await submitScore(player, '1234');
    const venue = await venueFormatter(baseUrl);
    const tab = await openQueue(viewports.phone);
    const { page } = tab;
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') writes.push(request.url());
    });

    const card = cardOf(page, player);
    const reject = card.getByRole('button', { name: `Reject ${player}'s 1,234 on ${gameName}` });
    await reject.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        reject.evaluate((button) => {
          const box = button.getBoundingClientRect();
          const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return box.right <= window.innerWidth && top !== null && button.contains(top);
        }),
      )
      .toBe(true);
    await reject.click();
    const dialog = page.getByRole('dialog', { name: 'Reject Score' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Reject Score' }).click();
    await expect
      .poll(() => dialog.locator('.field__error').innerText())
      .toBe('Please give a reason');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('reason');
    expect(writes).toEqual([]);

    await dialog.getByLabel('Reason').fill('The photo does not show the score.');
    await dialog.getByRole('button', { name: 'Reject Score' }).click();
    await expectToast(
      page,
      'Score Rejected',
      `${player}'s 1,234 on ${gameName} stays off the board.`,
    );
    await expect.poll(() => card.count()).toBe(0);

    await page.getByLabel('Status').selectOption('rejected');
    await expect.poll(() => card.locator('.badge').innerText()).toBe('Rejected');
    const rejected = (await submissions('rejected')).find((entry) => entry.id === receipt.id)!;
    await expect
      .poll(() => factsOf(card))
      .toMatchObject({
        'Rejected by': `${admin.username}, ${venue.date(rejected.decidedAt!)} at ${venue.time(rejected.decidedAt!)}`,
        Reason: 'The photo does not show the score.',
      });
    // Its photo was deleted with the decision.
    await expect
      .poll(() => card.locator('.submission-card__photo').innerText())
      .toBe('Photo deleted');
    await expect.poll(() => card.locator('img').count()).toBe(0);
    await expect
      .poll(() =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      )
      .toBe(0);
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when a score was decided elsewhere meanwhile, then approving says so through the error toast', async () => {
    const player = `Cy ${uniqueSuffix()}`;
    const receipt = await submitScore(player, '6,666,666,666,666');
    const tab = await openQueue();
    const { page } = tab;
    const card = cardOf(page, player);
    await card.waitFor();
    // Its photo is shown before the desk's decision deletes it, as a staff member would see it.
    await expect
      .poll(() => card.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await apiPost(
      baseUrl,
      `/api/score-submissions/${receipt.id}/reject`,
      { reason: 'Decided at the desk.' },
      session.token,
    );

    await card
      .getByRole('button', { name: `Approve ${player}'s 6,666,666,666,666 on ${gameName}` })
      .click();
    await expectToast(page, 'Error', 'This submission was already rejected');
    expect(
      allProblems(tab.problems, {
        expectedHttpErrors: [{ status: 409, path: `/api/score-submissions/${receipt.id}/approve` }],
      }),
    ).toEqual([]);
  });

  it('when there are more submissions than a page, then Show more adds the ones after the last shown', async () => {
    await submitScore(`Di ${uniqueSuffix()}`, '10');
    await submitScore(`Ed ${uniqueSuffix()}`, '20');
    const all = await submissions();
    const tab = await pages.open(withSession(baseUrl, session));
    // The first page holds one submission; the server makes its Link to the next.
    await tab.page.route(
      (url) => url.pathname === '/api/score-submissions' && !url.searchParams.has('before'),
      async (route) => {
        const url = new URL(route.request().url());
        url.searchParams.set('limit', '1');
        await route.fulfill({ response: await route.fetch({ url: url.toString() }) });
      },
    );
    await tab.goto('/staff/score-submissions');
    await tab.page.getByLabel('Status').selectOption('all');
    const cards = tab.page.locator('.submission-card');
    await expect.poll(() => cards.count()).toBe(1);
    await expect
      .poll(() => tab.page.locator('.show-more__status').innerText())
      .toBe(`Showing 1 of ${all.length} submissions`);
    await tab.page.getByRole('button', { name: 'Show more' }).click();
    await expect.poll(() => cards.count()).toBe(all.length);
    await expect
      .poll(() => cards.locator('.record-card__title').allInnerTexts())
      .toEqual(all.map((submission) => submission.playerName));
    await expect.poll(() => tab.page.getByRole('button', { name: 'Show more' }).count()).toBe(0);
  });

  it("when the queue opens at every width the design names, then nothing scrolls sideways and a card's buttons are in reach", async () => {
    const player = `Flo ${uniqueSuffix()}`;
    await submitScore(player, '4,242');
    for (const width of [360, 390, 768, 1280, 1920]) {
      const tab = await openQueue({ width, height: 900 });
      const { page } = tab;
      const approve = cardOf(page, player).getByRole('button', {
        name: `Approve ${player}'s 4,242 on ${gameName}`,
      });
      await approve.scrollIntoViewIfNeeded();
      await expect
        .poll(
          () =>
            page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            ),
          { message: `${width} px` },
        )
        .toBe(0);
      await expect
        .poll(
          () =>
            approve.evaluate((button) => {
              const box = button.getBoundingClientRect();
              const top = document.elementFromPoint(
                box.left + box.width / 2,
                box.top + box.height / 2,
              );
              return box.right <= window.innerWidth && top !== null && button.contains(top);
            }),
          { message: `${width} px` },
        )
        .toBe(true);
      expect(allProblems(tab.problems)).toEqual([]);
      await tab.close();
    }
  });
});
