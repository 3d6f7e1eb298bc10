import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';

import { launchBrowser, pageTracker } from './browser';
import { signInViaApi, type ApiSession } from './staff';

/**
 * What a test file against the shared product starts with: the product's address, the staff
 * admin's credentials, a browser launched before the file's tests and closed after them, and a
 * page tracker whose pages close after each test. With `signIn`, `session` is the admin's API
 * session, filled in before the file's own `beforeAll` runs (call this first in the file).
 */
export function browserSuite({ signIn = false }: { signIn?: boolean } = {}) {
  const baseUrl = inject('baseUrl');
  const admin = inject('staffAdmin');
  let browser: Browser | undefined;
  const session: ApiSession = { token: '', username: '' };
  const pages = pageTracker(() => {
    if (!browser) throw new Error('The browser opens in beforeAll: open pages inside tests');
    return browser;
  }, baseUrl);

  beforeAll(async () => {
    browser = await launchBrowser();
    if (signIn) Object.assign(session, await signInViaApi(baseUrl, admin));
  });
  afterEach(() => pages.closeAll());
  afterAll(() => browser?.close());

  return { baseUrl, admin, session, pages };
}
