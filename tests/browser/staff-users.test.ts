import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { allProblems, unreadableCells, viewports } from './browser';
import {
  createStaffUser,
  expectToast,
  listStaffUsers,
  signInViaApi,
  uniqueSuffix,
  withSession,
} from './staff';
import { browserSuite } from './suite';

const { baseUrl, admin, session, pages } = browserSuite({ signIn: true });

const rowOf = (page: Page, username: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: username }) });

/** What a 390 px phone shows of a page under its browser's address and tool bars. */
const phoneWithBars = { width: 390, height: 664 };

const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('name') ?? null);

async function openUsersPage(viewport: { width: number; height: number } = viewports.desktop) {
  const tab = await pages.open({ viewport, ...withSession(baseUrl, session) });
  await tab.goto('/staff/users');
  await tab.page.getByRole('heading', { name: 'Staff Accounts' }).waitFor();
  await tab.page.locator('table, .list-state').first().waitFor();
  return tab;
}

describe('staff accounts page', () => {
  it('when an admin opens it, then every account is listed and the admin cannot disable themselves', async () => {
    const tab = await openUsersPage();
    const { page } = tab;
    const accounts = await listStaffUsers(baseUrl, session.token);

    await expect.poll(() => page.getByRole('rowheader').count()).toBe(accounts.length);
    const own = rowOf(page, admin.username);
    await expect.poll(() => own.innerText()).toContain('You');
    await expect.poll(() => own.innerText()).toContain('Admin');
    await expect
      .poll(() => own.getByRole('button', { name: `Disable ${admin.username}` }).isDisabled())
      .toBe(true);
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when the admin portal opens, then it has a Staff Accounts card', async () => {
    const tab = await pages.open(withSession(baseUrl, session));
    await tab.goto('/staff/portal');
    const card = tab.page.getByRole('link', { name: /Staff Accounts/ });
    await card.waitFor();
    await expect.poll(() => card.getAttribute('href')).toBe('/staff/users');
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when an account is added and then disabled, then it is listed as disabled and cannot sign in', async () => {
    const username = `floor.${uniqueSuffix()}`;
    const password = `floor-password-${uniqueSuffix()}`;
    const tab = await openUsersPage();
    const { page } = tab;

    await page.getByRole('button', { name: 'Add Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Staff Account' });
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Create Account' }).click();

    await expectToast(page, 'Account Created', `${username} can now sign in.`);
    await dialog.waitFor({ state: 'hidden' });
    const row = rowOf(page, username);
    await row.waitFor();
    await expect.poll(() => row.innerText()).toMatch(/Staff\s+Active/);

    await row.getByRole('button', { name: `Disable ${username}` }).click();
    await expectToast(page, 'Account Disabled', `${username} can no longer sign in.`);
    await expect.poll(() => row.innerText()).toMatch(/Staff\s+Disabled/);
    await row.getByRole('button', { name: `Enable ${username}` }).waitFor();

    const login = await pages.open();
    await login.goto('/staff/login');
    await login.page.getByLabel('Username').fill(username);
    await login.page.getByLabel('Password', { exact: true }).fill(password);
    await login.page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(login.page, 'Login Failed', 'Invalid username or password');
    expect(new URL(login.page.url()).pathname).toBe('/staff/login');

    expect(allProblems(tab.problems)).toEqual([]);
    expect(
      allProblems(login.problems, {
        expectedHttpErrors: [{ status: 401, path: '/api/staff/login' }],
      }),
    ).toEqual([]);
  });

  it('when the new account breaks the rules, then the contract messages show under the fields', async () => {
    const tab = await openUsersPage();
    const { page } = tab;
    await page.getByRole('button', { name: 'Add Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Staff Account' });
    await dialog.getByLabel('Username').fill('a b');
    await dialog.getByLabel('Password', { exact: true }).fill('short');
    await dialog.getByRole('button', { name: 'Create Account' }).click();

    await expect
      .poll(() => dialog.locator('.field__error').allInnerTexts())
      .toEqual([
        'Username must be 3-32 letters, digits, dots, dashes or underscores',
        'Password must be at least 10 characters',
      ]);
    await expect.poll(() => focusedName(page)).toBe('username');
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when the username is taken, then the server error shows under Username', async () => {
    const tab = await openUsersPage();
    const { page } = tab;
    await page.getByRole('button', { name: 'Add Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Staff Account' });
    await dialog.getByLabel('Username').fill(admin.username);
    await dialog.getByLabel('Password', { exact: true }).fill('a-long-enough-password');
    await dialog.getByRole('button', { name: 'Create Account' }).click();

    await expect
      .poll(() => dialog.locator('.field__error').allInnerTexts())
      .toEqual(['Username is taken']);
    await expect.poll(() => focusedName(page)).toBe('username');
    await expect
      .poll(() => dialog.getByLabel('Password', { exact: true }).inputValue())
      .toBe('a-long-enough-password');
    expect(
      allProblems(tab.problems, {
        expectedHttpErrors: [{ status: 409, path: '/api/staff/users' }],
      }),
    ).toEqual([]);
  });

  it('when a password is reset, then the account signs in with the new one', async () => {
    const username = `reset.${uniqueSuffix()}`;
    const newPassword = `new-password-${uniqueSuffix()}`;
    await createStaffUser(baseUrl, session.token, {
      username,
      password: `old-password-${uniqueSuffix()}`,
      role: 'staff',
    });
    const tab = await openUsersPage();
    const { page } = tab;

    await rowOf(page, username)
      .getByRole('button', { name: `Reset password for ${username}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Reset password for ${username}` });
    await dialog.getByLabel('New password', { exact: true }).fill(newPassword);
    await dialog.getByRole('button', { name: 'Reset Password' }).click();

    await expectToast(page, 'Password Reset');
    await dialog.waitFor({ state: 'hidden' });
    await expect(signInViaApi(baseUrl, { username, password: newPassword })).resolves.toMatchObject(
      {
        username,
      },
    );
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when a staff member who is not an admin opens it, then only the admins message shows', async () => {
    const username = `crew.${uniqueSuffix()}`;
    const password = `crew-password-${uniqueSuffix()}`;
    await createStaffUser(baseUrl, session.token, { username, password, role: 'staff' });
    const crew = await signInViaApi(baseUrl, { username, password });
    const tab = await pages.open(withSession(baseUrl, crew));
    const { page } = tab;
    const userCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/staff/users') userCalls.push(request.url());
    });

    await tab.goto('/staff/users');

    await page.getByRole('heading', { name: 'Only admins can manage staff accounts' }).waitFor();
    await expect.poll(() => page.getByRole('table').count()).toBe(0);
    expect(userCalls).toEqual([]);

    // The portal learns the role from the server: wait for that answer, then for a paint.
    const roleAnswer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/staff/session',
    );
    await tab.goto('/staff/portal');
    expect((await (await roleAnswer).json()) as unknown).toMatchObject({ role: 'staff' });
    await page.getByRole('link', { name: /Games Management/ }).waitFor();
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expect.poll(() => page.getByRole('link', { name: /Staff Accounts/ }).count()).toBe(0);
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when the accounts are shown on a 390 px screen, then every cell of every account can be read, none covered', async () => {
    await createStaffUser(baseUrl, session.token, {
      username: `phone.${uniqueSuffix()}`,
      password: `phone-password-${uniqueSuffix()}`,
      role: 'staff',
    });
    const tab = await openUsersPage(viewports.phone);
    const { page } = tab;
    await page.getByRole('table').waitFor();

    await expect.poll(() => unreadableCells(page)).toEqual([]);
    await expect
      .poll(() =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      )
      .toBe(0);
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when a new password is too short in the dialog on a phone, then the message is under it, focus is on it and Reset Password is in reach', async () => {
    const username = `short.${uniqueSuffix()}`;
    await createStaffUser(baseUrl, session.token, {
      username,
      password: `short-password-${uniqueSuffix()}`,
      role: 'staff',
    });
    const tab = await openUsersPage(phoneWithBars);
    const { page } = tab;
    await rowOf(page, username)
      .getByRole('button', { name: `Reset password for ${username}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Reset password for ${username}` });
    const field = dialog.getByLabel('New password', { exact: true });
    await field.fill('short');
    await dialog.getByRole('button', { name: 'Reset Password' }).click();

    await expect
      .poll(() => dialog.locator('.field__error').allInnerTexts())
      .toEqual(['Password must be at least 10 characters']);
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
    await expect.poll(() => field.inputValue()).toBe('short');
    const submit = dialog.getByRole('button', { name: 'Reset Password' });
    await expect
      .poll(() =>
        submit.evaluate((button) => {
          const box = button.getBoundingClientRect();
          const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return box.bottom <= window.innerHeight && top !== null && button.contains(top);
        }),
      )
      .toBe(true);
    expect(allProblems(tab.problems)).toEqual([]);
  });
});
