import {
  eventChanged,
  eventsRecentPastDays,
  seriesPreviewDates,
  type EventsListQuery,
  type Occurrence,
  type OccurrencesQuery,
  type VenueEvent,
} from '@venue/contracts/events';
import { recurrenceText } from '@venue/contracts/event-recurrence';
import { Reply, SerializedJson } from '@venue/service-kit/api-router';
import type { OutboxEvent } from '@venue/service-kit/outbox';
import type { PageQuery } from '@venue/service-kit/paging';
import { payloadsOf } from '@venue/service-kit/read-model';
import { venueDayCache } from '@venue/venue-time/venue-time';
import { eventCalendar, eventsCalendar } from './events.calendar';
import { byDateAndStart, instantsOf, occurrencesOf } from './event-series';
import type { EventRecord, EventsRepository } from './events.repository';

/** A series' dates from `today` on, up to the `seriesPreviewDates`th that goes ahead. */
function upcomingPreview(occurrences: Occurrence[], today: string): Occurrence[] {
  const upcoming = occurrences.filter((item) => item.date >= today);
  let goingAhead = 0;
  const end = upcoming.findIndex(
    (item) => !item.cancelled && (goingAhead += 1) === seriesPreviewDates,
  );
  return end === -1 ? upcoming : upcoming.slice(0, end + 1);
}

/**
 * The event as the API shows it on the venue's `today`: blank optional text left out, its start
 * worked out; a series with its rule in words, its changed dates, and its next dates.
 */
export function presentEvent(
  record: EventRecord,
  today: string,
  occurrences: Occurrence[] = occurrencesOf(record),
): VenueEvent {
  const preview = record.recurrence ? upcomingPreview(occurrences, today) : [];
  const next = preview.find((item) => !item.cancelled);
  return {
    id: record.id,
    title: record.title,
    date: record.date,
    ...(record.time && { time: record.time }),
    ...instantsOf(record.date, record.time),
    location: record.location,
    description: record.description,
    ...(record.cost && { cost: record.cost }),
    ...(record.registrationUrl && { registrationUrl: record.registrationUrl }),
    featured: record.featured,
    kind: record.kind ?? 'other',
    updatedAt: record.updatedAt.toISOString(),
    ...(record.externalUid && { externalUid: record.externalUid }),
    ...(record.recurrence && {
      recurrence: record.recurrence,
      recurrenceText: recurrenceText(record.recurrence),
      ...(record.overrides?.length && { overrides: record.overrides }),
      ...(next && { nextDate: next.date }),
      occurrences: preview,
    }),
  };
}

/**
 * An event as the lists hold it on a venue day: at the date it is next on (a series: its next
 * date that goes ahead; one that has ended: its last), so a series is listed once.
 */
interface Listed {
  at: Occurrence;
  event: VenueEvent;
}

function listed(record: EventRecord, occurrences: Occurrence[], today: string): Listed {
  const goingAhead = occurrences.filter((item) => !item.cancelled);
  const at =
    goingAhead.find((item) => item.date >= today) ??
    goingAhead[goingAhead.length - 1] ??
    (occurrences[0] as Occurrence);
  return { at, event: presentEvent(record, today, occurrences) };
}

const byListing = (a: Listed, b: Listed) => byDateAndStart(a.at, b.at);

/** Where `item` goes in `sorted`: after every item that does not come after it. */
function sortedIndex<T>(sorted: T[], item: T, order: (a: T, b: T) => number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (order(sorted[middle] as T, item) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** `date` moved by `days` (`YYYY-MM-DD`). */
function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The index of the first item dated `date` or later in items sorted by date. */
function firstFrom(items: Array<{ date: string }>, date: string): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((items[middle] as { date: string }).date < date) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Where a window of `limit` records ends or starts without splitting a venue date: the date at
 * the cut goes whole to the next window, unless it is all this window would hold.
 */
function wholeDaysWindow(records: Array<{ date: string }>, query: EventsListQuery, today: string) {
  if (query.before) {
    const end = firstFrom(records, query.before);
    let start = Math.max(0, end - query.limit);
    const cutDate = records[start]?.date;
    if (start > 0 && cutDate !== undefined && records[start - 1]?.date === cutDate) {
      const dayEnd = firstFrom(records, addDays(cutDate, 1));
      start = dayEnd < end ? dayEnd : firstFrom(records, cutDate);
    }
    return { start, end };
  }
  const start = firstFrom(records, query.from ?? addDays(today, -eventsRecentPastDays));
  let end = Math.min(records.length, start + query.limit);
  const cutDate = records[end]?.date;
  if (cutDate !== undefined && records[end - 1]?.date === cutDate) {
    const dayStart = firstFrom(records, cutDate);
    end = dayStart > start ? dayStart : firstFrom(records, addDays(cutDate, 1));
  }
  return { start, end };
}

const calendarType = 'text/calendar; charset=utf-8';

interface EventsPage {
  answer: SerializedJson;
  total: number;
  next?: PageQuery;
  prev?: PageQuery;
}

/** The window of the listings the query asks for, with the windows around it. */
function pageOf(listings: Listed[], query: EventsListQuery, today: string): EventsPage {
  const dates = listings.map((item) => item.at);
  const { start, end } = wholeDaysWindow(dates, query, today);
  const after = dates[end];
  const first = dates[start];
  return {
    answer: new SerializedJson(
      JSON.stringify(listings.slice(start, end).map((item) => item.event)),
    ),
    total: listings.length,
    ...(after && { next: { from: after.date, before: undefined } }),
    ...(start > 0 && first && { prev: { before: first.date, from: undefined } }),
  };
}

/** An event with all its dates (these do not change with the day). */
interface Scheduled {
  record: EventRecord;
  occurrences: Occurrence[];
}

/** The lists as of a venue day, and each event's listing by its id. */
interface DayView {
  today: string;
  listings: Listed[];
  byId: Map<string, Listed>;
}

/*
 * An edit costs what its event has, not what the calendar has: the changed events' dates and
 * listings are taken out and their new ones put in order, the others kept as worked out. Each
 * goes after those it ties with, where sorting everything again would put it.
 */

/** Every date of every event, with the changed events' dates replaced by `found`'s. */
function occurrencesReplaced(all: Occurrence[], ids: Set<string>, found: Scheduled[]) {
  const kept = all.filter((item) => !ids.has(item.eventId));
  for (const item of found.flatMap(({ occurrences }) => occurrences)) {
    kept.splice(sortedIndex(kept, item, byDateAndStart), 0, item);
  }
  return kept;
}

/** The day's lists with the changed events' listings replaced by `found`'s. */
function dayReplaced(day: DayView, ids: Set<string>, found: Scheduled[]): DayView {
  const listings = day.listings.filter((item) => !ids.has(item.event.id));
  const byId = new Map(day.byId);
  for (const id of ids) byId.delete(id);
  for (const { record, occurrences } of found) {
    const item = listed(record, occurrences, day.today);
    listings.splice(sortedIndex(listings, item, byListing), 0, item);
    byId.set(record.id, item);
  }
  return { today: day.today, listings, byId };
}

/** Windows kept serialised; any `from` or `before` may be asked for, so they are bounded. */
const maxKeptWindows = 500;

/**
 * The public answers, kept in memory and serialised once per change (and once per venue day,
 * since "upcoming" moves at midnight): reads never touch the store. The store stays the truth:
 * a change reads its event again from it, in every events process (see read-model.ts).
 */
export function eventsReadModel(events: EventsRepository, options: { calendarName: string }) {
  /** Every event with all its dates (these do not change with the day), and the dates of all. */
  let scheduled: Scheduled[] = [];
  let allOccurrences: Occurrence[] = [];
  /** The lists as of a venue day, worked out again when the day changes. */
  let day: DayView = { today: '', listings: [], byId: new Map() };
  const answers = new Map<string, SerializedJson | Reply | EventsPage>();
  const venueToday = venueDayCache();

  const dayView = () => {
    const today = venueToday();
    if (day.today !== today) {
      const listings = scheduled
        .map(({ record, occurrences }) => listed(record, occurrences, today))
        .sort(byListing);
      day = { today, listings, byId: new Map(listings.map((item) => [item.event.id, item])) };
      answers.clear();
    }
    return day;
  };
  const answer = <T extends SerializedJson | Reply | EventsPage>(
    key: string,
    build: () => T,
  ): T => {
    dayView();
    if (answers.size >= maxKeptWindows) answers.clear();
    let found = answers.get(key) as T | undefined;
    if (!found) {
      found = build();
      answers.set(key, found);
    }
    return found;
  };
  const json = (value: unknown) => new SerializedJson(JSON.stringify(value));
  /** Events with a date from today on; a series once, at its next date. */
  const upcoming = () => {
    const { today, listings } = dayView();
    return listings.filter((item) => item.at.date >= today).map((item) => item.event);
  };

  const scheduledOf = (record: EventRecord) => ({ record, occurrences: occurrencesOf(record) });

  return {
    changedBy: [eventChanged],

    async reload() {
      scheduled = (await events.all()).map(scheduledOf);
      allOccurrences = scheduled.flatMap(({ occurrences }) => occurrences).sort(byDateAndStart);
      day = { today: '', listings: [], byId: new Map() };
      answers.clear();
    },

    /** The calendar's name changed: answers are made again, from the events as they are. */
    renamed() {
      answers.clear();
    },

    /** Reads each changed event again: the others keep their dates and listing as worked out. */
    async apply(changes: OutboxEvent[]) {
      const ids = new Set(payloadsOf(changes, eventChanged).map(({ eventId }) => eventId));
      const found = (await Promise.all([...ids].map((id) => events.findById(id))))
        .filter((record) => record !== null)
        .map(scheduledOf);
      scheduled = [...scheduled.filter(({ record }) => !ids.has(record.id)), ...found];
      allOccurrences = occurrencesReplaced(allOccurrences, ids, found);
      if (day.today !== '') day = dayReplaced(day, ids, found);
      answers.clear();
    },

    /** A window of the calendar (see `eventsListQuerySchema`), with the windows around it. */
    list: (query: EventsListQuery) =>
      answer(`list:${query.from ?? ''}:${query.before ?? ''}:${query.limit}`, () => {
        const { listings, today } = dayView();
        return pageOf(listings, query, today);
      }),

    /** One event, serialised when asked for: most are never asked for one by one. */
    event: (id: string) => {
      const found = dayView().byId.get(id);
      return found && answer(`event:${id}`, () => json(found.event));
    },

    /** Featured events from today on: a past one is no longer worth featuring. */
    featured: () => answer('featured', () => json(upcoming().filter((event) => event.featured))),

    upcoming: (limit: number) =>
      answer(`upcoming:${limit}`, () => json(upcoming().slice(0, limit))),

    /** Every date an event is on from `from` to `to`, cancelled ones included. */
    occurrences: ({ from, to }: OccurrencesQuery) =>
      answer(`occurrences:${from}:${to}`, () =>
        json(
          allOccurrences.slice(
            firstFrom(allOccurrences, from),
            firstFrom(allOccurrences, addDays(to, 1)),
          ),
        ),
      ),

    calendar: () =>
      answer('calendar', () =>
        Reply.text(
          eventsCalendar(upcoming(), { name: options.calendarName, generatedAt: new Date() }),
          calendarType,
        ),
      ),

    /** One event's calendar file (a series: all its dates), or null when there is no such event. */
    eventCalendar: (id: string) => {
      const found = dayView().byId.get(id);
      if (!found) return null;
      return answer(`calendar:${id}`, () =>
        Reply.text(
          eventCalendar(found.event, { name: options.calendarName, generatedAt: new Date() }),
          calendarType,
        ),
      );
    },
  };
}

export type EventsReadModel = ReturnType<typeof eventsReadModel>;
