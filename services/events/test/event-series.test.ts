import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBodySchema } from '@venue/contracts/errors';
import {
  eventSchema,
  occurrenceSchema,
  type CreateEvent,
  type OccurrenceChangeInput,
  type VenueEvent,
} from '@venue/contracts/events';
import type { RecurrenceInput } from '@venue/contracts/event-recurrence';
import {
  startServicesUnderTest,
  type CallOptions,
  type ServicesUnderTest,
} from '@venue/test-helpers/service-harness';
import { venueToday } from '@venue/venue-time/venue-time';
import { integrationsService } from '@venue/integrations/integrations.service';
import { eventsService } from '../src/events.service';

let hosted: ServicesUnderTest;
// Fetch New Events is worked by the integrations service: the product never runs one without the other.
const start = async (dataDir?: string) => {
  hosted = await startServicesUnderTest([eventsService, integrationsService], {
    env: { OPEN_METEO_URL: 'http://127.0.0.1:9' },
    ...(dataDir && { dataDir }),
  });
};
afterEach(() => hosted?.close());

const api = (path: string, options: CallOptions = {}) => hosted.call('events', path, options);
const asStaff = (method: string, json?: unknown): CallOptions => ({ method, as: 'staff', json });
const expectErrorBody = async (response: Response, status: number) => {
  expect(response.status).toBe(status);
  return errorBodySchema.parse(await response.json());
};
const listOf = async (path: string) => z.array(eventSchema).parse(await (await api(path)).json());
const occurrencesFrom = async (from: string, to: string) => {
  const response = await api(`/api/events/occurrences?from=${from}&to=${to}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return z.array(occurrenceSchema).parse(await response.json());
};

/** `YYYY-MM-DD` moved by whole days. */
const addDays = (date: string, days: number) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};
const weekdayCode = (date: string) =>
  (['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const)[new Date(`${date}T12:00:00Z`).getUTCDay()]!;
const weekdayName = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });

const leagueNight = (
  recurrence: RecurrenceInput | undefined,
  overrides: Partial<CreateEvent> = {},
): CreateEvent => ({
  id: 'league-night',
  title: 'League Night',
  date: '2026-10-27',
  time: '7:00 PM - 10:00 PM',
  location: 'Forks Arcade',
  description: 'Weekly league.',
  kind: 'league',
  ...(recurrence && { recurrence }),
  ...overrides,
});
const weeklyTuesdays: RecurrenceInput = { frequency: 'weekly', weekdays: ['TU'], count: 24 };

const create = async (event: CreateEvent) => {
  const response = await api('/api/events', asStaff('POST', event));
  expect(response.status, await response.clone().text()).toBe(201);
  return eventSchema.parse(await response.json());
};
const changeDate = async (id: string, date: string, change: OccurrenceChangeInput) => {
  const response = await api(`/api/events/${id}/occurrences/${date}`, asStaff('PUT', change));
  expect(response.status, await response.clone().text()).toBe(200);
  return eventSchema.parse(await response.json());
};

const venueClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Winnipeg',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

beforeEach(async () => {
  await start();
  for (const event of await listOf('/api/events?limit=500')) {
    expect((await api(`/api/events/${event.id}`, asStaff('DELETE'))).status).toBe(204);
  }
});

describe('a weekly series across daylight-saving changes', () => {
  it('when a weekly 7 PM series crosses November 1, 2026 and March 14, 2027, then each date starts at 7 PM in Winnipeg and the UTC instant moves by an hour', async () => {
    await create(leagueNight(weeklyTuesdays));

    const autumn = await occurrencesFrom('2026-10-20', '2026-11-10');
    expect(autumn.map((item) => [item.date, item.startsAt, item.endsAt])).toEqual([
      ['2026-10-27', '2026-10-28T00:00:00.000Z', '2026-10-28T03:00:00.000Z'],
      ['2026-11-03', '2026-11-04T01:00:00.000Z', '2026-11-04T04:00:00.000Z'],
      ['2026-11-10', '2026-11-11T01:00:00.000Z', '2026-11-11T04:00:00.000Z'],
    ]);
    const spring = await occurrencesFrom('2027-03-01', '2027-03-31');
    expect(spring.map((item) => [item.date, item.startsAt])).toEqual([
      ['2027-03-02', '2027-03-03T01:00:00.000Z'],
      ['2027-03-09', '2027-03-10T01:00:00.000Z'],
      ['2027-03-16', '2027-03-17T00:00:00.000Z'],
      ['2027-03-23', '2027-03-24T00:00:00.000Z'],
      ['2027-03-30', '2027-03-31T00:00:00.000Z'],
    ]);
    for (const item of [...autumn, ...spring]) {
      expect(venueClock.format(new Date(item.startsAt!))).toBe('19:00');
      expect(item).toMatchObject({
        eventId: 'league-night',
        kind: 'league',
        title: 'League Night',
      });
      expect(item.originalDate).toBe(item.date);
    }
    // 24 Tuesdays from October 27: the last is April 6, 2027.
    expect((await occurrencesFrom('2027-04-01', '2027-06-30')).map((item) => item.date)).toEqual([
      '2027-04-06',
    ]);
  });

  it('when the feed is read by ical.js in the zone it describes, then its RRULE gives the same instants as the API, EXDATE drops the cancelled date and RECURRENCE-ID moves the changed one', async () => {
    await create(leagueNight({ frequency: 'weekly', weekdays: ['TU'], until: '2027-03-23' }));
    await changeDate('league-night', '2026-12-22', { cancelled: true });
    await changeDate('league-night', '2027-03-16', {
      date: '2027-03-17',
      time: '6:30 PM',
      title: 'League Night (moved to Wednesday)',
    });

    const text = await (await api('/api/events/league-night/calendar.ics')).text();
    expect(text).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20270324T000000Z\r\n');
    expect(text).toContain('EXDATE;TZID=America/Winnipeg:20261222T190000\r\n');
    expect(text).toContain('RECURRENCE-ID;TZID=America/Winnipeg:20270316T190000\r\n');

    const calendar = new ICAL.Component(ICAL.parse(text));
    ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!));
    const [master, ...exceptions] = calendar.getAllSubcomponents('vevent');
    const series = new ICAL.Event(master!);
    for (const exception of exceptions) series.relateException(exception);
    expect(series.isRecurring()).toBe(true);
    const fromFeed: Array<[string, string]> = [];
    const iterator = series.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      const details = series.getOccurrenceDetails(next);
      fromFeed.push([details.startDate.toJSDate().toISOString(), details.item.summary]);
    }

    const fromApi = [
      ...(await occurrencesFrom('2026-10-27', '2027-01-26')),
      ...(await occurrencesFrom('2027-01-27', '2027-04-27')),
    ];
    expect(fromApi.filter((item) => item.cancelled).map((item) => item.date)).toEqual([
      '2026-12-22',
    ]);
    expect(fromFeed).toEqual(
      fromApi.filter((item) => !item.cancelled).map((item) => [item.startsAt, item.title]),
    );
    expect(fromFeed).toContainEqual([
      '2027-03-17T23:30:00.000Z',
      'League Night (moved to Wednesday)',
    ]);
    expect(fromFeed).toHaveLength(21);
  });
});

describe('the lists show a series once', () => {
  it('when a weekly series began two weeks ago, then the lists hold it once at its next date, with "Every ..." and its next dates; single events around it keep their places', async () => {
    const today = venueToday();
    const first = addDays(today, -14);
    const series = await create(
      leagueNight(
        { frequency: 'weekly', weekdays: [weekdayCode(first)], count: 10 },
        { date: first },
      ),
    );
    expect(series.recurrenceText).toBe(`Every ${weekdayName(first)}`);
    expect(series.nextDate).toBe(today);
    await create(
      leagueNight(undefined, { id: 'tomorrow', title: 'Tomorrow', date: addDays(today, 1) }),
    );
    await create(
      leagueNight(undefined, { id: 'yesterday', title: 'Yesterday', date: addDays(today, -1) }),
    );

    const all = await listOf('/api/events');
    expect(all.map((event) => event.id)).toEqual(['yesterday', 'league-night', 'tomorrow']);
    const listed = all[1] as VenueEvent;
    expect(listed).toMatchObject({
      date: first,
      nextDate: today,
      recurrenceText: series.recurrenceText,
    });
    expect(listed.occurrences!.map((item) => item.date)).toEqual(
      [0, 7, 14, 21, 28, 35].map((days) => addDays(today, days)),
    );
    expect((await listOf('/api/events/upcoming')).map((event) => event.id)).toEqual([
      'league-night',
      'tomorrow',
    ]);
    // Past events before today: the series is still on, so it is not among them.
    expect((await listOf(`/api/events?before=${today}`)).map((event) => event.id)).toEqual([
      'yesterday',
    ]);
  });

  it('when a monthly series is on the second Saturday or the 31st, then it says so and skips the months without that day', async () => {
    const tournament = await create(
      leagueNight(
        { frequency: 'monthly', weekdays: ['SA'], weekOfMonth: 2, count: 3 },
        { id: 'tournament', date: '2030-02-09', time: '1:00 PM', kind: 'tournament' },
      ),
    );
    expect(tournament.recurrenceText).toBe('Monthly on the second Saturday');
    const lastDay = await create(
      leagueNight(
        { frequency: 'monthly', monthDay: 31, interval: 1, until: '2030-07-31' },
        { id: 'month-end', date: '2030-01-31', kind: 'other' },
      ),
    );
    expect(lastDay.recurrenceText).toBe('Monthly on the 31st');
    const dates = async (from: string, to: string) =>
      (await occurrencesFrom(from, to)).map((item) => `${item.eventId} ${item.date}`);
    expect([
      ...(await dates('2030-01-01', '2030-03-31')),
      ...(await dates('2030-04-01', '2030-06-30')),
      ...(await dates('2030-07-01', '2030-09-30')),
    ]).toEqual([
      'month-end 2030-01-31',
      'tournament 2030-02-09',
      'tournament 2030-03-09',
      'month-end 2030-03-31',
      'tournament 2030-04-13',
      'month-end 2030-05-31',
      'month-end 2030-07-31',
    ]);
  });
});

describe('changing one date of a series', () => {
  beforeEach(() => create(leagueNight(weeklyTuesdays)));

  it("when one date is cancelled, one moved and one given a title of its own, then the occurrences say so, the rest stay the series', and all of it reads back after a restart", async () => {
    await changeDate('league-night', '2026-11-03', { cancelled: true });
    await changeDate('league-night', '2026-11-10', { date: '2026-11-12', time: '8 PM' });
    const changed = await changeDate('league-night', '2026-11-17', {
      title: 'League Night: Finals',
      description: 'Weekly league.',
    });
    expect(changed.overrides).toEqual([
      { originalDate: '2026-11-03', cancelled: true },
      { originalDate: '2026-11-10', date: '2026-11-12', time: '8 PM' },
      // The description equals the series': only what differs is kept.
      { originalDate: '2026-11-17', title: 'League Night: Finals' },
    ]);

    const expected = [
      { date: '2026-10-27', originalDate: '2026-10-27', title: 'League Night' },
      { date: '2026-11-03', originalDate: '2026-11-03', cancelled: true },
      {
        date: '2026-11-12',
        originalDate: '2026-11-10',
        time: '8 PM',
        startsAt: '2026-11-13T02:00:00.000Z',
      },
      { date: '2026-11-17', originalDate: '2026-11-17', title: 'League Night: Finals' },
      { date: '2026-11-24', originalDate: '2026-11-24', title: 'League Night' },
    ];
    const window = await occurrencesFrom('2026-10-27', '2026-11-24');
    expect(window).toHaveLength(5);
    window.forEach((item, index) => expect(item).toMatchObject(expected[index]!));
    expect(window[2]!.endsAt).toBeUndefined();

    await hosted.stop();
    await start(hosted.dataDir);
    expect(await occurrencesFrom('2026-10-27', '2026-11-24')).toEqual(window);
    expect((await listOf('/api/events'))[0]!.overrides).toEqual(changed.overrides);
  });

  it("when a change gives back what the series has, then the date is the series' again", async () => {
    await changeDate('league-night', '2026-11-03', { cancelled: true, title: 'Off' });
    const restored = await changeDate('league-night', '2026-11-03', {
      date: '2026-11-03',
      title: 'League Night',
    });
    expect(restored.overrides).toBeUndefined();
  });

  it('when the rule changes, then the changes of dates still in the series stay; when it stops repeating, they go', async () => {
    await changeDate('league-night', '2026-11-03', { cancelled: true });
    await changeDate('league-night', '2027-03-30', { cancelled: true });
    const shorter = leagueNight({ frequency: 'weekly', weekdays: ['TU'], count: 10 });
    let response = await api('/api/events/league-night', asStaff('PUT', shorter));
    expect(response.status).toBe(200);
    expect(eventSchema.parse(await response.json()).overrides).toEqual([
      { originalDate: '2026-11-03', cancelled: true },
    ]);

    // Left out of the body: the event no longer repeats.
    response = await api(
      '/api/events/league-night',
      asStaff('PUT', { ...shorter, recurrence: undefined }),
    );
    const after = eventSchema.parse(await response.json());
    expect(after.recurrence).toBeUndefined();
    expect(after.overrides).toBeUndefined();
    expect((await occurrencesFrom('2026-10-01', '2026-12-31')).map((item) => item.date)).toEqual([
      '2026-10-27',
    ]);
  });

  it.each([
    [
      'a date not in the series',
      'league-night',
      '2026-10-28',
      'League Night has no date 2026-10-28',
    ],
    ['a date after its end', 'league-night', '2027-04-13', 'League Night has no date 2027-04-13'],
    ['an unknown event', 'no-such-event', '2026-10-27', 'No event with that id'],
  ])('when %s is changed, then it is a 404 saying so', async (_what, id, date, message) => {
    const body = await expectErrorBody(
      await api(`/api/events/${id}/occurrences/${date}`, asStaff('PUT', { cancelled: true })),
      404,
    );
    expect(body.message).toBe(message);
  });

  it('when a date of an event that does not repeat is changed, then it is a 404', async () => {
    await create(leagueNight(undefined, { id: 'single', date: '2030-01-01' }));
    await expectErrorBody(
      await api('/api/events/single/occurrences/2030-01-01', asStaff('PUT', { cancelled: true })),
      404,
    );
  });

  it.each([
    ['cancelled', { cancelled: 'yes' }, 'Cancelled must be true or false'],
    ['date', { date: '2026-02-30' }, 'Date must be a real date written YYYY-MM-DD'],
    ['title', { title: 'x'.repeat(121) }, 'Title must be at most 120 characters'],
  ])(
    'when a change has a bad %s, then it is a 400 naming it and nothing changes',
    async (field, body, message) => {
      const error = await expectErrorBody(
        await api('/api/events/league-night/occurrences/2026-11-03', asStaff('PUT', body)),
        400,
      );
      expect(error.errors?.[field]).toEqual([message]);
      expect((await listOf('/api/events'))[0]!.overrides).toBeUndefined();
    },
  );

  it('when a date is changed without the gateway identity, then it is a 401', async () => {
    await expectErrorBody(
      await api('/api/events/league-night/occurrences/2026-11-03', {
        method: 'PUT',
        json: { cancelled: true },
      }),
      401,
    );
  });
});

describe('rules that are refused', () => {
  const tuesday = '2026-10-27';
  it.each([
    [
      'weekly with no weekdays',
      { frequency: 'weekly', count: 3 },
      'recurrence.weekdays',
      'Choose the days of the week it repeats on',
    ],
    [
      'a date off its weekdays',
      { frequency: 'weekly', weekdays: ['WE'], count: 3 },
      'date',
      'Date must be on one of the days it repeats on (it is a Tuesday)',
    ],
    [
      'no end',
      { frequency: 'weekly', weekdays: ['TU'] },
      'recurrence.until',
      'Say when it ends: an end date or a number of dates',
    ],
    [
      'two ends',
      { frequency: 'weekly', weekdays: ['TU'], count: 3, until: '2026-12-01' },
      'recurrence.until',
      'Say when it ends: an end date or a number of dates',
    ],
    [
      'a count over 520',
      { frequency: 'weekly', weekdays: ['TU'], count: 521 },
      'recurrence.count',
      'Number of dates must be a whole number from 1 to 520',
    ],
    [
      'an end before the date',
      { frequency: 'weekly', weekdays: ['TU'], until: '2026-10-26' },
      'recurrence.until',
      'End date must be on or after the date',
    ],
    [
      'an end over 10 years on',
      { frequency: 'monthly', monthDay: 27, until: '2036-10-28' },
      'recurrence.until',
      'End date must be within 10 years of the date',
    ],
    [
      'more than 520 dates before its end',
      { frequency: 'weekly', weekdays: ['MO', 'TU', 'WE'], until: '2030-10-27' },
      'recurrence.until',
      'A series can have at most 520 dates: end it sooner',
    ],
    [
      'an interval of 0',
      { frequency: 'weekly', weekdays: ['TU'], count: 3, interval: 0 },
      'recurrence.interval',
      'Interval must be a whole number from 1 to 12',
    ],
    [
      'a fifth week',
      { frequency: 'monthly', weekdays: ['TU'], weekOfMonth: 5, count: 3 },
      'recurrence.weekOfMonth',
      'Week of the month must be 1, 2, 3, 4 or -1 (the last)',
    ],
    [
      'a month day off the date',
      { frequency: 'monthly', monthDay: 28, count: 3 },
      'date',
      'Date must be on day 28 of its month',
    ],
    [
      'the wrong week of the month',
      { frequency: 'monthly', weekdays: ['TU'], weekOfMonth: 2, count: 3 },
      'date',
      'Date must be on the second Tuesday of its month',
    ],
    [
      'a day and a weekday',
      { frequency: 'monthly', monthDay: 27, weekdays: ['TU'], weekOfMonth: -1, count: 3 },
      'recurrence.monthDay',
      'Repeat monthly on a day of the month or on a weekday, not both',
    ],
    [
      'a daily rule',
      { frequency: 'daily', count: 3 },
      'recurrence.frequency',
      'Repeats must be weekly or monthly',
    ],
  ])(
    'when a series has %s, then it is a 400 naming the field and nothing is stored',
    async (_what, recurrence, field, message) => {
      const body = await expectErrorBody(
        await api(
          '/api/events',
          asStaff('POST', leagueNight(recurrence as RecurrenceInput, { date: tuesday })),
        ),
        400,
      );
      expect(body.errors?.[field]).toEqual([message]);
      expect(await listOf('/api/events?limit=500')).toEqual([]);
    },
  );

  it('when the last Tuesday of October repeats monthly on the last Tuesday, then it is taken', async () => {
    const event = await create(
      leagueNight(
        { frequency: 'monthly', weekdays: ['TU'], weekOfMonth: -1, count: 3 },
        { date: tuesday },
      ),
    );
    expect(event.recurrenceText).toBe('Monthly on the last Tuesday');
    expect((await occurrencesFrom('2026-10-01', '2026-12-31')).map((item) => item.date)).toEqual([
      '2026-10-27',
      '2026-11-24',
      '2026-12-29',
    ]);
  });
});

describe('the occurrences route', () => {
  it.each([
    ['from=2026-11-01', 'query.to', 'to must be a real date written YYYY-MM-DD'],
    ['from=2026-11-01&to=2026-10-31', 'query.to', 'to must be on or after from'],
    [
      'from=2026-11-01&to=2027-02-01',
      'query.to',
      'from and to may be at most 92 days apart, both included',
    ],
    ['from=2026-11-31&to=2026-12-01', 'query.from', 'from must be a real date written YYYY-MM-DD'],
  ])(
    'when it is asked for %s, then it is a 400 naming the field',
    async (query, field, message) => {
      const body = await expectErrorBody(await api(`/api/events/occurrences?${query}`), 400);
      expect(body.errors?.[field]).toEqual([message]);
    },
  );

  it('when it is asked for 92 days, both included, then it answers every event on them in date and time order, cancelled dates too', async () => {
    await create(leagueNight(weeklyTuesdays));
    await create(
      leagueNight(undefined, {
        id: 'early',
        title: 'Early',
        date: '2026-11-03',
        time: '1 PM',
        kind: 'tournament',
      }),
    );
    await create(
      leagueNight(undefined, { id: 'last-day', title: 'Last Day', date: '2027-01-31', time: '' }),
    );
    await changeDate('league-night', '2026-11-10', { cancelled: true });
    const all = await occurrencesFrom('2026-11-01', '2027-01-31');
    expect(
      all.slice(0, 4).map((item) => [item.eventId, item.date, item.cancelled ?? false]),
    ).toEqual([
      ['early', '2026-11-03', false],
      ['league-night', '2026-11-03', false],
      ['league-night', '2026-11-10', true],
      ['league-night', '2026-11-17', false],
    ]);
    expect(all[0]).toEqual({
      eventId: 'early',
      title: 'Early',
      date: '2026-11-03',
      time: '1 PM',
      startsAt: '2026-11-03T19:00:00.000Z',
      location: 'Forks Arcade',
      kind: 'tournament',
    });
    expect(all.at(-1)).toMatchObject({ eventId: 'last-day', date: '2027-01-31' });
    // 13 Tuesdays from November 3 to January 26.
    expect(all).toHaveLength(2 + 13);
  });
});
