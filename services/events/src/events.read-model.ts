import type { VenueEvent } from '@venue/contracts/events';
import { SerializedJson } from '@venue/service-kit/api-router';
import { venueInstant, venueToday } from '@venue/venue-time/venue-time';
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

/**
 * The public answers, kept in memory and serialised once per change (and once per venue day,
 * since "upcoming" moves at midnight): reads never touch the store. The store stays the truth;
 * the list is reloaded from it after any change.
 */
export function eventsReadModel(events: EventsRepository, options: { calendarName: string }) {
  let sorted: EventRecord[] = [];
  const answers = new Map<string, SerializedJson | string>();
  let answersDay = '';

  const answer = <T extends SerializedJson | string>(key: string, build: () => T): T => {
    const today = venueToday();
    if (today !== answersDay) {
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
      answers.clear();
    },

    all: () => answer('all', () => json(sorted.map(presentEvent))),

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
        eventsCalendar(upcomingRecords().map(presentEvent), {
          name: options.calendarName,
          generatedAt: new Date(),
        }),
      ),

    /** One event's calendar file, or null when there is no such event. */
    eventCalendar: (id: string) => {
      const record = sorted.find((event) => event.id === id);
      if (!record) return null;
      return answer(`calendar:${id}`, () =>
        eventCalendar(presentEvent(record), {
          name: options.calendarName,
          generatedAt: new Date(),
        }),
      );
    },
  };
}

export type EventsReadModel = ReturnType<typeof eventsReadModel>;
