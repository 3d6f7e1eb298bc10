import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBodySchema } from '@venue/contracts/errors';
import { linkOf } from '@venue/contracts/paging';
import {
  eventChanged,
  eventSchema,
  upsertedEventSchema,
  type CreateEvent,
  type EventChangedEvent,
  type VenueEvent,
} from '@venue/contracts/events';
import {
  startServicesUnderTest,
  type CallOptions,
  type ServicesUnderTest,
} from '@venue/test-helpers/service-harness';
import { venueInstant, venueToday } from '@venue/venue-time/venue-time';
import { integrationsService } from '@venue/integrations/integrations.service';
import { eventsService } from '../src/events.service';

let hosted: ServicesUnderTest;
let announced: EventChangedEvent[];

// Fetch New Events is worked by the integrations service: the product never runs one without the other.
const start = async (env: NodeJS.ProcessEnv = {}) => {
  hosted = await startServicesUnderTest([eventsService, integrationsService], {
    env: { OPEN_METEO_URL: 'http://127.0.0.1:9', ...env },
  });
  announced = [];
  hosted.jobs.subscribe(eventChanged, 'events-test', async (payload) => {
    announced.push(payload);
  });
};
afterEach(() => hosted?.close());

const api = (path: string, options: CallOptions = {}) => hosted.call('events', path, options);
const asStaff = (method: string, json?: unknown): CallOptions => ({ method, as: 'staff', json });
const listOf = async (path: string) => z.array(eventSchema).parse(await (await api(path)).json());
const expectErrorBody = async (response: Response, status: number) => {
  expect(response.status).toBe(status);
  return errorBodySchema.parse(await response.json());
};

/** `YYYY-MM-DD` this many days from the venue's today. */
const daysFromToday = (days: number) => {
  const [year, month, day] = venueToday().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

const newEvent = (overrides: Partial<CreateEvent> = {}): CreateEvent => ({
  id: 'test-night-20300101',
  title: 'Test Night',
  date: daysFromToday(3),
  time: '7:00 PM',
  location: 'Forks Arcade',
  description: 'A night to test with.',
  cost: '$5',
  registrationUrl: 'https://example.com/register',
  featured: false,
  ...overrides,
});

/** The seeded calendar out of the way, so a test sees only its own events. */
const clearSeed = async () => {
  for (const event of await listOf('/api/events')) {
    expect((await api(`/api/events/${event.id}`, asStaff('DELETE'))).status).toBe(204);
  }
  announced.length = 0;
};

const create = async (overrides: Partial<CreateEvent> = {}) => {
  const response = await api('/api/events', asStaff('POST', newEvent(overrides)));
  expect(response.status, await response.clone().text()).toBe(201);
  return eventSchema.parse(await response.json());
};

describe('a fresh start', () => {
  beforeEach(() => start());

  it('when the store is fresh, then a sample calendar is there: a weekly league series, a monthly IFPA tournament series and a featured event, from today on', async () => {
    const events = await listOf('/api/events');
    const league = events.filter((event) => event.title === 'Tuesday Night Pinball League');
    expect(league).toHaveLength(1);
    expect(league[0]).toMatchObject({
      kind: 'league',
      recurrence: { frequency: 'weekly', interval: 1, weekdays: ['TU'] },
      recurrenceText: 'Every Tuesday',
      nextDate: league[0]!.date,
    });
    const dates = league[0]!.occurrences!.map((occurrence) => Date.parse(occurrence.date));
    expect(dates.length).toBeGreaterThanOrEqual(4);
    expect(dates.slice(1).map((date, index) => date - (dates[index] as number))).toEqual(
      Array(dates.length - 1).fill(7 * 24 * 3600 * 1000),
    );
    const tournament = events.find((event) => /IFPA-sanctioned/.test(event.description));
    expect(tournament).toMatchObject({
      kind: 'tournament',
      recurrenceText: 'Monthly on the second Saturday',
    });
    expect((await listOf('/api/events/featured')).length).toBeGreaterThanOrEqual(1);
    expect(events.every((event) => event.date >= venueToday())).toBe(true);
  });

  it('when all events are asked for, then they come sorted by date and then by start time', async () => {
    await create({ id: 'late-one', date: daysFromToday(40), time: '9 PM' });
    await create({ id: 'early-one', date: daysFromToday(40), time: '10:30 AM' });
    const events = await listOf('/api/events');
    const keys = events.map((event) => `${event.date} ${event.startsAt ?? ''}`);
    expect(keys).toEqual([...keys].sort());
    // The sample calendar may have a league night that day too.
    const ours = events.filter((event) => event.id === 'early-one' || event.id === 'late-one');
    expect(ours.map((event) => event.id)).toEqual(['early-one', 'late-one']);
  });
});

describe('upcoming and featured', () => {
  beforeEach(async () => {
    await start();
    await clearSeed();
  });

  it('when upcoming is asked for, then it starts today in venue time and holds 6 by default', async () => {
    await create({ id: 'yesterday', date: daysFromToday(-1) });
    await create({ id: 'today', date: daysFromToday(0) });
    for (let day = 1; day <= 7; day += 1)
      await create({ id: `later-${day}`, date: daysFromToday(day) });

    const upcoming = await listOf('/api/events/upcoming');
    expect(upcoming.map((event) => event.id)).toEqual([
      'today',
      'later-1',
      'later-2',
      'later-3',
      'later-4',
      'later-5',
    ]);
    expect((await listOf('/api/events/upcoming?limit=2')).map((event) => event.id)).toEqual([
      'today',
      'later-1',
    ]);
    expect(await listOf('/api/events/upcoming?limit=50')).toHaveLength(8);
    expect((await listOf('/api/events')).map((event) => event.id)).toContain('yesterday');
  });

  it.each(['0', '51', 'abc', '2.5', '-1', ''])(
    'when the limit is %j, then it is a 400 naming the limit',
    async (limit) => {
      const body = await expectErrorBody(await api(`/api/events/upcoming?limit=${limit}`), 400);
      expect(body.errors?.['query.limit']?.[0]).toBe('limit must be a whole number from 1 to 50');
    },
  );

  it('when events are featured, then featured lists the upcoming ones only', async () => {
    await create({ id: 'past-star', date: daysFromToday(-2), featured: true });
    await create({ id: 'star', date: daysFromToday(5), featured: true });
    await create({ id: 'plain', date: daysFromToday(4) });
    expect((await listOf('/api/events/featured')).map((event) => event.id)).toEqual(['star']);
  });

  it('when an event has a time range, then its start and end instants are the venue times', async () => {
    const event = await create({ id: 'late', date: '2030-07-05', time: '10 PM - 2 AM' });
    expect(event.startsAt).toBe(venueInstant('2030-07-05', '22:00').toISOString());
    expect(event.endsAt).toBe(venueInstant('2030-07-06', '02:00').toISOString());
    const untimed = await create({ id: 'untimed', time: 'All afternoon' });
    expect(untimed.startsAt).toBeUndefined();
    expect(untimed.time).toBe('All afternoon');
  });
});

describe("the calendar's windows", () => {
  beforeEach(async () => {
    await start();
    await clearSeed();
  });

  const page = async (path: string) => {
    const response = await api(path);
    expect(response.status, await response.clone().text()).toBe(200);
    return {
      ids: z
        .array(eventSchema)
        .parse(await response.json())
        .map((event) => event.id),
      total: response.headers.get('x-total-count'),
      next: linkOf(response.headers.get('link'), 'next'),
      prev: linkOf(response.headers.get('link'), 'prev'),
    };
  };

  it('when no window is asked for, then the list runs from a week ago on, with the whole count and a link to the older days', async () => {
    await create({ id: 'month-ago', date: daysFromToday(-30) });
    await create({ id: 'week-ago', date: daysFromToday(-7) });
    await create({ id: 'yesterday', date: daysFromToday(-1) });
    await create({ id: 'next-week', date: daysFromToday(7) });

    const first = await page('/api/events');
    expect(first).toEqual({
      ids: ['week-ago', 'yesterday', 'next-week'],
      total: '4',
      next: undefined,
      prev: `/api/events?before=${daysFromToday(-7)}`,
    });
    expect((await page(first.prev as string)).ids).toEqual(['month-ago']);
  });

  it('when the limit cuts into a venue date, then that date goes whole to the next window', async () => {
    for (const [id, days] of [
      ['a-1', 1],
      ['b-1', 1],
      ['a-2', 2],
      ['b-2', 2],
      ['a-3', 3],
    ] as const) {
      await create({ id, date: daysFromToday(days) });
    }

    const first = await page(`/api/events?from=${daysFromToday(1)}&limit=3`);
    expect(first.ids).toEqual(['a-1', 'b-1']);
    expect(first.next).toBe(`/api/events?from=${daysFromToday(2)}&limit=3`);
    const second = await page(first.next as string);
    expect(second.ids).toEqual(['a-2', 'b-2', 'a-3']);
    expect(second.next).toBeUndefined();
    expect(second.prev).toBe(`/api/events?limit=3&before=${daysFromToday(2)}`);
    expect((await page(second.prev as string)).ids).toEqual(['a-1', 'b-1']);
  });

  it('when one venue date holds more events than the limit, then the window holds that whole date', async () => {
    for (const id of ['a', 'b', 'c']) await create({ id, date: daysFromToday(4) });
    expect((await page(`/api/events?from=${daysFromToday(4)}&limit=2`)).ids).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect((await page(`/api/events?before=${daysFromToday(5)}&limit=2`)).ids).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('when the limit is the maximum of 500, then it is taken; 501 is a 400', async () => {
    for (let day = 0; day < 3; day += 1)
      await create({ id: `day-${day}`, date: daysFromToday(day) });
    expect((await page('/api/events?limit=500')).ids).toHaveLength(3);
    const body = await expectErrorBody(await api('/api/events?limit=501'), 400);
    expect(body.errors?.['query.limit']?.[0]).toBe('limit must be a whole number from 1 to 500');
  });

  it.each([
    ['limit=0', 'query.limit'],
    ['limit=abc', 'query.limit'],
    ['from=2026-13-01', 'query.from'],
    ['before=tomorrow', 'query.before'],
    ['from=2026-01-01&before=2026-02-01', 'query.before'],
  ])('when the query is %s, then it is a 400 naming %s', async (query, field) => {
    const body = await expectErrorBody(await api(`/api/events?${query}`), 400);
    expect(body.errors?.[field]).toHaveLength(1);
  });

  it('when one event is asked for by id, then it comes alone; an unknown id is a 404', async () => {
    const event = await create({ id: 'single-night' });
    expect(eventSchema.parse(await (await api('/api/events/single-night')).json())).toEqual(event);
    await expectErrorBody(await api('/api/events/no-such-night'), 404);
  });
});

describe('staff changes', () => {
  beforeEach(async () => {
    await start();
    await clearSeed();
  });

  it('when an event is created, then it is listed with blank optional fields left out and announced', async () => {
    const before = Date.now();
    const event = await create({ cost: '', registrationUrl: '', time: '' });
    expect(event).toEqual({
      id: 'test-night-20300101',
      title: 'Test Night',
      date: daysFromToday(3),
      location: 'Forks Arcade',
      description: 'A night to test with.',
      featured: false,
      kind: 'other',
      updatedAt: expect.any(String),
    });
    expect(Date.parse(event.updatedAt!)).toBeGreaterThanOrEqual(before);
    expect(await listOf('/api/events')).toEqual([event]);
    await expect
      .poll(() => announced)
      .toEqual([{ change: 'created', eventId: event.id, title: 'Test Night', date: event.date }]);
  });

  it('when the id is taken, then it is a 409 naming the id and the first event stays as it was', async () => {
    const first = await create();
    const body = await expectErrorBody(
      await api('/api/events', asStaff('POST', newEvent({ title: 'Another' }))),
      409,
    );
    expect(body.errors?.id).toEqual(['An event with this ID already exists']);
    expect(await listOf('/api/events')).toEqual([first]);
  });

  it('when required fields are missing, then each has the spec message and nothing is stored', async () => {
    const body = await expectErrorBody(
      await api('/api/events', asStaff('POST', { id: ' ', title: '', date: '', location: '  ' })),
      400,
    );
    expect(body.errors).toMatchObject({
      id: ['Event ID is required'],
      title: ['Title is required'],
      date: ['Date is required'],
      location: ['Location is required'],
      description: ['Description is required'],
    });
    expect(await listOf('/api/events')).toEqual([]);
  });

  it.each([
    [
      'id',
      { id: 'Not A Slug' },
      'Event ID may hold only lowercase letters, numbers and single hyphens',
    ],
    ['date', { date: '2030-02-30' }, 'Date must be a real date written YYYY-MM-DD'],
    [
      'registrationUrl',
      { registrationUrl: 'javascript:alert(1)' },
      'Registration URL must be a web address starting with http:// or https://',
    ],
    ['featured', { featured: 'yes' }, 'Featured must be true or false'],
  ])('when %s is not valid, then it is a 400 saying why', async (field, overrides, message) => {
    const body = await expectErrorBody(
      await api('/api/events', asStaff('POST', { ...newEvent(), ...overrides })),
      400,
    );
    expect(body.errors?.[field]).toEqual([message]);
  });

  it('when an event is updated, then its fields change, its id does not, and it is announced', async () => {
    const event = await create();
    const response = await api(
      `/api/events/${event.id}`,
      asStaff('PUT', { ...newEvent({ title: 'Renamed Night', featured: true }), id: 'ignored' }),
    );
    expect(response.status).toBe(200);
    expect(eventSchema.parse(await response.json())).toMatchObject({
      id: event.id,
      title: 'Renamed Night',
      featured: true,
    });
    expect((await listOf('/api/events/featured')).map((found) => found.title)).toEqual([
      'Renamed Night',
    ]);
    await expect
      .poll(() => announced.map((payload) => payload.change))
      .toEqual(['created', 'updated']);
    await expectErrorBody(await api('/api/events/nope', asStaff('PUT', newEvent())), 404);
  });

  it('when an event is deleted, then it is gone and deleting again is a 404', async () => {
    const event = await create();
    expect((await api(`/api/events/${event.id}`, asStaff('DELETE'))).status).toBe(204);
    expect(await listOf('/api/events')).toEqual([]);
    await expectErrorBody(await api(`/api/events/${event.id}`, asStaff('DELETE')), 404);
  });

  it.each([
    ['POST', '/api/events'],
    ['PUT', '/api/events/test-night-20300101'],
    ['DELETE', '/api/events/test-night-20300101'],
    ['POST', '/api/events/fetch-new'],
    ['POST', '/api/events/external'],
  ])('when %s %s comes without the gateway identity, then it is a 401', async (method, path) => {
    await expectErrorBody(await api(path, { method, json: newEvent() }), 401);
  });
});

describe('the iCalendar feed', () => {
  beforeEach(async () => {
    await start();
    await clearSeed();
  });

  const parseFeed = (text: string) => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    const zone = calendar.getFirstSubcomponent('vtimezone');
    if (zone) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
    return calendar;
  };

  it('when the feed is read back with ical.js, then it holds the upcoming events with their venue times', async () => {
    await create({ id: 'gone', date: daysFromToday(-1) });
    const timed = await create({
      id: 'timed',
      title: 'League Night, Week 1',
      date: '2030-07-09',
      time: '7:30 PM - 10 PM',
      description: 'Bring quarters; line two\nand a semicolon;',
    });
    const winter = await create({ id: 'winter', date: '2030-01-15', time: '19:00' });
    const allDay = await create({ id: 'all-day', date: '2030-03-10', time: 'Doors at dusk' });

    const response = await api('/api/events.ics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await response.text();
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    const calendar = parseFeed(text);
    const events = calendar
      .getAllSubcomponents('vevent')
      .map((component) => new ICAL.Event(component));
    expect(events.map((event) => event.uid.split('@')[0]).sort()).toEqual([
      'all-day',
      'timed',
      'winter',
    ]);
    const byId = (id: string) => events.find((event) => event.uid.startsWith(`${id}@`))!;

    const summer = byId('timed');
    expect(summer.summary).toBe(timed.title);
    expect(summer.startDate.zone.tzid).toBe('America/Winnipeg');
    expect(summer.startDate.toJSDate().toISOString()).toBe(timed.startsAt);
    expect(summer.endDate.toJSDate().toISOString()).toBe(timed.endsAt);
    expect(summer.description).toContain('Bring quarters; line two\nand a semicolon;');
    expect(summer.location).toBe('Forks Arcade');

    expect(byId('winter').startDate.toJSDate().toISOString()).toBe(winter.startsAt);
    expect(byId('winter').startDate.toJSDate().toISOString()).toBe('2030-01-16T01:00:00.000Z');

    const day = byId('all-day');
    expect(day.startDate.isDate).toBe(true);
    expect(day.startDate.toString()).toBe(allDay.date);
    expect(day.endDate.toString()).toBe('2030-03-11');
    expect(day.description.startsWith('Time: Doors at dusk')).toBe(true);
  });

  it("when one event's calendar file is asked for, then it is text/calendar holding that event alone, past ones too", async () => {
    await create({ id: 'other', date: daysFromToday(2), title: 'Another Night' });
    const timed = await create({
      id: 'league-final',
      title: 'League Final',
      date: '2030-07-09',
      time: '7:30 PM - 10 PM',
    });
    const response = await api('/api/events/league-final/calendar.ics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const calendar = parseFeed(await response.text());
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const event = new ICAL.Event(events[0]);
    expect(event.uid).toBe('league-final@events.forks-arcade.local');
    expect(event.summary).toBe('League Final');
    expect(event.startDate.toJSDate().toISOString()).toBe(timed.startsAt);
    expect(event.endDate.toJSDate().toISOString()).toBe(timed.endsAt);
    // Added once to a calendar the person picks: not a calendar of its own.
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBeNull();

    await create({ id: 'last-week', date: daysFromToday(-7) });
    const past = await api('/api/events/last-week/calendar.ics');
    expect(past.status).toBe(200);
    expect(parseFeed(await past.text()).getAllSubcomponents('vevent')).toHaveLength(1);
  });

  it('when the calendar file of an unknown event is asked for, then it is a JSON 404', async () => {
    const response = await api('/api/events/no-such-event/calendar.ics');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await expectErrorBody(response, 404)).message).toBe('No event with that id');
  });

  it('when an event changes, then its calendar file says so on the next read', async () => {
    const fields = { id: 'renamed', date: daysFromToday(4) };
    await create({ ...fields, title: 'Old Name' });
    expect(await (await api('/api/events/renamed/calendar.ics')).text()).toContain('Old Name');
    const updated = await api(
      '/api/events/renamed',
      asStaff('PUT', newEvent({ ...fields, title: 'New Name' })),
    );
    expect(updated.status).toBe(200);
    const after = await (await api('/api/events/renamed/calendar.ics')).text();
    expect(after).toContain('New Name');
    expect(after).not.toContain('Old Name');
    expect((await api('/api/events/renamed', asStaff('DELETE'))).status).toBe(204);
    expect((await api('/api/events/renamed/calendar.ics')).status).toBe(404);
  });

  it('when an event changes, then the feed says so on the next read', async () => {
    await create({ id: 'first', date: daysFromToday(1) });
    const before = await (await api('/api/events.ics')).text();
    await create({ id: 'second', date: daysFromToday(2), title: 'Second Night' });
    const after = parseFeed(await (await api('/api/events.ics')).text());
    expect(before).not.toContain('Second Night');
    expect(after.getAllSubcomponents('vevent')).toHaveLength(2);
  });
});

describe('events from outside feeds', () => {
  beforeEach(async () => {
    await start();
    await clearSeed();
  });
  const external = {
    externalUid: 'feed-42',
    title: 'League Final',
    date: '2030-10-10',
    location: 'Forks Arcade',
    description: 'From the feed.',
  };
  /** Events arrive in order: once a later change is heard, nothing before it was announced. */
  const expectOnlyLaterChangeAnnounced = async () => {
    const later = await create({ id: 'later-change-20301011', date: '2030-10-11' });
    await expect.poll(() => announced.length).toBeGreaterThan(0);
    expect(announced.map((change) => change.eventId)).toEqual([later.id]);
  };
  const upsert = async (body: unknown, status: number) => {
    const response = await api('/api/events/external', asStaff('POST', body));
    expect(response.status, await response.clone().text()).toBe(status);
    return upsertedEventSchema.parse(await response.json());
  };

  it('when a feed event is upserted by uid, then it is created once, updated after, and a taken slug gets a number', async () => {
    const staffEvent = await create({
      id: 'league-final-20301010',
      title: 'League Final',
      date: '2030-10-10',
    });
    const created = await upsert(external, 201);
    expect(created.event.id).toBe('league-final-20301010-2');

    expect(await upsert({ ...external, time: '6 PM' }, 200)).toMatchObject({
      created: false,
      event: { id: created.event.id, time: '6 PM' },
    });
    const all: VenueEvent[] = await listOf('/api/events');
    expect(all.map((event) => event.id).sort()).toEqual([staffEvent.id, created.event.id]);
  });

  it('when staff have edited an imported event, then the feed no longer overwrites it', async () => {
    const { event } = await upsert(external, 201);
    const editing = { ...event, title: 'League Final (Doors 6 PM)', featured: true };
    const saved = await api(`/api/events/${event.id}`, asStaff('PUT', editing));
    expect(saved.status).toBe(200);
    const edited = eventSchema.parse(await saved.json());
    expect(edited).toEqual({ ...editing, updatedAt: expect.any(String) });
    expect(Date.parse(edited.updatedAt!)).toBeGreaterThanOrEqual(Date.parse(event.updatedAt!));
    announced.length = 0;

    expect(await upsert({ ...external, description: 'Changed upstream.' }, 200)).toEqual({
      created: false,
      event: edited,
    });
    expect(await listOf('/api/events')).toEqual([edited]);
    await expectOnlyLaterChangeAnnounced();
  });

  it('when the feed sends an imported event unchanged, then nothing is written or announced', async () => {
    const { event } = await upsert(external, 201);
    announced.length = 0;
    expect(await upsert(external, 200)).toEqual({ created: false, event });
    await expectOnlyLaterChangeAnnounced();
  });
});
