import {
  eventsRecentPastDays,
  type EventsListQuery,
  type VenueEvent,
} from '@venue/contracts/events';
import { Reply, SerializedJson } from '@venue/service-kit/api-router';
import type { PageQuery } from '@venue/service-kit/paging';
import { venueDayCache, venueInstant } from '@venue/venue-time/venue-time';
import { eventCalendar, eventsCalendar } from './events.calendar';
import { nextDate, parseEventTime, startMinutes } from './event-time';
import type { EventRecord, EventsRepository } from './events.repository';

/** The event as the API shows it: blank optional text left out, its start worked out. */
export function presentEvent(record: EventRecord): VenueEvent {
  const times = parseEventTime(record.time);
  let endsAt: string | undefined;
  if (times?.end) {
    // "10 PM - 2 AM" ends the next morning.
    const endDate = times.end > times.start ? record.date : nextDate(record.date);
    endsAt = venueInstant(endDate, times.end).toISOString();
  }
  return {
    id: record.id,
    title: record.title,
    date: record.date,
    ...(record.time && { time: record.time }),
    ...(times && { startsAt: venueInstant(record.date, times.start).toISOString() }),
    ...(endsAt && { endsAt }),
    location: record.location,
    description: record.description,
    ...(record.cost && { cost: record.cost }),
    ...(record.registrationUrl && { registrationUrl: record.registrationUrl }),
    featured: record.featured,
    ...(record.externalUid && { externalUid: record.externalUid }),
  };
}

/** By date, then by start time (untimed events first), then by title. */
function byWhen(a: EventRecord, b: EventRecord): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  const minutesA = startMinutes(a.time) ?? -1;
  const minutesB = startMinutes(b.time) ?? -1;
  if (minutesA !== minutesB) return minutesA - minutesB;
  return a.title.localeCompare(b.title, 'en', { sensitivity: 'base' });
}

/** `date` moved by `days` (`YYYY-MM-DD`). */
function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The index of the first record dated `date` or later in records sorted by date. */
function firstFrom(records: EventRecord[], date: string): number {
  let low = 0;
  let high = records.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((records[middle] as EventRecord).date < date) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Where a window of `limit` records ends or starts without splitting a venue date: the date at
 * the cut goes whole to the next window, unless it is all this window would hold.
 */
function wholeDaysWindow(records: EventRecord[], query: EventsListQuery, today: string) {
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

export interface EventsPage {
  answer: SerializedJson;
  total: number;
  next?: PageQuery;
  prev?: PageQuery;
}

/** Windows kept serialised; any `from` or `before` may be asked for, so they are bounded. */
const maxKeptWindows = 500;

/**
 * The public answers, kept in memory and serialised once per change (and once per venue day,
 * since "upcoming" moves at midnight): reads never touch the store. The store stays the truth;
 * the list is reloaded from it after any change.
 */
export function eventsReadModel(events: EventsRepository, options: { calendarName: string }) {
  let sorted: EventRecord[] = [];
  let byId = new Map<string, EventRecord>();
  const answers = new Map<string, SerializedJson | Reply | EventsPage>();
  let answersDay = '';
  const venueToday = venueDayCache();

  const answer = <T extends SerializedJson | Reply | EventsPage>(
    key: string,
    build: () => T,
  ): T => {
    const today = venueToday();
    if (today !== answersDay || answers.size >= maxKeptWindows) {
      answers.clear();
      answersDay = today;
    }
    let found = answers.get(key) as T | undefined;
    if (!found) {
      found = build();
      answers.set(key, found);
    }
    return found;
  };
  const json = (value: unknown) => new SerializedJson(JSON.stringify(value));
  const upcomingRecords = () => {
    const today = venueToday();
    return sorted.filter((record) => record.date >= today);
  };

  return {
    async load() {
      sorted = (await events.all()).sort(byWhen);
      byId = new Map(sorted.map((record) => [record.id, record]));
      answers.clear();
    },

    /** A window of the calendar (see `eventsListQuerySchema`), with the windows around it. */
    list: (query: EventsListQuery) =>
      answer(`list:${query.from ?? ''}:${query.before ?? ''}:${query.limit}`, (): EventsPage => {
        const { start, end } = wholeDaysWindow(sorted, query, venueToday());
        const after = sorted[end];
        const first = sorted[start];
        return {
          answer: json(sorted.slice(start, end).map(presentEvent)),
          total: sorted.length,
          ...(after && { next: { from: after.date, before: undefined } }),
          ...(start > 0 && first && { prev: { before: first.date, from: undefined } }),
        };
      }),

    /** One event, serialised when asked for: most are never asked for one by one. */
    event: (id: string) => {
      const record = byId.get(id);
      return record && answer(`event:${id}`, () => json(presentEvent(record)));
    },

    /** Featured events from today on: a past one is no longer worth featuring. */
    featured: () =>
      answer('featured', () =>
        json(
          upcomingRecords()
            .filter((record) => record.featured)
            .map(presentEvent),
        ),
      ),

    upcoming: (limit: number) =>
      answer(`upcoming:${limit}`, () => json(upcomingRecords().slice(0, limit).map(presentEvent))),

    calendar: () =>
      answer('calendar', () =>
        Reply.text(
          eventsCalendar(upcomingRecords().map(presentEvent), {
            name: options.calendarName,
            generatedAt: new Date(),
          }),
          calendarType,
        ),
      ),

    /** One event's calendar file, or null when there is no such event. */
    eventCalendar: (id: string) => {
      const record = byId.get(id);
      if (!record) return null;
      return answer(`calendar:${id}`, () =>
        Reply.text(
          eventCalendar(presentEvent(record), {
            name: options.calendarName,
            generatedAt: new Date(),
          }),
          calendarType,
        ),
      );
    },
  };
}

export type EventsReadModel = ReturnType<typeof eventsReadModel>;
