import jwt from 'jsonwebtoken';

import { describe, expect, inject, it } from 'vitest';

import { allProblems, isDataCall } from './browser';
import { alertDay, dayCell, dayLabel, longDate, scheduleApi, weekRow } from './schedule';
import { expectToast, listStaffUsers, readStorage, uniqueSuffix, withSession } from './staff';
import { browserSuite } from './suite';

const { baseUrl, admin, session, pages } = browserSuite({ signIn: true });
const jwtSecret = inject('jwtSecret');

const schedule = scheduleApi(baseUrl, () => session.token);
const { currentWeek, dayAsStored, saveDay, withDayRestored } = schedule;

describe('editing a day', () => {
  it('when today is edited on the calendar, then Saving... shows, Schedule Updated follows, and the calendar and Current Week show the new day', async () => {
    const { today } = await currentWeek();
    await withDayRestored(today, async () => {
      const crew = `Casey-${uniqueSuffix()}`;
      const tab = await pages.open(withSession(baseUrl, session));
      const { page } = tab;
      await tab.goto('/staff/schedule');
      await dayCell(page, today).click();

      const dialog = page.getByRole('dialog', { name: `Edit Schedule for ${longDate(today)}` });
      await dialog.waitFor();
      await expect.poll(() => dialog.getByLabel('Date').inputValue()).toBe(today);
      await expect.poll(() => dialog.getByLabel('Date').getAttribute('readonly')).not.toBeNull();
      await expect
        .poll(() => dialog.getByLabel('Day').inputValue())
        .toBe(dayLabel(today).slice(0, 3));
      await expect
        .poll(() => dialog.getByLabel('Shift Time').getAttribute('placeholder'))
        .toBe('e.g., 2 PM - 10 PM');
      await expect
        .poll(() => dialog.getByLabel('Staff Names (comma separated)').getAttribute('placeholder'))
        .toBe('e.g., Sarah, Mike, Jordan');
      await expect
        .poll(() => dialog.getByLabel('Coverage Status').locator('option').allInnerTexts())
        .toEqual(['Full Coverage', 'Understaffed', 'Overstaffed']);

      await dialog.getByLabel('Shift Time').fill('3 PM - 11 PM');
      await dialog.getByLabel('Staff Names (comma separated)').fill(` ${crew} , , Robin,`);
      await dialog.getByLabel('Coverage Status').selectOption({ label: 'Understaffed' });
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/staff/schedule/monthly/update', async (route) => {
        await held;
        await route.continue();
      });
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      const saving = dialog.getByRole('button', { name: 'Saving...' });
      await saving.waitFor();
      await expect.poll(() => saving.isDisabled()).toBe(true);
      release();

      await expectToast(page, 'Schedule Updated', 'Daily schedule has been successfully updated.');
      await dialog.waitFor({ state: 'hidden' });
      const cell = dayCell(page, today);
      await expect.poll(() => cell.innerText()).toContain(`${crew}, Robin`);
      await expect.poll(() => cell.innerText()).toContain('3 PM - 11 PM');
      await expect.poll(() => cell.innerText()).toContain('Understaffed');
      await expect.poll(() => cell.getAttribute('class')).toContain('calendar-day--scheduled');

      await page.getByRole('tab', { name: 'Current Week' }).click();
      const row = weekRow(page, today);
      await expect.poll(() => row.innerText()).toContain(`${crew}, Robin`);
      await expect.poll(() => row.innerText()).toContain('3 PM - 11 PM');
      await expect.poll(() => row.innerText()).toContain('Understaffed');
      await expect
        .poll(() => page.locator('.schedule-alerts').innerText())
        .toContain(`${alertDay(today)} is understaffed (3 PM - 11 PM).`);
      const member = page.locator('.performance-card').filter({ hasText: crew });
      await expect.poll(() => member.innerText()).toContain('No figures yet');
      expect(allProblems(tab.problems)).toEqual([]);
    });
  });

  it('when an edit is cancelled, then nothing is sent, the panel closes, focus returns to the day and the day is as it was', async () => {
    const { today } = await currentWeek();
    const before = await dayAsStored(today);
    const tab = await pages.open(withSession(baseUrl, session));
    const { page } = tab;
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && isDataCall(request.url())) writes.push(request.url());
    });
    await tab.goto('/staff/schedule');
    const cell = dayCell(page, today);
    const cellBefore = await cell.innerText();
    await cell.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('shift');
    await dialog.getByLabel('Shift Time').fill('1 AM - 2 AM');
    await dialog.getByLabel('Staff Names (comma separated)').fill('Nobody Really');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => cell.evaluate((element) => element === document.activeElement))
      .toBe(true);
    await expect.poll(() => cell.innerText()).toBe(cellBefore);
    expect(writes).toEqual([]);
    await expect.poll(() => dayAsStored(today)).toEqual(before);

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await expect.poll(() => dialog.getByLabel('Shift Time').inputValue()).toBe(before.shift);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when the shift is not a time range, then the panel says so under the field and sends nothing', async () => {
    const { today } = await currentWeek();
    const tab = await pages.open(withSession(baseUrl, session));
    const { page } = tab;
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && isDataCall(request.url())) writes.push(request.url());
    });
    await tab.goto('/staff/schedule');
    await dayCell(page, today).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Shift Time').fill('all afternoon');
    // Someone new: nobody's own times from the day's plan apply.
    await dialog.getByLabel('Staff Names (comma separated)').fill(`Quinn-${uniqueSuffix()}`);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();

    await dialog.getByText('Shift Time must be a time range like 2 PM - 10 PM').waitFor();
    await expect
      .poll(() => dialog.getByLabel('Shift Time').getAttribute('aria-invalid'))
      .toBe('true');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('shift');
    expect(writes).toEqual([]);
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when the server cannot save, then Update Failed shows its message and the panel keeps the typing', async () => {
    const { today } = await currentWeek();
    const before = await dayAsStored(today);
    const tab = await pages.open(withSession(baseUrl, session));
    const { page } = tab;
    await page.route('**/api/staff/schedule/monthly/update', (route) =>
      route.fulfill({ status: 503, json: { message: 'The schedule service is unavailable' } }),
    );
    await tab.goto('/staff/schedule');
    await dayCell(page, today).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Shift Time').fill('2 PM - 9 PM');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();

    await expectToast(page, 'Update Failed', 'The schedule service is unavailable');
    await dialog.getByRole('alert').filter({ hasText: 'unavailable' }).waitFor();
    await expect.poll(() => dialog.getByLabel('Shift Time').inputValue()).toBe('2 PM - 9 PM');
    await expect.poll(() => dayAsStored(today)).toEqual(before);
    expect(
      allProblems(tab.problems, {
        expectedHttpErrors: [{ status: 503, path: '/api/staff/schedule/monthly/update' }],
      }),
    ).toEqual([]);
  });
});

describe('choosing a month', () => {
  it('when the page opens, then the server’s current month is chosen, and another month shows its own calendar with blanks before the 1st', async () => {
    const { today, year, month } = await currentWeek();
    const tab = await pages.open(withSession(baseUrl, session));
    const { page } = tab;
    await tab.goto('/staff/schedule');
    await dayCell(page, today).waitFor();

    const monthSelect = page.getByLabel('Month', { exact: true });
    const yearSelect = page.getByLabel('Year', { exact: true });
    await expect.poll(() => monthSelect.inputValue()).toBe(String(month));
    await expect.poll(() => yearSelect.inputValue()).toBe(String(year));
    await expect
      .poll(() => yearSelect.locator('option').allInnerTexts())
      .toEqual(
        Array.from({ length: Math.max(2026, year + 1) - 2023 }, (_, index) => String(2024 + index)),
      );
    await expect.poll(() => monthSelect.locator('option').count()).toBe(12);
    await expect
      .poll(() => page.getByText('Click any date to set the schedule for that day').isVisible())
      .toBe(true);
    await expect
      .poll(() => page.locator('.schedule-calendar__head li').allInnerTexts())
      .toEqual(['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT']);

    await yearSelect.selectOption('2026');
    await monthSelect.selectOption({ label: 'August' });
    await page.getByRole('heading', { name: 'August 2026' }).waitFor();
    await page.waitForURL(/month=7&year=2026/);
    const cells = page.locator('.schedule-calendar__grid > li');
    await expect.poll(() => cells.count()).toBe(42);
    for (let index = 0; index < 6; index += 1) {
      await expect.poll(() => cells.nth(index).getAttribute('class')).toContain('--blank');
    }
    await cells
      .nth(6)
      .getByRole('button', { name: /^Saturday, August 1, 2026/ })
      .waitFor();
    // The sample plan starts with the month the product first started in, after August 2026.
    await expect.poll(() => dayCell(page, '2026-08-01').innerText()).toContain('No schedule');
    await expect
      .poll(() => dayCell(page, '2026-08-01').getAttribute('class'))
      .not.toContain('--scheduled');
    expect(allProblems(tab.problems)).toEqual([]);
  });
});

describe('performance figures', () => {
  it('when figures are saved for a member with none, then the card shows them', async () => {
    const { today } = await currentWeek();
    const member = `Morgan-${uniqueSuffix()}`;
    await withDayRestored(today, async () => {
      const original = await dayAsStored(today);
      await saveDay({
        ...original,
        shift: original.shift || '2 PM - 10 PM',
        staff: [...original.staff, member],
      });
      const tab = await pages.open(withSession(baseUrl, session));
      const { page } = tab;
      await tab.goto('/staff/schedule?tab=week');
      const card = page.locator('.performance-card').filter({ hasText: member });
      await expect.poll(() => card.innerText()).toContain('No figures yet');

      await page.getByLabel('Staff Member').selectOption(member);
      await page.getByLabel('Punctuality (%)').fill('93');
      await page.getByLabel('Customer Rating (1-5)').fill('4.2');
      await page.getByRole('button', { name: 'Save Figures' }).click();

      await expectToast(page, 'Performance Updated');
      await expect.poll(() => card.innerText()).toContain('93%');
      await expect.poll(() => card.innerText()).toContain('4.2 / 5');
      expect(allProblems(tab.problems)).toEqual([]);
    });
  });
});

describe('without a current session', () => {
  it('when the page is opened signed out, then Authentication Required shows with no data call, and Go to Staff Login saves the page', async () => {
    const tab = await pages.open();
    const { page } = tab;
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (isDataCall(request.url())) apiCalls.push(request.url());
    });
    await tab.goto('/staff/schedule?tab=week');

    await page.getByRole('heading', { name: 'Authentication Required' }).waitFor();
    await page.getByRole('button', { name: 'Go to Staff Login' }).click();
    await page.waitForURL(`${baseUrl}/staff/login`);
    expect((await readStorage(page)).session.staffRedirect).toBe('/staff/schedule?tab=week');
    expect(apiCalls).toEqual([]);
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when the server finds the token expired, then the schedule call answers 401, Authentication Required shows, and signing in again comes back to the page', async () => {
    const [account] = (await listStaffUsers(baseUrl, session.token)).filter(
      (user) => user.username === admin.username,
    );
    const now = Math.floor(Date.now() / 1000);
    // Genuine (right secret, subject and claims) but past its expiry; the browser thinks it fresh.
    const expiredToken = jwt.sign(
      { username: admin.username, role: 'admin', iat: now - 9 * 3600, exp: now - 3600 },
      jwtSecret,
      { algorithm: 'HS256', subject: account?.id ?? '' },
    );
    const tab = await pages.open(
      withSession(baseUrl, { token: expiredToken, username: admin.username }),
    );
    const { page } = tab;
    await tab.goto('/staff/schedule?tab=week');

    await page.getByRole('heading', { name: 'Authentication Required' }).waitFor();
    await expectToast(page, 'Session Expired');
    expect(page.url()).toBe(`${baseUrl}/staff/schedule?tab=week`);
    expect((await readStorage(page)).local.staffToken).toBeUndefined();

    await page.getByRole('button', { name: 'Go to Staff Login' }).click();
    await page.waitForURL(`${baseUrl}/staff/login`);
    expect((await readStorage(page)).session.staffRedirect).toBe('/staff/schedule?tab=week');
    await page.getByLabel('Username').fill(admin.username);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    await page.waitForURL(`${baseUrl}/staff/schedule?tab=week`);
    await page.getByRole('heading', { name: /^Week of / }).waitFor();
    expect(
      allProblems(tab.problems, {
        // The page also asks who is signed in (an admin changes the settings): 401 too.
        expectedHttpErrors: [
          { status: 401, path: '/api/staff/schedule' },
          { status: 401, path: '/api/staff/session' },
        ],
      }),
    ).toEqual([]);
  });
});

describe('the page on every width', () => {
  it('when both tabs are shown at 360 to 1920 px, then nothing scrolls sideways and the seven days of the week show', async () => {
    const tab = await pages.open(withSession(baseUrl, session));
    const { page } = tab;
    for (const width of [360, 390, 768, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await tab.goto('/staff/schedule');
      await page.locator('.calendar-day').first().waitFor();
      await expect
        .poll(
          () =>
            page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            ),
          { message: `monthly at ${width}px` },
        )
        .toBe(0);
      await page.getByRole('tab', { name: 'Current Week' }).click();
      await page.getByRole('heading', { name: /^Week of / }).waitFor();
      await expect.poll(() => page.locator('.week-day').count()).toBe(7);
      await expect
        .poll(
          () =>
            page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            ),
          { message: `current week at ${width}px` },
        )
        .toBe(0);
    }
    expect(allProblems(tab.problems)).toEqual([]);
  });
});
