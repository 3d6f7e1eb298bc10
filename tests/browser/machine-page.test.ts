import { groupedGamesSchema, type Game } from '@venue/contracts/catalogue';
import { proofQuotaMessage, storedObjectSchema, uploadLimits } from '@venue/contracts/gallery';
import { scoreSubmissionSchema } from '@venue/contracts/leaderboard';
import { machineStatusSchema } from '@venue/contracts/machines';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { allProblems, getJson, isDataCall, viewports } from './browser';
import {
  keypadOf,
  numericKeypad,
  renameGame,
  scorePhoto,
  statusBadge,
  statusLabels,
} from './machines';
import { apiPost, apiRead } from './operations';
import {
  createGameViaApi,
  deleteGalleryImageViaApi,
  deleteGameByName,
  expectToast,
  uniqueSuffix,
  uploadGalleryImageViaApi,
} from './staff';
import { browserSuite } from './suite';

/** A machine's own page, `/games/{slug}`: the address on its QR code. */
const { baseUrl, session, pages } = browserSuite({ signIn: true });
/** A seeded machine with a maker, a year and a description. */
let game: Game;
/** Games and gallery images a test made, removed after it whatever happened. */
const made: Array<{ name: string }> = [];
const uploaded: string[] = [];

beforeAll(async () => {
  const games = groupedGamesSchema.parse(await getJson(baseUrl, '/api/games'));
  const described = games.pinball.find(
    (candidate) => candidate.manufacturer && candidate.year && candidate.description,
  );
  if (!described) throw new Error('The seeded product has no fully described pinball machine');
  game = described;
});
afterEach(async () => {
  for (const id of uploaded.splice(0)) await deleteGalleryImageViaApi(baseUrl, session.token, id);
  for (const { name } of made.splice(0)) {
    await deleteGameByName(baseUrl, session.token, 'arcade', name);
  }
});

async function firstHtml(path: string) {
  const response = await fetch(new URL(path, baseUrl), { redirect: 'manual' });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** A game of the test's own, in the arcade category. */
async function ownGame(prefix: string) {
  const name = `${prefix} ${uniqueSuffix()}`;
  made.push({ name });
  return createGameViaApi(baseUrl, session.token, {
    category: 'arcade',
    name,
    manufacturer: 'Atari',
    year: 1981,
  });
}

/** The schema.org nodes of a page's JSON-LD blocks. */
const structuredDataOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1] ?? 'null') as { '@graph'?: Array<Record<string, unknown>> })
    .flatMap((data) => data['@graph'] ?? []);

const statusOf = async (slug: string) =>
  machineStatusSchema.parse(await getJson(baseUrl, `/api/machines/${slug}/status`));

describe('a machine page', () => {
  it('when it is fetched without a browser, then its facts, status, scores and actions are in the HTML, with its own title, description, canonical link and JSON-LD', async () => {
    const { status, html } = await firstHtml(`/games/${game.slug}`);
    expect(status).toBe(200);
    const text = html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'");
    for (const fact of [
      game.name,
      game.manufacturer!,
      String(game.year),
      game.description!,
      'Pinball',
      statusLabels[(await statusOf(game.slug)).status],
      'Something wrong?',
      'Report a problem',
      'Got a high score?',
      'Submit a score',
      'Top Scores:',
      'All-Time Best',
    ]) {
      expect(text, fact).toContain(fact);
    }
    expect(html).toContain(`<title>${game.name} | Forks Arcade</title>`);
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}/games/${game.slug}"/>`);
    expect(/<meta name="description" content="([^"]+)"/.exec(html)?.[1]).toContain(game.name);
    const structured = structuredDataOf(html);
    expect(structured.find((data) => data['@type'] === 'Product')).toMatchObject({
      name: game.name,
      brand: { name: game.manufacturer },
      releaseDate: String(game.year),
      url: `${baseUrl}/games/${game.slug}`,
    });
    expect(structured.some((data) => data['@type'] === 'BreadcrumbList')).toBe(true);
  });

  it('when it opens on a phone, then it hydrates without errors or calls, nothing scrolls sideways, and everything stays where the server put it', async () => {
    const path = `/games/${game.slug}`;
    /** Where each part of the page sits once its fonts are in. */
    const layout = async (page: Page) => {
      await page.evaluate(() => document.fonts.ready);
      return page.evaluate(() =>
        ['h1', '.machine-status-panel', '.action-card', '.game-board', 'footer'].flatMap(
          (selector) =>
            [...document.querySelectorAll(selector)].map((element) => {
              const { x, y, width, height } = element.getBoundingClientRect();
              return `${selector} ${[x, y + window.scrollY, width, height].map(Math.round).join(' ')}`;
            }),
        ),
      );
    };
    const served = await pages.open({ viewport: viewports.phone, javaScriptEnabled: false });
    await served.goto(path);
    const serverLayout = await layout(served.page);
    expect(serverLayout.filter((line) => line.startsWith('.action-card'))).toHaveLength(2);

    const tab = await pages.open({ viewport: viewports.phone });
    const calls: string[] = [];
    tab.page.on('request', (request) => {
      if (isDataCall(request.url())) calls.push(request.url());
    });
    await tab.goto(path);
    await expect
      .poll(() => tab.page.getByRole('heading', { level: 1 }).innerText())
      .toBe(game.name);
    await expect.poll(() => layout(tab.page)).toEqual(serverLayout);
    await expect
      .poll(() =>
        tab.page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      )
      .toBe(0);
    expect(calls).toEqual([]);
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when the slug is unknown, then it is the real 404 page with a 404 status', async () => {
    const { status, html } = await firstHtml('/games/no-such-machine');
    expect(status).toBe(404);
    expect(html).toContain('404 Page Not Found');
    expect(html).toContain('<meta name="robots" content="noindex"/>');

    const tab = await pages.open();
    await tab.goto('/games/no-such-machine');
    await expect
      .poll(() => tab.page.getByRole('heading', { level: 1 }).innerText())
      .toBe('404 Page Not Found');
    expect(
      allProblems(tab.problems, {
        expectedHttpErrors: [{ status: 404, path: '/games/no-such-machine' }],
      }),
    ).toEqual([]);
  });

  it('when a game is renamed, then its old address (an old QR code) moves to the new one', async () => {
    const before = await ownGame('Renamed Cabinet');
    const after = await renameGame(baseUrl, session.token, before, `${before.name} Deluxe`);
    made.push({ name: after.name });
    expect(after.slug).not.toBe(before.slug);

    await expect
      .poll(async () => (await firstHtml(`/games/${before.slug}`)).headers.get('location'))
      .toBe(`/games/${after.slug}`);
    expect((await firstHtml(`/games/${before.slug}`)).status).toBe(301);

    const tab = await pages.open();
    await tab.goto(`/games/${before.slug}`);
    await tab.page.waitForURL(`${baseUrl}/games/${after.slug}`);
    await expect
      .poll(() => tab.page.getByRole('heading', { level: 1 }).innerText())
      .toBe(after.name);
  });

  it('when staff flag a machine out of order with a note, then its page says so and shows the note', async () => {
    const cabinet = await ownGame('Flagged Cabinet');
    await expect.poll(async () => (await statusOf(cabinet.slug)).status).toBe('working');
    const response = await fetch(new URL(`/api/machines/${cabinet.slug}/out-of-order`, baseUrl), {
      method: 'PUT',
      headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ outOfOrder: true, note: 'Waiting for a new monitor' }),
    });
    expect(response.status).toBe(200);

    const tab = await pages.open({ viewport: viewports.phone });
    await expect
      .poll(async () => {
        await tab.goto(`/games/${cabinet.slug}`);
        return statusBadge(tab.page).innerText();
      })
      .toBe('Out of Order');
    await expect
      .poll(() => tab.page.locator('.machine-status-panel__note').innerText())
      .toBe('Waiting for a new monitor');
    const { since } = await statusOf(cabinet.slug);
    await expect
      .poll(() => tab.page.locator('.machine-status-panel time').getAttribute('datetime'))
      .toBe(since.toISOString());
  });

  it('when the report dialog opens from the keyboard and Escape is pressed, then it closes and focus returns to its button', async () => {
    const tab = await pages.open();
    await tab.goto(`/games/${game.slug}`);
    const button = tab.page.getByRole('button', { name: /^(Report a problem|Add details)$/ });
    await button.focus();
    await tab.page.keyboard.press('Enter');
    const dialog = tab.page.getByRole('dialog');
    await expect
      .poll(() => tab.page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('issueType');
    await expect.poll(() => dialog.getByLabel('Game').count()).toBe(0);
    await tab.page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect
      .poll(() => button.evaluate((element) => element === document.activeElement))
      .toBe(true);
  });

  it('when a score is sent without its fields, then each says what it needs and nothing is sent', async () => {
    const tab = await pages.open({ viewport: viewports.phone });
    const posts: string[] = [];
    tab.page.on('request', (request) => {
      if (request.method() !== 'GET' && isDataCall(request.url())) posts.push(request.url());
    });
    await tab.goto(`/games/${game.slug}`);
    await tab.page.getByRole('button', { name: 'Submit a score' }).click();
    const dialog = tab.page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Send Score' }).click();
    await expect
      .poll(() => dialog.locator('.field__error').allInnerTexts())
      .toEqual(['Player name is required', 'Score is required', 'Please add a photo of the score']);
    await expect
      .poll(() => tab.page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('playerName');
    expect(posts).toEqual([]);
  });

  it('when a player types a score on a phone, then the Score field asks for the numeric keypad and takes digits with thousands separators', async () => {
    const tab = await pages.open({ viewport: viewports.phone });
    await tab.goto(`/games/${game.slug}`);
    await tab.page.getByRole('button', { name: 'Submit a score' }).click();
    const score = tab.page.getByRole('dialog').getByLabel('Score');
    await expect.poll(() => keypadOf(score)).toEqual(numericKeypad);
  });

  it('when the photo is refused, then the photo field says why and the typing stays', async () => {
    const tab = await pages.open();
    await tab.page.route('**/objects/uploads/**', (route) =>
      route.fulfill({
        status: 415,
        json: { message: 'The file is not a JPEG, PNG, GIF or WebP image' },
      }),
    );
    await tab.goto(`/games/${game.slug}`);
    await tab.page.getByRole('button', { name: 'Submit a score' }).click();
    const dialog = tab.page.getByRole('dialog');
    await dialog.getByLabel('Your Name').fill('Sam');
    await dialog.getByLabel('Score', { exact: true }).fill('1,250,000');
    await dialog.getByLabel('Photo of the Display').setInputFiles(await scorePhoto());
    await dialog.getByRole('button', { name: 'Send Score' }).click();
    await expect
      .poll(() => dialog.locator('.field__error').allInnerTexts())
      .toEqual(['The file is not a JPEG, PNG, GIF or WebP image']);
    await expect
      .poll(() => dialog.getByLabel('Score', { exact: true }).inputValue())
      .toBe('1,250,000');
    expect(
      allProblems(tab.problems, {
        expectedHttpErrors: [{ status: 415, path: /^\/objects\/uploads\// }],
      }),
    ).toEqual([]);
  });

  it("when the connection's address has sent its day of photos, then the photo field says so, and nothing says to wait a few minutes", async () => {
    const tab = await pages.open();
    await tab.page.route('**/api/score-submissions/photo-upload', (route) =>
      route.fulfill({ status: 429, json: { message: proofQuotaMessage } }),
    );
    await tab.goto(`/games/${game.slug}`);
    await tab.page.getByRole('button', { name: 'Submit a score' }).click();
    const dialog = tab.page.getByRole('dialog');
    await dialog.getByLabel('Your Name').fill('Sam');
    await dialog.getByLabel('Score', { exact: true }).fill('1,250,000');
    await dialog.getByLabel('Photo of the Display').setInputFiles(await scorePhoto());
    await dialog.getByRole('button', { name: 'Send Score' }).click();
    await expect
      .poll(() => dialog.locator('.field__error').allInnerTexts())
      .toEqual([proofQuotaMessage]);
    await expectToast(tab.page, 'Error', 'Failed to send your score. Please try again.');
    expect(await dialog.innerText()).not.toContain('Please try again in');
    expect(
      allProblems(tab.problems, {
        expectedHttpErrors: [{ status: 429, path: '/api/score-submissions/photo-upload' }],
      }),
    ).toEqual([]);
  });

  it('when the photo has more pixels than a photo may have, then the page sends it smaller, in its proportions, and it is taken', async () => {
    const tab = await pages.open();
    await tab.goto(`/games/${game.slug}`);
    await tab.page.getByRole('button', { name: 'Submit a score' }).click();
    const dialog = tab.page.getByRole('dialog');
    const playerName = `Pix ${uniqueSuffix()}`;
    await dialog.getByLabel('Your Name').fill(playerName);
    await dialog.getByLabel('Score', { exact: true }).fill('4,200');
    // 24 MP, as many phones take: twice what the gallery takes.
    const photo = await sharp({
      create: { width: 6000, height: 4000, channels: 3, background: '#be123c' },
    })
      .jpeg()
      .toBuffer();
    await dialog
      .getByLabel('Photo of the Display')
      .setInputFiles({ name: 'display.jpg', mimeType: 'image/jpeg', buffer: photo });
    await dialog.getByRole('button', { name: 'Send Score' }).click();
    await dialog.getByRole('heading', { name: 'Score sent for approval' }).waitFor();

    const submission = (
      await apiRead(
        baseUrl,
        '/api/score-submissions?status=pending&limit=200',
        session.token,
        scoreSubmissionSchema.array(),
      )
    ).find((pending) => pending.playerName === playerName)!;
    const { viewURL } = await apiRead(
      baseUrl,
      `/api/objects/${submission.photo.split('/').pop()}`,
      session.token,
      storedObjectSchema,
    );
    const stored = await fetch(new URL(viewURL, baseUrl));
    const { width, height } = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
    const limit = uploadLimits.maxPixels['image/jpeg'];
    expect(width * height).toBeLessThanOrEqual(limit);
    expect(width * height).toBeGreaterThan(limit * 0.99);
    expect(width / height).toBeCloseTo(1.5, 2);
    expect(allProblems(tab.problems)).toEqual([]);
    await apiPost(
      baseUrl,
      `/api/score-submissions/${submission.id}/reject`,
      { reason: 'A test photo' },
      session.token,
    );
  });

  it('when staff tag gallery images with the machine, then its page shows the newest visible one as its photo, in the server HTML and its JSON-LD too', async () => {
    const cabinet = await ownGame('Photographed Cabinet');
    const path = `/games/${cabinet.slug}`;
    const untagged = await firstHtml(path);
    expect(untagged.status).toBe(200);
    // In the markup: the page's inline stylesheet names the class whether or not it is used.
    expect(untagged.html).not.toMatch(/class="[^"]*\bmachine-photo\b/);
    expect(untagged.html).toContain(
      `<meta property="og:image" content="${baseUrl}/og-image.png"/>`,
    );

    const suffix = uniqueSuffix();
    const tagged = async (originalName: string, minutesAgo: number, isVisible = true) => {
      const png = await sharp({
        create: { width: 800, height: 600, channels: 3, background: '#9333ea' },
      })
        .png()
        .toBuffer();
      const image = await uploadGalleryImageViaApi(baseUrl, session.token, png, {
        originalName,
        gameId: cabinet.id,
        isVisible,
        uploadedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      });
      uploaded.push(image.id);
      return image;
    };
    await tagged(`Side Art ${suffix}`, 2);
    const front = await tagged(`Cabinet Front ${suffix}`, 1);
    const hidden = await tagged(`Backglass Draft ${suffix}`, 0, false);

    // The page kept at the edge is dropped on gallery.changed: the server renders it again.
    await expect
      .poll(async () => (await firstHtml(path)).html)
      .toContain(`src="${front.filename}"`);
    const { html } = await firstHtml(path);
    const photo = /<img[^>]*class="machine-photo__image[^"]*"[^>]*>/.exec(html)?.[0];
    expect(photo).toContain(`src="${front.filename}"`);
    expect(photo).toContain(`alt="${front.originalName}"`);
    expect(photo).toContain('loading="eager"');
    expect(html).not.toContain(hidden.filename);
    // A shared link to the machine previews its photo.
    expect(html).toContain(`<meta property="og:image" content="${baseUrl}${front.filename}"/>`);
    expect(html).toContain(`<meta property="og:image:alt" content="${front.originalName}"/>`);
    expect(structuredDataOf(html).find((data) => data['@type'] === 'Product')).toMatchObject({
      name: cabinet.name,
      image: `${baseUrl}${front.filename}`,
    });

    const tab = await pages.open({ viewport: viewports.phone });
    const calls: string[] = [];
    tab.page.on('request', (request) => {
      if (isDataCall(request.url())) calls.push(request.url());
    });
    await tab.goto(path);
    const shown = tab.page.getByRole('img', { name: front.originalName });
    await expect.poll(() => shown.getAttribute('src')).toBe(front.filename);
    await expect
      .poll(() =>
        shown.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)),
      )
      .toBeGreaterThan(0);
    await expect.poll(() => tab.page.locator('.machine-photo img').count()).toBe(1);
    expect(calls).toEqual([]);
    expect(allProblems(tab.problems)).toEqual([]);
  });
});
