import jwt from 'jsonwebtoken';

import { describe, expect, inject, it } from 'vitest';

import { allProblems, isDataCall } from './browser';
import {
  expectToast,
  listStaffUsers,
  passGate,
  readStorage,
  signInViaApi,
  withSession,
} from './staff';
import { browserSuite } from './suite';

const { baseUrl, admin, session, pages } = browserSuite({ signIn: true });
const jwtSecret = inject('jwtSecret');

const hours = (n: number) => n * 60 * 60 * 1000;

describe('staff route guard', () => {
  for (const path of ['/staff/portal', '/staff/games', '/staff/users']) {
    it(`when ${path} is opened without a session, then nothing of it renders, no API call is made and the URL becomes /staff/login`, async () => {
      const tab = await pages.open();
      const { page } = tab;
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        if (isDataCall(request.url())) apiCalls.push(request.url());
      });
      const headings: string[] = [];
      await page.exposeFunction('__heading', (text: string) => headings.push(text));
      // Record every h1 that is ever shown, however briefly.
      await page.addInitScript(() => {
        new MutationObserver(() => {
          document.querySelectorAll('h1').forEach((h1) => {
            (window as unknown as { __heading(text: string): void }).__heading(
              h1.textContent ?? '',
            );
          });
        }).observe(document, { childList: true, subtree: true });
      });

      await tab.goto(path);

      await page.waitForURL(`${baseUrl}/staff/login`);
      await page.getByRole('heading', { name: 'Staff Login' }).waitFor();
      expect(new Set(headings)).toEqual(new Set(['Staff Login']));
      expect(apiCalls).toEqual([]);
      expect(allProblems(tab.problems)).toEqual([]);
    });
  }

  it('when /staff is opened with a session, then the portal opens', async () => {
    const tab = await pages.open(withSession(baseUrl, session));
    await tab.goto('/staff');
    await tab.page.waitForURL(`${baseUrl}/staff/portal`);
    await tab.page.getByRole('heading', { name: 'Staff Portal' }).waitFor();
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when a signed-in user opens the login page, then they go to the portal', async () => {
    const tab = await pages.open(withSession(baseUrl, session));
    await tab.goto('/staff/login');
    await tab.page.waitForURL(`${baseUrl}/staff/portal`);
    expect(allProblems(tab.problems)).toEqual([]);
  });
});

describe('staff session expiry', () => {
  it('when the stored login time is 9 hours old, then Session Expired shows and the user is at login with the page saved', async () => {
    const tab = await pages.open(withSession(baseUrl, session, new Date(Date.now() - hours(9))));
    const { page } = tab;
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (isDataCall(request.url())) apiCalls.push(request.url());
    });

    await tab.goto('/staff/portal');

    await page.waitForURL(`${baseUrl}/staff/login`);
    await expectToast(page, 'Session Expired');
    const { local, session: tabSession } = await readStorage(page);
    expect(local.staffToken).toBeUndefined();
    expect(local.staffUsername).toBeUndefined();
    expect(local.staffLoginTime).toBeUndefined();
    expect(tabSession.staffRedirect).toBe('/staff/portal');
    expect(apiCalls).toEqual([]);
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when the 8 hours run out while the portal is open, then Session Expired shows and the user is at login', async () => {
    // Ten minutes left: however slow the machine is to show the portal, the session is still
    // open when it shows; then the page's clock jumps ahead to the end of it.
    const left = 10 * 60_000;
    const now = Date.now();
    const tab = await pages.open(withSession(baseUrl, session, new Date(now - hours(8) + left)));
    const { page } = tab;
    await page.clock.install({ time: now });
    await tab.goto('/staff/portal');
    await page.getByRole('heading', { name: 'Staff Portal' }).waitFor();

    await page.clock.fastForward(left);
    await page.waitForURL(`${baseUrl}/staff/login`);
    await expectToast(page, 'Session Expired');
    expect((await readStorage(page)).local.staffToken).toBeUndefined();
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when the server finds the token expired, then the first staff call answers 401, Session Expired shows and the user is at login', async () => {
    const [account] = (await listStaffUsers(baseUrl, session.token)).filter(
      (user) => user.username === admin.username,
    );
    expect(account).toBeDefined();
    const now = Math.floor(Date.now() / 1000);
    // Genuine (right secret, subject and claims) but past its expiry.
    const expiredToken = jwt.sign(
      { username: admin.username, role: 'admin', iat: now - 9 * 3600, exp: now - 3600 },
      jwtSecret,
      { algorithm: 'HS256', subject: account?.id ?? '' },
    );
    // The browser's own clock still says the session is fresh.
    const tab = await pages.open(
      withSession(baseUrl, { token: expiredToken, username: admin.username }),
    );
    const { page } = tab;

    await tab.goto('/staff/portal');

    await page.waitForURL(`${baseUrl}/staff/login`);
    await expectToast(page, 'Session Expired');
    const { local, session: tabSession } = await readStorage(page);
    expect(local.staffToken).toBeUndefined();
    expect(tabSession.staffRedirect).toBe('/staff/portal');
    expect(
      allProblems(tab.problems, {
        // Every staff call the portal makes at once: its own, the operations figures and the
        // floor's machines out of order.
        expectedHttpErrors: [
          { status: 401, path: /^\/api\/staff\// },
          { status: 401, path: '/api/operations/summary' },
          { status: 401, path: '/api/machines/floor' },
        ],
      }),
    ).toEqual([]);
  });
});

describe('staff logout', () => {
  it('when Logout is pressed, then Logged Out shows, the session and gate flags are gone, the server refuses the token and staff pages redirect to login again', async () => {
    // Logging out ends the token on the server too, so this test signs in on its own.
    const own = await signInViaApi(baseUrl, admin);
    const tab = await pages.open(withSession(baseUrl, own));
    const { page } = tab;
    await tab.goto('/staff/games');
    await passGate(page, admin);
    expect((await readStorage(page)).session['staffGate:games']).toBe(admin.username);

    await page.getByRole('button', { name: 'Logout' }).click();

    await page.waitForURL(`${baseUrl}/staff/login`);
    await expectToast(page, 'Logged Out');
    const { local, session: tabSession } = await readStorage(page);
    expect(local.staffToken).toBeUndefined();
    expect(local.staffUsername).toBeUndefined();
    expect(local.staffLoginTime).toBeUndefined();
    expect(Object.keys(tabSession).filter((key) => key.startsWith('staffGate:'))).toEqual([]);
    // A logout asks for nothing to come back to.
    expect(tabSession.staffRedirect).toBeUndefined();
    await expect
      .poll(
        async () =>
          (
            await fetch(`${baseUrl}/api/staff/session`, {
              headers: { authorization: `Bearer ${own.token}` },
            })
          ).status,
      )
      .toBe(401);

    await tab.goto('/staff/portal');
    await page.waitForURL(`${baseUrl}/staff/login`);
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when Logout is pressed on the portal and someone signs in again, then the games gate asks again', async () => {
    const own = await signInViaApi(baseUrl, admin);
    const tab = await pages.open(withSession(baseUrl, own));
    const { page } = tab;
    await tab.goto('/staff/games');
    await passGate(page, admin);
    await page.getByRole('link', { name: 'Portal', exact: true }).click();
    await page.getByRole('heading', { name: 'Staff Portal' }).waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${baseUrl}/staff/login`);
    await page.getByLabel('Username').fill(admin.username);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${baseUrl}/staff/portal`);
    await page.getByRole('link', { name: /Games Management/ }).click();

    await page.getByRole('heading', { name: 'Staff Games Access' }).waitFor();
    expect(allProblems(tab.problems)).toEqual([]);
  });
});
