import { groupedGamesSchema } from '@venue/contracts/catalogue';
import { eventSchema } from '@venue/contracts/events';
import { galleryImageSchema } from '@venue/contracts/gallery';
import { allTimeBoardSchema, leaderboardSchema } from '@venue/contracts/leaderboard';

import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { allProblems, getJson, viewports } from './browser';
import { createGameViaApi, deleteGameByName, signInViaApi, uniqueSuffix } from './staff';
import { browserSuite } from './suite';

/**
 * Public pages arrive with their content in the first HTML (rendered by the gateway from the
 * same components and data), hydrate without a mismatch, and follow staff changes.
 */
const { baseUrl, admin: staffAdmin, pages } = browserSuite();

/** A page as a crawler or curl gets it: one GET, no JavaScript. */
async function firstHtml(path: string, init: RequestInit = {}) {
  const response = await fetch(new URL(path, baseUrl), init);
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** Text as it appears in HTML. */
const escaped = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll("'", '&#x27;')
    .replaceAll('"', '&quot;');

type Expected = { path: string; shows: string[] };
let expected: Expected[];

beforeAll(async () => {
  const games = groupedGamesSchema.parse(await getJson(baseUrl, '/api/games'));
  const events = z.array(eventSchema).parse(await getJson(baseUrl, '/api/events/upcoming?limit=6'));
  const board = leaderboardSchema.parse(await getJson(baseUrl, '/api/leaderboard'));
  const allTime = allTimeBoardSchema.parse(await getJson(baseUrl, '/api/leaderboard/all-time'));
  const images = z.array(galleryImageSchema).parse(await getJson(baseUrl, '/api/gallery'));
  const first = <T>(list: T[], what: string): T => {
    const item = list[0];
    if (item === undefined) throw new Error(`The seeded product has no ${what}`);
    return item;
  };
  const eventTitle = first(events, 'upcoming event').title;
  expected = [
    { path: '/', shows: ['Game Categories', 'PINBALL', eventTitle] },
    { path: '/games', shows: ['Our Games', first(games.pinball, 'pinball game').name] },
    { path: '/games?category=claw', shows: ['Our Games', first(games.claw, 'claw machine').name] },
    { path: '/events', shows: ['Events Calendar', eventTitle] },
    { path: '/leaderboard', shows: [board.title, first(board.games, 'board').game_name] },
    {
      path: '/leaderboard?view=all-time',
      shows: ['Hall of Fame', first(allTime.games, 'game in the Hall of Fame').game_name],
    },
    {
      path: `/games/${first(games.pinball, 'pinball game').slug}`,
      shows: [first(games.pinball, 'pinball game').name, 'Something wrong?', 'Got a high score?'],
    },
    { path: '/private-parties', shows: ['Birthday Bash', 'Corporate Rental', 'Holiday Party'] },
    { path: '/gallery', shows: ['Photo Gallery', first(images, 'gallery image').description] },
    {
      path: '/contact',
      shows: ['GET IN TOUCH', '1 Forks Market Road, Winnipeg, MB, Canada', 'Send us a Message'],
    },
    { path: '/report-issue', shows: ['Report an Issue', first(games.pinball, 'game').name] },
    { path: '/ai-events', shows: ['EVENT MANAGEMENT', eventTitle] },
  ];
});

describe('content in the first HTML', () => {
  it('when each public page is fetched without a browser, then its content is in the HTML', async () => {
    for (const { path, shows } of expected) {
      const { status, html } = await firstHtml(path);
      expect(status, path).toBe(200);
      for (const text of shows) expect(html, `${path} shows ${text}`).toContain(escaped(text));
    }
  });

  it('when a page comes rendered, then its styles are inline (allowed by the CSP), its fonts preloaded and only the entry script fetched, after what paints; a staff page fetches its scripts first', async () => {
    const scriptTags = (html: string) => [
      ...html.matchAll(/<script type="module"[^>]*>|<link rel="modulepreload"[^>]*>/g),
    ];
    for (const { path } of expected) {
      const { html } = await firstHtml(path);
      const scripts = scriptTags(html);
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const [tag] of scripts) expect(tag, path).toContain('fetchpriority="low"');
      expect(html, path).not.toMatch(/<link rel="modulepreload"[^>]*\/assets\/(react|app)-/);
      expect(html.match(/<style>([\s\S]*?)<\/style>/)?.[1], path).toContain('--font-display');
      // Stylesheets are named (for the app's chunk loader) but none is fetched.
      for (const [tag] of html.matchAll(/<link rel="stylesheet"[^>]*>/g)) {
        expect(tag, path).toContain(' disabled');
      }
      for (const font of ['inter-latin-400', 'inter-latin-600', 'inter-latin-700']) {
        expect(html, `${path} preloads ${font}`).toMatch(
          new RegExp(`<link rel="preload" href="[^"]*${font}-normal-[^"]+\\.woff2" as="font"`),
        );
      }
    }
    const staff = scriptTags((await firstHtml('/staff/login')).html);
    expect(staff.length).toBeGreaterThan(0);
    for (const [tag] of staff) expect(tag).not.toContain('fetchpriority');
  });

  it("when a page comes rendered, then it lists its module's chunks for the browser to evaluate one task each, each after the chunks it imports and the module last", async () => {
    const importsOf = (source: string) =>
      [...source.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map(
        ([, file]) => `/assets/${file}`,
      );
    for (const { path } of expected) {
      const { html } = await firstHtml(path);
      const block = /<script type="application\/json" id="rendered-state">(.*?)<\/script>/s.exec(
        html,
      )?.[1];
      const state = JSON.parse(block ?? 'null') as { page?: { routeModules?: string[] } } | null;
      const files = state?.page?.routeModules ?? [];
      expect(files.length, path).toBeGreaterThan(0);
      const imported = new Set<string>();
      for (const [index, file] of files.entries()) {
        const response = await fetch(new URL(file, baseUrl));
        expect(response.status, `${path}: ${file}`).toBe(200);
        for (const dependency of importsOf(await response.text())) {
          imported.add(dependency);
          if (files.includes(dependency)) {
            expect(
              files.indexOf(dependency),
              `${path}: ${file} imports ${dependency}`,
            ).toBeLessThan(index);
          }
        }
      }
      expect(imported, `${path}: its module is last`).not.toContain(files.at(-1));
    }
  });

  it('when each public page opens in the browser, then it hydrates the HTML it came with, without errors', async () => {
    for (const { path, shows } of expected) {
      const { page, problems, context } = await pages.open({ viewport: viewports.phone });
      // The page's main element as the server sent it, before any script ran.
      await context.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive') {
            (window as unknown as { serverMain: unknown }).serverMain =
              document.getElementById('main');
          }
        });
      });
      await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'networkidle' });
      // React has taken over the server's element (hydrated), not drawn a new one.
      await expect
        .poll(() =>
          page.evaluate(() => {
            const main = document.getElementById('main');
            return (
              main !== null &&
              main === (window as unknown as { serverMain: unknown }).serverMain &&
              Object.keys(main).some((key) => key.startsWith('__reactFiber'))
            );
          }),
        )
        .toBe(true);
      for (const text of shows) {
        await expect.poll(() => page.locator('#main').innerText()).toContain(text);
      }
      expect(
        allProblems(problems, {
          // No weather provider answers in the tests: the browser asks again and is told 503.
          expectedHttpErrors: [{ status: 503, path: '/api/weather' }],
        }),
        path,
      ).toEqual([]);
    }
  });

  it('when JavaScript is off, then the games, events, board, parties and contact details show', async () => {
    const { page } = await pages.open({ javaScriptEnabled: false });
    for (const { path, shows } of expected) {
      await page.goto(new URL(path, baseUrl).toString());
      for (const text of shows) {
        await expect
          .poll(() => page.locator('#main').innerText(), { message: path })
          .toContain(text);
      }
    }
  });

  it('when staff add a game, then the next HTML of the games page has it, and loses it when it is deleted', async () => {
    const session = await signInViaApi(baseUrl, staffAdmin);
    const name = `Server Rendered ${uniqueSuffix()}`;
    const path = '/games?category=arcade';
    // The page is kept at the edge before the change.
    expect((await firstHtml(path)).html).not.toContain(name);
    await createGameViaApi(baseUrl, session.token, {
      category: 'arcade',
      name,
      manufacturer: 'Atari',
      year: 1981,
    });
    try {
      await expect.poll(async () => (await firstHtml(path)).html).toContain(name);
    } finally {
      await deleteGameByName(baseUrl, session.token, 'arcade', name);
    }
    await expect.poll(async () => (await firstHtml(path)).html).not.toContain(name);
  });

  it('when a page is asked with a staff token, then it is rendered for that request and never kept', async () => {
    const session = await signInViaApi(baseUrl, staffAdmin);
    const { status, headers, html } = await firstHtml('/events', {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(html).toContain('Events Calendar');
  });
});

describe('unknown paths', () => {
  it('when a path has no page, then it is a real 404 with the 404 page rendered and kept out of search', async () => {
    const { status, html } = await firstHtml('/no/such/page');
    expect(status).toBe(404);
    expect(html).toContain('404 Page Not Found');
    expect(html).toContain('Did you forget to add the page to the router?');
    expect(html).toContain('<meta name="robots" content="noindex"/>');

    const { page, goto, problems } = await pages.open();
    await goto('/no/such/page');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('404 Page Not Found');
    expect(
      allProblems(problems, { expectedHttpErrors: [{ status: 404, path: '/no/such/page' }] }),
    ).toEqual([]);
  });
});

describe('findable', () => {
  const tag = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

  it('when public pages are fetched, then each has its own title, description, canonical link and link-preview image', async () => {
    const titles = new Set<string>();
    for (const path of ['/', '/games', '/events', '/leaderboard', '/gallery', '/contact']) {
      const { html } = await firstHtml(`${path}${path === '/games' ? '?utm_source=x' : ''}`);
      const title = tag(html, /<title>([^<]+)<\/title>/);
      expect(title, path).toBeTruthy();
      titles.add(String(title));
      expect(tag(html, /<meta name="description" content="([^"]+)"/), path).toBeTruthy();
      // The canonical address keeps only the query the page reads.
      expect(tag(html, /<link rel="canonical" href="([^"]+)"/)).toBe(new URL(path, baseUrl).href);
      expect(tag(html, /<meta property="og:image" content="([^"]+)"/)).toBe(
        new URL('/og-image.png', baseUrl).href,
      );
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
      expect(html).not.toContain('content="noindex"');
    }
    expect(titles.size).toBe(6);
    const image = await fetch(new URL('/og-image.png', baseUrl));
    expect(image.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await image.arrayBuffer());
    // PNG: width and height are the IHDR chunk's first two 32-bit numbers.
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('when the pages are read for structured data, then the venue and each event are schema.org JSON-LD', async () => {
    const jsonLd = (html: string) =>
      [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
        (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
      );
    const venue = jsonLd((await firstHtml('/contact')).html).find((data) =>
      String(data['@type']).includes('EntertainmentBusiness'),
    );
    expect(venue).toMatchObject({
      name: 'Forks Arcade',
      address: { streetAddress: '1 Forks Market Road', addressLocality: 'Winnipeg' },
      geo: { latitude: 49.8874, longitude: -97.1306 },
      telephone: '(204) 555-0142',
    });
    expect(venue?.openingHoursSpecification).toHaveLength(3);
    expect(venue?.sameAs).toHaveLength(3);
    const events = jsonLd((await firstHtml('/events')).html).filter(
      (data) => data['@type'] === 'Event',
    );
    expect(events.length).toBeGreaterThan(0);
    expect(events[0]).toMatchObject({ location: { '@type': 'Place' } });
  });

  it('when robots.txt and sitemap.xml are asked for, then staff paths are disallowed and the sitemap lists the pages, categories, machines and the Hall of Fame', async () => {
    const robots = await firstHtml('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(robots.html).toContain('Disallow: /staff');
    expect(robots.html).toContain(`Sitemap: ${new URL('/sitemap.xml', baseUrl).href}`);

    const sitemap = await firstHtml('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    const locations = [...sitemap.html.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
      (match[1] ?? '').replaceAll('&amp;', '&'),
    );
    const games = groupedGamesSchema.parse(await getJson(baseUrl, '/api/games'));
    const machines = Object.values(games)
      .flat()
      .map((game) => `/games/${game.slug}`);
    for (const path of [
      '/',
      '/games',
      '/games?category=claw',
      '/events',
      '/contact',
      '/leaderboard?view=all-time',
      ...machines,
    ]) {
      expect(locations).toContain(new URL(path, baseUrl).href);
    }
    expect(locations.some((location) => location.includes(':slug'))).toBe(false);
    expect(locations.some((location) => location.includes('/staff'))).toBe(false);
  });

  it("when a game's stored name and maker carry bidi controls, then its page's title, description and link previews carry none, in the HTML and in the browser", async () => {
    const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
    const session = await signInViaApi(baseUrl, staffAdmin);
    const suffix = uniqueSuffix();
    // An override left open: shown as is, it would reverse whatever follows it on another site.
    const name = `Bidi \u202eSpoof ${suffix}`;
    const game = await createGameViaApi(baseUrl, session.token, {
      category: 'arcade',
      name,
      manufacturer: '\u2067Williams\u200f\u061c',
      year: 1993,
    });
    try {
      const path = `/games/${game.slug}`;
      const { status, html } = await firstHtml(path);
      expect(status).toBe(200);
      const head = html.slice(0, html.indexOf('</head>'));
      const texts = [
        tag(head, /<title>([^<]+)<\/title>/),
        ...[...head.matchAll(/<meta (?:name|property)="[^"]+" content="([^"]*)"\/>/g)].map(
          (match) => match[1],
        ),
      ];
      expect(texts).toContain(`Bidi Spoof ${suffix} | Forks Arcade`);
      expect(tag(head, /<meta name="description" content="([^"]+)"/)).toContain(
        `Bidi Spoof ${suffix} (Williams, 1993)`,
      );
      for (const text of texts) expect(text).not.toMatch(bidiControls);

      const { page, goto } = await pages.open();
      await goto(path);
      await expect.poll(() => page.title()).toBe(`Bidi Spoof ${suffix} | Forks Arcade`);
      const headTexts = await page.evaluate(() =>
        [...document.head.querySelectorAll('meta[content]')].map(
          (meta) => meta.getAttribute('content') ?? '',
        ),
      );
      for (const text of headTexts) expect(text).not.toMatch(bidiControls);
    } finally {
      await deleteGameByName(baseUrl, session.token, 'arcade', name);
    }
  });

  it('when a staff page is fetched, then it is kept out of search results', async () => {
    const { status, html } = await firstHtml('/staff/login');
    expect(status).toBe(200);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('<title>Staff Login | Forks Arcade</title>');
  });
});
