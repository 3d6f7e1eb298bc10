import { describe, expect, it } from 'vitest';

import { allProblems } from './browser';
import { expectToast, readStorage, withSession } from './staff';
import { browserSuite } from './suite';

const { baseUrl, admin, session, pages } = browserSuite({ signIn: true });

describe('games page gate', () => {
  it('when the games page opens, then the gate is the page heading, names who is signed in, asks only for the password and waits for it', async () => {
    const tab = await pages.open(withSession(baseUrl, session));
    const { page } = tab;
    const gamesCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/games')) gamesCalls.push(request.url());
    });
    await tab.goto('/staff/games');

    await page.getByRole('heading', { level: 1, name: 'Staff Games Access' }).waitFor();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await expect
      .poll(() => page.locator('.auth-card').innerText())
      .toContain(`Signed in as ${admin.username}`);
    await expect.poll(() => page.getByLabel('Username').count()).toBe(0);
    const button = page.getByRole('button', { name: 'Access', exact: true });
    await expect.poll(() => button.isDisabled()).toBe(true);
    await page.getByLabel('Password', { exact: true }).fill('something');
    await expect.poll(() => button.isDisabled()).toBe(false);
    await page.getByLabel('Password', { exact: true }).fill('');
    await expect.poll(() => button.isDisabled()).toBe(true);
    // Behind the gate, nothing of the page loads.
    await expect.poll(() => page.getByRole('button', { name: 'Add New Game' }).count()).toBe(0);
    expect(gamesCalls).toEqual([]);
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when the password is wrong, then the message is under the password, focus is on it, Access Denied shows and the session stays', async () => {
    const tab = await pages.open(withSession(baseUrl, session));
    const { page } = tab;
    await tab.goto('/staff/games');

    const password = page.getByLabel('Password', { exact: true });
    await password.fill('wrong-password-for-gate');
    await page.getByRole('button', { name: 'Access', exact: true }).click();

    await expectToast(page, 'Access Denied', 'Invalid credentials');
    await expect
      .poll(() => page.locator('.field__error').allInnerTexts())
      .toEqual(['Incorrect password. Please try again.']);
    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
    await expect
      .poll(() => password.evaluate((input) => input === document.activeElement))
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe('/staff/games');
    const { local, session: tabSession } = await readStorage(page);
    expect(local.staffToken).toBe(session.token);
    expect(tabSession['staffGate:games']).toBeUndefined();
    await expect.poll(() => page.getByRole('button', { name: 'Add New Game' }).count()).toBe(0);

    // The same tab then gets in with the right password.
    await password.fill(admin.password);
    await page.getByRole('button', { name: 'Access', exact: true }).click();
    await expectToast(page, 'Access Granted');
    await page.getByRole('button', { name: 'Add New Game' }).waitFor();
    expect(
      allProblems(tab.problems, {
        expectedHttpErrors: [{ status: 403, path: '/api/staff/verify' }],
      }),
    ).toEqual([]);
  });

  it('when the right password is given, then only the password is sent, Access Granted shows and the page stays open on reload', async () => {
    const tab = await pages.open(withSession(baseUrl, session));
    const { page } = tab;
    await tab.goto('/staff/games');
    const sent = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/staff/verify',
    );

    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Access', exact: true }).click();

    expect((await sent).postDataJSON()).toEqual({ password: admin.password });
    await expectToast(page, 'Access Granted');
    await page.getByRole('heading', { name: 'Games Management' }).waitFor();
    expect((await readStorage(page)).session['staffGate:games']).toBe(admin.username);

    await tab.goto('/staff/games');
    await page.getByRole('heading', { name: 'Games Management' }).waitFor();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Staff Games Access' }).count())
      .toBe(0);
    expect(allProblems(tab.problems)).toEqual([]);
  });
});
