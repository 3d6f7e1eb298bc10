import { gameCountsSchema } from '@venue/contracts/catalogue';
import { formatVenueDateTime } from '@venue/venue-time/venue-clock';
import { venueClock } from '@venue/venue-time/venue-time';

import { describe, expect, it } from 'vitest';

import { allProblems, getJson, isDataCall } from './browser';
import { expectToast, readStorage } from './staff';
import { browserSuite } from './suite';

const { baseUrl, admin, pages } = browserSuite();

const loginFailure = { status: 401, path: '/api/staff/login' };

/**
 * `Nov 22, 2026 at 14:05` by the server's clock for the venue: the page formats with the
 * server's offsets, since the browser's zone data can be an hour off for Winnipeg.
 */
const venueDateTime = (iso: string) =>
  formatVenueDateTime(new Date(iso), venueClock(new Date(iso)).offsets);

describe('staff login', () => {
  it('when the form is sent empty, then both required messages show under the fields and nothing is sent', async () => {
    const tab = await pages.open();
    const { page, goto } = tab;
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (isDataCall(request.url())) apiCalls.push(request.url());
    });
    await goto('/staff/login');

    await page.getByRole('button', { name: 'Sign In' }).click();

    const username = page.getByLabel('Username');
    const password = page.getByLabel('Password', { exact: true });
    await expect
      .poll(() => page.locator('.field__error').allInnerTexts())
      .toEqual(['Username is required', 'Password is required']);
    await expect.poll(() => username.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
    // Each message is tied to its field for screen readers.
    const describedBy = (await username.getAttribute('aria-describedby')) ?? '';
    await expect
      .poll(() => page.locator(`[id="${describedBy}"]`).innerText())
      .toBe('Username is required');
    expect(apiCalls).toEqual([]);
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when the password toggle is pressed, then the password shows and hides', async () => {
    const tab = await pages.open();
    const { page, goto } = tab;
    await goto('/staff/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret-value');
    await expect.poll(() => password.getAttribute('type')).toBe('password');

    await page.getByRole('button', { name: 'Show password' }).click();
    await expect.poll(() => password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect.poll(() => password.getAttribute('type')).toBe('password');
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when the password is wrong, then it is said in the form and in a toast, the typing stays, focus is on the password and no session is kept', async () => {
    const tab = await pages.open();
    const { page, goto } = tab;
    await goto('/staff/login');

    const password = page.getByLabel('Password', { exact: true });
    await page.getByLabel('Username').fill(admin.username);
    await password.fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();

    await expectToast(page, 'Login Failed', 'Invalid username or password');
    const form = page.locator('form', { has: password });
    await expect
      .poll(() => form.getByRole('alert').innerText())
      .toBe('Invalid username or password');
    await expect.poll(() => page.getByLabel('Username').inputValue()).toBe(admin.username);
    await expect.poll(() => password.inputValue()).toBe('not-the-password');
    await expect
      .poll(() => password.evaluate((input) => input === document.activeElement))
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe('/staff/login');
    const { local } = await readStorage(page);
    expect(local.staffToken).toBeUndefined();

    // Signing in then works from the same form, and the message goes.
    await password.fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${baseUrl}/staff/portal`);
    expect(allProblems(tab.problems, { expectedHttpErrors: [loginFailure] })).toEqual([]);
  });

  it('when the API cannot be reached, then Login failed is said in the form and in a toast', async () => {
    const tab = await pages.open();
    const { page, goto } = tab;
    await goto('/staff/login');
    await page.route('**/api/staff/login', (route) => route.abort('connectionrefused'));

    await page.getByLabel('Username').fill(admin.username);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    await expectToast(page, 'Login Failed', 'Login failed');
    await expect
      .poll(() => page.locator('form').getByRole('alert').innerText())
      .toBe('Login failed');
    const problems = allProblems(tab.problems).filter(
      (problem) => !problem.includes('net::ERR_CONNECTION_REFUSED'),
    );
    expect(problems).toEqual([]);
  });

  it('when the credentials are right, then the portal shows the user, the login time and the live tiles', async () => {
    const tab = await pages.open();
    const { page, goto } = tab;
    const counts = gameCountsSchema.parse(await getJson(baseUrl, '/api/games/counts'));
    const machines = Object.values(counts).reduce((sum, count) => sum + count, 0);
    await goto('/staff/login');

    await page.getByLabel('Username').fill(admin.username);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    await page.waitForURL(`${baseUrl}/staff/portal`);
    await expectToast(page, 'Login Successful', `Welcome back, ${admin.username}!`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('Staff Portal');
    const { local } = await readStorage(page);
    const header = page.locator('.staff-page-header');
    for (const line of [
      new RegExp(`Signed in as\\s+${admin.username}\\b`),
      new RegExp(`Login time\\s+${venueDateTime(local.staffLoginTime ?? '')}`),
      /logged out automatically 8 hours after login/,
    ]) {
      await expect.poll(() => header.innerText()).toMatch(line);
    }
    await expect.poll(() => header.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);

    const tile = (label: string) =>
      page.locator('.status-tile').filter({ has: page.getByRole('heading', { name: label }) });
    await expect
      .poll(() => tile('System Status').locator('.status-tile__value').innerText())
      .toBe('All Systems Online');
    await expect
      .poll(() => tile('Active Games').locator('.status-tile__value').innerText())
      .toBe(`${machines} Machines`);
    // Live figures from the operations service (staff-portal.test.ts checks them against it).
    await expect
      .poll(() => tile('Prize Inventory').locator('.status-tile__value').innerText())
      .toMatch(/^(No Prizes Yet|Fully Stocked|\d+ Low Stock)$/);
    await expect
      .poll(() => tile('Open Issues').locator('.status-tile__value').innerText())
      .toMatch(/^(No Open Issues|\d+ Open Issues?)$/);

    expect(local.staffToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(local.staffUsername).toBe(admin.username);
    const loginTime = Date.parse(local.staffLoginTime ?? '');
    expect(Math.abs(Date.now() - loginTime)).toBeLessThan(60_000);
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when a signed-out visitor opens a staff page, then after signing in they are back on it', async () => {
    const tab = await pages.open();
    const { page, goto } = tab;
    await goto('/staff/games?category=claw');

    await page.waitForURL(`${baseUrl}/staff/login`);
    expect((await readStorage(page)).session.staffRedirect).toBe('/staff/games?category=claw');
    await page.getByLabel('Username').fill(admin.username);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    await page.waitForURL(`${baseUrl}/staff/games?category=claw`);
    await page.getByRole('heading', { name: 'Staff Games Access' }).waitFor();
    expect((await readStorage(page)).session.staffRedirect).toBeUndefined();
    expect(allProblems(tab.problems)).toEqual([]);
  });
});
