import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { expect } from 'vitest';

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
} as const;

/** One browser per test file: Debian's chromium, headless, no network chatter. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export type PageProblems = {
  /** console.error messages (CSP reports and failed loads show up here too). */
  consoleErrors: string[];
  /** Uncaught exceptions in the page. */
  pageErrors: string[];
  /** securitypolicyviolation events: "directive blocked-uri". */
  cspViolations: string[];
};

export type TestPage = {
  context: BrowserContext;
  page: Page;
  problems: PageProblems;
  /** Opens a path of the product, e.g. `/games?category=claw`. */
  goto: (path: string) => Promise<void>;
  close: () => Promise<void>;
};

/** A fresh context and page that records console errors, page errors and CSP violations. */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  contextOptions: BrowserContextOptions = {},
): Promise<TestPage> {
  const context = await browser.newContext({
    viewport: viewports.desktop,
    ...contextOptions,
  });
  const problems: PageProblems = { consoleErrors: [], pageErrors: [], cspViolations: [] };

  await context.exposeBinding('__reportCspViolation', (_source, violation: string) => {
    problems.cspViolations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void })
        .__reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  // Every document of the site comes with its policy, so every page a test opens runs under it.
  // Checked on the answers rather than added by routing: a route would pass each request of
  // every page through this process.
  const origin = new URL(baseUrl).origin;
  context.on('response', (response) => {
    if (response.request().resourceType() !== 'document') return;
    if (new URL(response.url()).origin !== origin) return;
    if (!response.headers()['content-security-policy'])
      problems.cspViolations.push(`no Content-Security-Policy on ${response.url()}`);
  });

  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // Chromium logs every non-OK response; keep its URL so a test can expect a particular one.
    const { url } = message.location();
    problems.consoleErrors.push(
      url && text.startsWith('Failed to load resource') ? `${text} [${url}]` : text,
    );
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));

  return {
    context,
    page,
    problems,
    goto: async (path) => {
      // Not `networkidle` (half a second of quiet after every page): the app says when it has
      // taken the page over, and each test waits for the state it asserts.
      await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'load' });
      if (contextOptions.javaScriptEnabled !== false) await waitForApp(page);
    },
    close: () => context.close(),
  };
}

/** Waits until React has taken the page over (`data-app` on <html>, set by the app's first effect). */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
}

/** A non-OK API answer the test causes on purpose (e.g. a wrong password's 401). */
export type ExpectedHttpError = {
  status: number;
  /** The request's path, exactly; or a pattern tested against path and query. */
  path: string | RegExp;
};

const failedResource =
  /^Failed to load resource: the server responded with a status of (\d+).*\[(.+)\]$/;

const isExpectedHttpError = (text: string, expected: ExpectedHttpError[]) => {
  const match = failedResource.exec(text);
  if (!match) return false;
  const url = new URL(match[2] ?? '');
  return expected.some(
    ({ status, path }) =>
      status === Number(match[1]) &&
      (typeof path === 'string' ? url.pathname === path : path.test(url.pathname + url.search)),
  );
};

/**
 * Everything that went wrong, flattened; an empty list means a clean page. The console lines
 * Chromium writes for the expected HTTP errors are left out; any other one is a problem.
 */
export const allProblems = (
  { consoleErrors, pageErrors, cspViolations }: PageProblems,
  { expectedHttpErrors = [] }: { expectedHttpErrors?: ExpectedHttpError[] } = {},
) => [
  ...cspViolations.map((text) => `CSP: ${text}`),
  ...pageErrors.map((text) => `page error: ${text}`),
  ...consoleErrors
    .filter((text) => !isExpectedHttpError(text, expectedHttpErrors))
    .map((text) => `console: ${text}`),
];

/** GET a JSON document from the product's API (from Node, outside the browser). */
export async function getJson(baseUrl: string, path: string): Promise<unknown> {
  const response = await fetch(new URL(path, baseUrl));
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return response.json();
}

/** Opens pages for a test file and closes them after each test. */
export function pageTracker(getBrowser: () => Browser, baseUrl: string) {
  const open: TestPage[] = [];
  return {
    open: async (options?: BrowserContextOptions) => {
      const tab = await openPage(getBrowser(), baseUrl, options);
      open.push(tab);
      return tab;
    },
    closeAll: async () => {
      await Promise.all(open.splice(0).map((tab) => tab.close()));
    },
  };
}

/**
 * Every cell of the tables on the page whose text is not fully readable: each cell is scrolled
 * into view as a reader would, then each line of its text is probed at its start, middle and
 * end; the element found there must be the cell or inside it (not a pinned column, not outside
 * a clipping box) and the line must lie within the window. Empty list: all text shows.
 */
export const unreadableCells = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    const cells = document.querySelectorAll<HTMLElement>('table tbody th, table tbody td');
    for (const cell of cells) {
      if (!cell.innerText.trim()) continue;
      cell.scrollIntoView({ block: 'center', inline: 'nearest' });
      const range = document.createRange();
      range.selectNodeContents(cell);
      for (const line of range.getClientRects()) {
        if (line.width === 0 || line.height === 0) continue;
        const y = line.top + line.height / 2;
        const name = `"${cell.innerText.trim().slice(0, 30)}"`;
        if (line.left < 0 || line.right > window.innerWidth) {
          problems.push(`${name} runs outside the window`);
          continue;
        }
        for (const x of [line.left + 1, line.left + line.width / 2, line.right - 1]) {
          const found = document.elementFromPoint(x, y);
          if (!found || !cell.contains(found)) {
            problems.push(
              `${name} is covered at x=${Math.round(x)} by ${found?.className ?? 'nothing'}`,
            );
          }
        }
      }
    }
    return problems;
  });

/** An API call for the page's data: everything under /api but the venue clock every page loads first. */
export const isDataCall = (url: string) => {
  const { pathname } = new URL(url);
  return pathname.startsWith('/api/') && pathname !== '/api/venue-time';
};

/** The venue's address as the site shows it. */
export const venueAddress = '1 Forks Market Road, Winnipeg, MB, Canada';

/** Waits until the link leads to the venue's address on a map, in a new tab. */
export async function expectDirectionsLink(link: Locator) {
  await expect
    .poll(() => link.getAttribute('href'))
    .toMatch(/^https:\/\/www\.google\.com\/maps\/search\//);
  await expect
    .poll(async () => new URL((await link.getAttribute('href')) ?? '').searchParams.get('query'))
    .toBe(venueAddress);
  await expect.poll(() => link.getAttribute('target')).toBe('_blank');
  await expect.poll(() => link.getAttribute('rel')).toContain('noopener');
}

/**
 * Opens `path` as a link inside the app does, from a page that reads no data: the browser then
 * asks the API itself. A page opened by its address comes with its data in the HTML, so a test
 * that holds or changes the API's answers (to see loading or failure) opens the page this way.
 */
export async function openInApp(tab: TestPage, path: string): Promise<void> {
  await tab.goto('/private-parties');
  await tab.page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
