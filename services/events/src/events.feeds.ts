/**
 * Reading outside event feeds (iCalendar, or JSON in our own shape) into events to upsert by
 * their uid. Small on purpose: the integrations service is to take the feeds over, and with
 * them the events-fetch-external queue.
 */
import ICAL from 'ical.js';
import { z } from 'zod';
import { externalEventInputSchema, type ExternalEvent } from '@venue/contracts/events';
import { venueDateOf, venueTimeZone } from '@venue/venue-time/venue-time';

const feedTimeoutMs = 5_000;
const maxFeedBytes = 2 * 1024 * 1024;

/** What a feed event lacks, filled so the event can still be listed. */
const fallbackLocation = 'See event details';

const venueClockTime = new Intl.DateTimeFormat('en-US', {
  timeZone: venueTimeZone,
  hour: 'numeric',
  minute: '2-digit',
});

const pad = (value: number) => String(value).padStart(2, '0');

/** A wall-clock time as staff would write it, e.g. `7:00 PM`. */
function clockText(hour: number, minute: number): string {
  const meridiem = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 || 12}:${pad(minute)} ${meridiem}`;
}

/** The venue date and time text of an iCalendar start, whatever zone it was written in. */
function venueStart(start: ICAL.Time): { date: string; time: string } {
  if (start.isDate) return { date: start.toString(), time: '' };
  // A time in UTC, or in a zone the feed described, is an instant; any other floats.
  const zoned = start.zone !== undefined && start.zone !== ICAL.Timezone.localTimezone;
  if (zoned) {
    const instant = start.toJSDate();
    return { date: venueDateOf(instant), time: venueClockTime.format(instant) };
  }
  // A floating time (or an unknown zone) is read as the venue's own clock.
  const date = `${start.year}-${pad(start.month)}-${pad(start.day)}`;
  return { date, time: clockText(start.hour, start.minute) };
}

function fromCalendar(text: string): unknown[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  // Recurring events are taken at their first date only.
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const { date, time } = venueStart(event.startDate);
    const url = component.getFirstPropertyValue('url');
    return {
      externalUid: event.uid,
      title: event.summary,
      date,
      time,
      location: event.location || fallbackLocation,
      description: event.description || event.summary,
      registrationUrl: typeof url === 'string' ? url : '',
    };
  });
}

/** JSON feeds: a list of our own event fields, with the feed's `uid`. */
const jsonFeedSchema = z.array(z.looseObject({ uid: z.unknown() }));

function fromJson(text: string): unknown[] {
  return jsonFeedSchema.parse(JSON.parse(text)).map(({ uid, ...fields }) => ({
    location: fallbackLocation,
    ...fields,
    externalUid: uid,
  }));
}

/** The feed's events from today (venue time) on; entries that are not valid events are skipped. */
export async function readFeed(
  url: string,
  today: string,
): Promise<{ events: ExternalEvent[]; skipped: number }> {
  const response = await fetch(url, {
    headers: { accept: 'text/calendar, application/json;q=0.9' },
    signal: AbortSignal.timeout(feedTimeoutMs),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const text = await response.text();
  if (text.length > maxFeedBytes) throw new Error(`${url} is larger than ${maxFeedBytes} bytes`);
  const entries = text.trimStart().startsWith('BEGIN:VCALENDAR')
    ? fromCalendar(text)
    : fromJson(text);
  const events: ExternalEvent[] = [];
  let skipped = 0;
  for (const entry of entries) {
    const parsed = externalEventInputSchema.safeParse(entry);
    if (parsed.success && parsed.data.date >= today) events.push(parsed.data);
    else if (!parsed.success) skipped += 1;
  }
  return { events, skipped };
}
