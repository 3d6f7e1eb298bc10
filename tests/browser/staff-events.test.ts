import { afterEach, describe, expect, it } from 'vitest';

import { allProblems, viewports, type TestPage } from './browser';
import {
  createEventViaApi,
  deleteEventIfThere,
  eventViaApi,
  listEvents,
  venueDate,
} from './events-api';
import { expectToast, uniqueSuffix, withSession } from './staff';
import { browserSuite } from './suite';

const { baseUrl, session, pages } = browserSuite({ signIn: true });
const made: string[] = [];

afterEach(async () => {
  for (const id of made.splice(0)) await deleteEventIfThere(baseUrl, session.token, id);
});

async function openEventsPage(
  viewport: { width: number; height: number } = viewports.desktop,
): Promise<TestPage> {
  const tab = await pages.open({ viewport, ...withSession(baseUrl, session) });
  await tab.goto('/staff/events');
  await tab.page.getByRole('heading', { name: 'Events Management' }).waitFor();
  await tab.page.locator('table, .list-state').first().waitFor();
  return tab;
}

describe('staff events page', () => {
  it('when a new event gets a title and a date, then its id fills itself in, and it is saved onto the public calendar', async () => {
    const { page, problems } = await openEventsPage(viewports.phone);
    await page.getByRole('button', { name: 'Add Event' }).click();
    const dialog = page.getByRole('dialog');
    const title = `Flipper Frenzy -- Finals ${uniqueSuffix()}`;
    const date = await venueDate(baseUrl, 5);
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Date').fill(date);
    const expectedId = `${title
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '-')
      .slice(0, 20)}-${date.replace(/-/g, '')}`.replace(/-+/g, '-');
    await expect.poll(() => dialog.getByLabel('Event ID').inputValue()).toBe(expectedId);
    // The 20 characters are cut before repeated hyphens collapse, as the spec orders it.
    expect(expectedId).toBe(`flipper-frenzy-fi-${date.replace(/-/g, '')}`);

    await dialog.getByLabel('Location').fill('Forks Arcade');
    await dialog.getByLabel('Description').fill('A test final.');
    await dialog.getByLabel('Registration URL').fill('https://example.com/frenzy');
    await dialog.getByRole('button', { name: 'Add Event' }).click();
    made.push(expectedId);
    await expectToast(page, 'Event Created');
    await page.getByRole('row', { name: new RegExp(title) }).waitFor();

    const publicTab = await pages.open();
    await publicTab.goto('/events');
    await publicTab.page.getByRole('heading', { name: title }).waitFor();
    expect(allProblems(problems)).toEqual([]);
  });

  it('when the id was typed by hand, or an event is edited, then the title no longer changes the id', async () => {
    const event = await createEventViaApi(baseUrl, session.token, {
      id: `edit-me-${uniqueSuffix()}`,
      title: 'Edit Me',
      date: await venueDate(baseUrl, 3),
      location: 'Forks Arcade',
      description: 'To be edited.',
    });
    made.push(event.id);
    const { page } = await openEventsPage();

    await page.getByRole('button', { name: 'Add Event' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('Event ID').fill('my-own-id');
    await dialog.getByLabel('Title').fill('Something Else');
    await expect.poll(() => dialog.getByLabel('Event ID').inputValue()).toBe('my-own-id');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: new RegExp(`^Edit ${event.title} on`) }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Edited Title');
    await expect.poll(() => dialog.getByLabel('Event ID').inputValue()).toBe(event.id);
    await expect.poll(() => dialog.getByLabel('Event ID').getAttribute('readonly')).not.toBeNull();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Event Updated');
    expect(
      (await listEvents(baseUrl, session.token)).find((found) => found.id === event.id)?.title,
    ).toBe('Edited Title');
  });

  it('when required fields are empty, then each shows the spec message and nothing is sent', async () => {
    const { page } = await openEventsPage();
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/events')
        posted = true;
    });
    await page.getByRole('button', { name: 'Add Event' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Add Event' }).click();
    await expect
      .poll(() => dialog.locator('.field__error').allInnerTexts())
      .toEqual([
        'Title is required',
        'Date is required',
        'Event ID is required',
        'Location is required',
        'Description is required',
      ]);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('title');
    expect(posted).toBe(false);
  });

  it('when the id is already taken, then the form says so under the id and a failure toast shows', async () => {
    const taken = await createEventViaApi(baseUrl, session.token, {
      id: `taken-${uniqueSuffix()}`,
      title: 'Taken',
      date: await venueDate(baseUrl, 3),
      location: 'Forks Arcade',
      description: 'Holds the id.',
    });
    made.push(taken.id);
    const { page, problems } = await openEventsPage();
    await page.getByRole('button', { name: 'Add Event' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Another');
    await dialog.getByLabel('Date').fill(taken.date);
    await dialog.getByLabel('Event ID').fill(taken.id);
    await dialog.getByLabel('Location').fill('Forks Arcade');
    await dialog.getByLabel('Description').fill('Clashes.');
    await dialog.getByRole('button', { name: 'Add Event' }).click();
    await expectToast(page, 'Error', 'Failed to create event.');
    await expect
      .poll(() => dialog.locator('.field__error').allInnerTexts())
      .toEqual(['An event with this ID already exists']);
    expect(
      allProblems(problems, { expectedHttpErrors: [{ status: 409, path: '/api/events' }] }),
    ).toEqual([]);
  });

  it('when an event is deleted after the confirmation, then it is gone from the list', async () => {
    const event = await createEventViaApi(baseUrl, session.token, {
      id: `delete-me-${uniqueSuffix()}`,
      title: `Delete Me ${uniqueSuffix()}`,
      date: await venueDate(baseUrl, 4),
      location: 'Forks Arcade',
      description: 'To be deleted.',
    });
    made.push(event.id);
    const { page } = await openEventsPage();
    await page.getByRole('button', { name: new RegExp(`^Delete ${event.title} on`) }).click();
    const confirm = page.getByRole('alertdialog');
    await expect.poll(() => confirm.innerText()).toContain(event.title);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Event Deleted');
    await expect
      .poll(() => page.getByRole('row', { name: new RegExp(event.title) }).count())
      .toBe(0);
  });

  it('when staff make a weekly series, cancel one date and move another, then it is listed once as Every ..., the dates say so, and its calendar file holds RRULE, EXDATE and RECURRENCE-ID', async () => {
    const { page, problems } = await openEventsPage();
    const title = `Flipper League ${uniqueSuffix()}`;
    const first = await venueDate(baseUrl, 2);
    const weekday = new Date(`${first}T12:00:00Z`).toLocaleDateString('en-US', {
      weekday: 'long',
      timeZone: 'UTC',
    });
    const long = (date: string) =>
      new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
    const week = (n: number) => venueDate(baseUrl, 2 + 7 * n);

    await page.getByRole('button', { name: 'Add Event' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Date').fill(first);
    await dialog.getByLabel('Time').fill('7:00 PM - 10:00 PM');
    await dialog.getByLabel('Location').fill('Forks Arcade');
    await dialog.getByLabel('Description').fill('A weekly league made in the browser.');
    await dialog.getByLabel('Kind').selectOption('league');
    await dialog.getByLabel('Repeats').selectOption('weekly');
    await expect.poll(() => dialog.getByLabel(weekday, { exact: true }).isChecked()).toBe(true);
    await dialog.getByLabel('Number of dates').fill('6');
    const id = await dialog.getByLabel('Event ID').inputValue();
    await dialog.getByRole('button', { name: 'Add Event' }).click();
    made.push(id);
    await expectToast(page, 'Event Created');
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => row.innerText()).toContain(`Every ${weekday}`);

    await page.getByRole('button', { name: `Dates of ${title}` }).click();
    const dates = page.getByRole('dialog');
    const dateEntry = (date: string) =>
      dates.getByRole('listitem', { name: `${title} on ${long(date)}` });
    const cancelled = await week(1);
    await dates.getByRole('button', { name: `Cancel ${title} on ${long(cancelled)}` }).click();
    await expectToast(page, 'Date Cancelled');
    await expect.poll(() => dateEntry(cancelled).innerText()).toContain('Cancelled');

    const moved = await week(2);
    const movedTo = await venueDate(baseUrl, 2 + 7 * 2 + 1);
    await dates.getByRole('button', { name: `Edit ${title} on ${long(moved)}` }).click();
    await expect.poll(() => dates.getByLabel('This event').isChecked()).toBe(true);
    await dates.getByLabel('Date').fill(movedTo);
    await dates.getByLabel('Time').fill('8:00 PM');
    await dates.getByRole('button', { name: 'Save This Date' }).click();
    await expectToast(page, 'Event Updated');
    await expect.poll(() => dateEntry(moved).innerText()).toContain(`Moved from ${long(moved)}`);
    await expect.poll(() => dateEntry(moved).innerText()).toContain(long(movedTo));

    const series = await eventViaApi(baseUrl, id);
    expect(series).toMatchObject({
      kind: 'league',
      recurrence: { frequency: 'weekly', count: 6 },
      recurrenceText: `Every ${weekday}`,
      overrides: [
        { originalDate: cancelled, cancelled: true },
        { originalDate: moved, date: movedTo, time: '8:00 PM' },
      ],
    });
    const file = await (await fetch(new URL(`/api/events/${id}/calendar.ics`, baseUrl))).text();
    const compact = (date: string) => date.replace(/-/g, '');
    const code = weekday.slice(0, 2).toUpperCase();
    // The series' own rule (the time zone's come first).
    const rule = /^RRULE:(FREQ=WEEKLY.*)\r$/m.exec(file)?.[1];
    expect(rule?.split(';').sort()).toEqual(['BYDAY=' + code, 'COUNT=6', 'FREQ=WEEKLY']);
    expect(file).toContain(`EXDATE;TZID=America/Winnipeg:${compact(cancelled)}T190000\r\n`);
    expect(file).toContain(`RECURRENCE-ID;TZID=America/Winnipeg:${compact(moved)}T190000\r\n`);
    expect(allProblems(problems)).toEqual([]);
  });

  it('when a series is edited as All events from one of its dates, then every date gets the change', async () => {
    const first = await venueDate(baseUrl, 3);
    const weekday = (['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const)[
      new Date(`${first}T12:00:00Z`).getUTCDay()
    ]!;
    const series = await createEventViaApi(baseUrl, session.token, {
      id: `all-dates-${uniqueSuffix()}`,
      title: `All Dates ${uniqueSuffix()}`,
      date: first,
      time: '7 PM',
      location: 'Forks Arcade',
      description: 'A series to edit whole.',
      recurrence: { frequency: 'weekly', weekdays: [weekday], count: 4 },
    });
    made.push(series.id);
    const { page } = await openEventsPage();
    await page.getByRole('button', { name: `Dates of ${series.title}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('button', { name: /^Edit / })
      .nth(1)
      .click();
    await dialog.getByLabel('All events').check();
    await dialog.getByLabel('Location').fill('Forks Arcade, upstairs');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Event Updated');
    await expect
      .poll(async () =>
        (await eventViaApi(baseUrl, series.id)).occurrences?.map((date) => date.location),
      )
      .toEqual(Array(4).fill('Forks Arcade, upstairs'));
  });

  it('when Fetch New Events is pressed with no feed configured, then the toast says none were new', async () => {
    const { page } = await openEventsPage();
    await page.getByRole('button', { name: 'Fetch New Events' }).click();
    await expectToast(page, 'New Events Fetched', 'Fetched 0 new events from external sources.');
  });

  it('when there are no events, then the list says No Events Scheduled; when the fetch fails, the spec toast shows', async () => {
    const tab = await pages.open({ ...withSession(baseUrl, session) });
    await tab.page.route('**/api/events', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ json: [] }) : route.fallback(),
    );
    await tab.page.route('**/api/events/fetch-new', (route) =>
      route.fulfill({ status: 502, json: { message: 'No event feed could be read right now' } }),
    );
    await tab.goto('/staff/events');
    await tab.page.getByText('No Events Scheduled').waitFor();
    await tab.page.getByRole('button', { name: 'Fetch New Events' }).click();
    await expectToast(tab.page, 'Error', 'Failed to fetch new events.');
  });
});
