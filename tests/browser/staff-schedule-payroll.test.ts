import { readFile } from 'node:fs/promises';
import { formatHours } from '@venue/contracts/schedule';
import { payrollSchema } from '@venue/contracts/schedule-payroll';

import { describe, expect, it } from 'vitest';

import { allProblems, isDataCall } from './browser';
import { createEventViaApi, deleteEventIfThere } from './events-api';
import { alertDay, dayCell, dayLabel, monthPath, scheduleApi, weekRow } from './schedule';
import { createStaffUser, expectToast, signInViaApi, uniqueSuffix, withSession } from './staff';
import { browserSuite } from './suite';

/*
 * The schedule as payroll sees it, driven as staff and as a visitor would: each person's own
 * times, the overtime alert that names them, copying last week, the pay period's CSV, a short
 * day once an event is added, and the settings an admin changes.
 */

const { baseUrl, session, pages } = browserSuite({ signIn: true });
const schedule = scheduleApi(baseUrl, () => session.token);

const addDays = (date: string, days: number) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

/** A day of the current week that is no holiday (work on one is not overtime). */
async function workdayThisWeek(): Promise<string> {
  const week = await schedule.currentWeek();
  const day = week.currentWeek.find((candidate) => !candidate.holiday);
  if (!day) throw new Error('a week of holidays');
  return day.date;
}

describe('each person’s own shift', () => {
  it('when a day is given a person’s own longer hours, then the week lists each person’s times, an alert names who works overtime and the bar counts it', async () => {
    const date = await workdayThisWeek();
    const suffix = uniqueSuffix();
    const sam = `Sam-${suffix}`;
    const robin = `Robin-${suffix}`;
    await schedule.withDayRestored(date, async () => {
      const before = (await schedule.currentWeek()).overtimeHours.thisWeek;
      const tab = await pages.open(withSession(baseUrl, session));
      const { page } = tab;
      await tab.goto(monthPath(date));
      await dayCell(page, date).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Shift Time').fill('2 PM - 10 PM');
      await dialog.getByLabel('Staff Names (comma separated)').fill(`${sam}, ${robin}`);
      await expect.poll(() => dialog.getByLabel(`Start for ${sam}`).inputValue()).toBe('14:00');
      await expect.poll(() => dialog.getByLabel(`End for ${robin}`).inputValue()).toBe('22:00');
      await dialog.getByLabel(`Start for ${sam}`).fill('10:00');
      await dialog.getByLabel(`End for ${sam}`).fill('20:00');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();

      await expectToast(page, 'Schedule Updated', 'Daily schedule has been successfully updated.');
      const cell = dayCell(page, date);
      await expect.poll(() => cell.innerText()).toContain('10 AM - 10 PM');
      await expect.poll(() => cell.innerText()).toContain(`${sam}, ${robin}`);

      await page.getByRole('tab', { name: 'Current Week' }).click();
      const row = weekRow(page, date);
      await expect.poll(() => row.innerText()).toContain(`${sam} 10 AM - 8 PM · 9.5 h`);
      await expect.poll(() => row.innerText()).toContain(`${robin} 2 PM - 10 PM · 7.5 h`);
      const alerts = page.locator('.schedule-alerts');
      await expect
        .poll(() => alerts.innerText())
        .toContain(`${sam}: 9.5 h on ${alertDay(date)}, 1.5 h overtime.`);
      expect(await alerts.innerText()).not.toContain(`${robin}:`);
      const { overtimeHours } = await schedule.currentWeek();
      expect(overtimeHours.thisWeek).toBe(before + 1.5);
      await expect
        .poll(() => page.locator('.overtime-bar').first().innerText())
        .toContain(
          `${formatHours(overtimeHours.thisWeek)} h of ${formatHours(overtimeHours.budget)} h`,
        );

      await page.getByRole('tab', { name: 'Monthly Schedule' }).click();
      await dayCell(page, date).click();
      await expect.poll(() => dialog.getByLabel(`Start for ${sam}`).inputValue()).toBe('10:00');
      await expect.poll(() => dialog.getByLabel(`Start for ${robin}`).inputValue()).toBe('14:00');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      expect(allProblems(tab.problems)).toEqual([]);
    });
  });
});

describe('copying last week', () => {
  it('when staff copy this week into the next, replacing what is there, then every planned day lands on its weekday with everyone’s times', async () => {
    const { weekStart, currentWeek } = await schedule.currentWeek();
    const nextWeek = Array.from({ length: 7 }, (_, index) => addDays(weekStart, 7 + index));
    const copier = `Copy-${uniqueSuffix()}`;
    await schedule.withDaysRestored([weekStart, ...nextWeek], async () => {
      const monday = currentWeek[0]!;
      await schedule.saveDay({
        ...monday,
        shift: '',
        staff: [],
        shifts: [{ name: copier, start: '11:00', end: '19:30' }],
      });
      const planned = (await schedule.currentWeek()).currentWeek.filter((day) => day.staff.length);
      const tab = await pages.open(withSession(baseUrl, session));
      const { page } = tab;
      await tab.goto('/staff/schedule?tab=week');
      await page.getByRole('button', { name: 'Copy Last Week' }).click();
      const dialog = page.getByRole('dialog', { name: 'Copy Last Week' });
      await dialog.getByLabel('Week to fill').selectOption(nextWeek[0]!);
      await dialog.getByLabel('Replace days already scheduled').check();
      await dialog.getByRole('button', { name: 'Copy Week' }).click();

      const days = `${planned.length} ${planned.length === 1 ? 'day' : 'days'}`;
      await expectToast(
        page,
        'Week Copied',
        `Copied ${days} from the week of ${dayLabel(weekStart).slice(5)}.`,
      );
      await dialog.waitFor({ state: 'hidden' });
      for (const day of planned) {
        const copy = await schedule.dayAsStored(addDays(day.date, 7));
        // Times, not hours: a clock change between the weeks makes a night shift's hours differ.
        const times = (shifts: typeof day.shifts) =>
          shifts.map(({ name, start, end }) => ({ name, start, end }));
        expect({ staff: copy.staff, times: times(copy.shifts), coverage: copy.coverage }).toEqual({
          staff: day.staff,
          times: times(day.shifts),
          coverage: day.coverage,
        });
      }
      expect((await schedule.dayAsStored(nextWeek[0]!)).shifts).toEqual([
        { name: copier, start: '11:00', end: '19:30', hours: 8 },
      ]);
      expect(allProblems(tab.problems)).toEqual([]);
    });
  });
});

describe('the pay period', () => {
  it('when the pay period’s hours are downloaded, then the CSV holds each person’s regular, overtime and holiday hours, names quoted and defused', async () => {
    const period = payrollSchema.parse(
      await schedule.staffCall('GET', '/api/staff/schedule/payroll'),
    );
    let date = period.from;
    while ((await schedule.dayAsStored(date)).holiday) date = addDays(date, 1);
    const suffix = uniqueSuffix();
    const quoted = `Lee "Ace", ${suffix}`;
    const formula = `=Pay-${suffix}`;
    await schedule.withDayRestored(date, async () => {
      const day = await schedule.dayAsStored(date);
      await schedule.saveDay({
        ...day,
        shift: '',
        staff: [],
        shifts: [
          { name: quoted, start: '10:00', end: '20:00' },
          { name: formula, start: '12:00', end: '16:00' },
        ],
      });
      const tab = await pages.open(withSession(baseUrl, session));
      const { page } = tab;
      await tab.goto('/staff/schedule?tab=pay');
      const row = page.locator('.payroll-table tbody tr').filter({ hasText: quoted });
      await expect.poll(() => row.innerText()).toContain('9.5');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`payroll-${period.from}-to-${period.to}.csv`);
      const lines = (await readFile((await download.path())!, 'utf8')).split('\r\n');
      expect(lines[0]).toBe(
        'Name,Regular hours,Overtime hours,General holiday hours,Remembrance Day hours,Total hours,Shifts with unknown hours',
      );
      expect(lines).toContain(`"Lee ""Ace"", ${suffix}",8,1.5,0,0,9.5,0`);
      expect(lines).toContain(`'=Pay-${suffix},4,0,0,0,4,0`);
      expect(lines.at(-1)).toBe('');
      expect(allProblems(tab.problems)).toEqual([]);
    });
  });

  it('when a visitor opens the pay period or asks for its file, then the page asks them to sign in and the file is refused', async () => {
    const tab = await pages.open();
    const { page } = tab;
    const dataCalls: string[] = [];
    page.on('request', (request) => {
      if (isDataCall(request.url())) dataCalls.push(request.url());
    });
    await tab.goto('/staff/schedule?tab=pay');
    await page.getByRole('heading', { name: 'Authentication Required' }).waitFor();
    expect(dataCalls).toEqual([]);
    const response = await fetch(new URL('/api/staff/schedule/payroll.csv', baseUrl));
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(allProblems(tab.problems)).toEqual([]);
  });

  it('when the pay period is shown at 360 and 1280 px, then nothing scrolls sideways', async () => {
    const tab = await pages.open(withSession(baseUrl, session));
    const { page } = tab;
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await tab.goto('/staff/schedule?tab=pay');
      await page.getByRole('button', { name: 'Download CSV' }).waitFor();
      await expect
        .poll(
          () =>
            page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            ),
          { message: `pay period at ${width}px` },
        )
        .toBe(0);
    }
    expect(allProblems(tab.problems)).toEqual([]);
  });
});

describe('staff needed', () => {
  it('when an event is added on a fully staffed day, then the calendar marks it short and the week’s alerts say so', async () => {
    const date = (await schedule.currentWeek()).today;
    const eventId = `staffing-check-${uniqueSuffix()}`;
    await schedule.withDayRestored(date, async () => {
      try {
        const day = await schedule.dayAsStored(date);
        const crew = Array.from(
          { length: day.requiredStaff },
          (_, index) => `Crew${index}-${eventId.slice(-8)}`,
        );
        await schedule.saveDay({
          ...day,
          shift: '2 PM - 10 PM',
          staff: crew,
          shifts: [],
          coverage: 'full',
        });
        const tab = await pages.open(withSession(baseUrl, session));
        const { page } = tab;
        await tab.goto(monthPath(date));
        const cell = dayCell(page, date);
        await expect.poll(() => cell.innerText()).toContain(crew.join(', '));
        expect(await cell.innerText()).not.toContain('Short');

        await createEventViaApi(baseUrl, session.token, {
          id: eventId,
          title: 'Staffing Check Night',
          date,
          time: '7:00 PM',
          location: 'The Forks',
          description: 'An event that needs one more pair of hands.',
          cost: '',
          registrationUrl: '',
          featured: false,
        });
        await tab.goto(monthPath(date));
        await expect
          .poll(() => cell.innerText())
          .toContain(`Short: ${crew.length} of ${crew.length + 1}`);
        await expect.poll(() => cell.innerText()).toContain('Staffing Check Night');
        await expect.poll(() => cell.getAttribute('class')).toContain('calendar-day--short');

        await page.getByRole('tab', { name: 'Current Week' }).click();
        await expect
          .poll(() => page.locator('.schedule-alerts').innerText())
          .toContain(
            `${alertDay(date)} is short: ${crew.length} scheduled, ${crew.length + 1} needed`,
          );
        expect(allProblems(tab.problems)).toEqual([]);
      } finally {
        await deleteEventIfThere(baseUrl, session.token, eventId);
      }
    });
  });
});

describe('the settings', () => {
  it('when an admin changes the staff a Saturday needs, then it is saved; a value out of range is refused under its field first', async () => {
    const original = await schedule.settings();
    try {
      const tab = await pages.open(withSession(baseUrl, session));
      const { page } = tab;
      await tab.goto('/staff/schedule');
      await page.getByRole('button', { name: 'Settings' }).click();
      const dialog = page.getByRole('dialog', { name: 'Schedule Settings' });
      await expect
        .poll(() => dialog.getByLabel('Standard day (hours)').inputValue())
        .toBe(String(original.standardDayHours));
      await dialog.getByLabel('Standard day (hours)').fill('0');
      await dialog.getByLabel('Saturday').fill(String(original.staffNeeded.Sat + 1));
      await dialog.getByRole('button', { name: 'Save Settings' }).click();
      await dialog
        .getByText('Standard day must be a number of hours from 1 to 24, in quarter hours')
        .waitFor();
      expect(await schedule.settings()).toEqual(original);

      await dialog.getByLabel('Standard day (hours)').fill(String(original.standardDayHours));
      await dialog.getByRole('button', { name: 'Save Settings' }).click();
      await expectToast(page, 'Settings Saved');
      await expect
        .poll(async () => (await schedule.settings()).staffNeeded.Sat)
        .toBe(original.staffNeeded.Sat + 1);
      expect(allProblems(tab.problems)).toEqual([]);
    } finally {
      await schedule.saveSettings(original);
    }
  });

  it('when a staff member who is not an admin opens the schedule, then there is no Settings button', async () => {
    const credentials = { username: `crew${uniqueSuffix()}`, password: 'crew-password-123' };
    await createStaffUser(baseUrl, session.token, { ...credentials, role: 'staff' });
    const crew = await signInViaApi(baseUrl, credentials);
    const tab = await pages.open(withSession(baseUrl, crew));
    const { page } = tab;
    const asked = page.waitForResponse((response) => response.url().endsWith('/api/staff/session'));
    await tab.goto('/staff/schedule');
    expect((await asked).status()).toBe(200);
    await page.locator('.calendar-day').first().waitFor();
    expect(await page.getByRole('button', { name: 'Settings' }).count()).toBe(0);
    expect(allProblems(tab.problems)).toEqual([]);
  });
});
