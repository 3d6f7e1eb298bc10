/**
 * Reading outside event feeds (iCalendar, or JSON in our own shape) into events to upsert by
 * their uid. A feed is taken whole or not at all: one entry that is not a valid event makes the
 * feed malformed, and nothing of it is imported. A repeating event whose rule the venue cannot
 * hold is not malformed: it is taken at its first date, and the import says so in its log.
 */
import ICAL from 'ical.js';
import { z } from 'zod';
import { externalEventInputSchema, type ExternalEvent } from '@venue/contracts/events';
import { venueDateOf, venueTimeZone } from '@venue/venue-time/venue-time';
import { fetchText, issuesText } from '../outside/http';
import { feedRecurrence, repeatsFrom } from './feed-recurrence';

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

/** A feed entry, and why the rule it came with could not be kept (it is then taken once). */
interface Entry {
  fields: unknown;
  ruleDropped?: string;
}

/**
 * The calendar's events; a repeating one keeps its rule when the venue can hold it, and is left
 * out when none of its dates is from `today` on. RECURRENCE-ID entries (changed dates of a
 * series) and EXDATEs are not taken: the series comes as its rule gives it.
 */
function fromCalendar(text: string, today: string): Entry[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  const entries: Entry[] = [];
  for (const component of calendar.getAllSubcomponents('vevent')) {
    if (component.hasProperty('recurrence-id')) continue;
    const event = new ICAL.Event(component);
    const { date, time } = venueStart(event.startDate);
    const recurrence = feedRecurrence(component, date, today);
    if (recurrence !== null && typeof recurrence !== 'string' && !repeatsFrom(component, today)) {
      continue;
    }
    const url = component.getFirstPropertyValue('url');
    const fields = {
      externalUid: event.uid,
      title: event.summary,
      date,
      time,
      location: event.location || fallbackLocation,
      description: event.description || event.summary,
      registrationUrl: typeof url === 'string' ? url : '',
      ...(recurrence !== null && typeof recurrence !== 'string' && { recurrence }),
    };
    entries.push({ fields, ...(typeof recurrence === 'string' && { ruleDropped: recurrence }) });
  }
  return entries;
}

/** JSON feeds: a list of our own event fields, with the feed's `uid`. */
const jsonFeedSchema = z.array(z.looseObject({ uid: z.unknown() }));

function fromJson(text: string): Entry[] {
  return jsonFeedSchema.parse(JSON.parse(text)).map(({ uid, ...fields }) => ({
    fields: { location: fallbackLocation, ...fields, externalUid: uid },
  }));
}

/** Why a feed could not be imported, with its address. */
export class FeedError extends Error {
  constructor(
    readonly url: string,
    readonly reason: string,
  ) {
    super(`${url}: ${reason}`);
    this.name = 'FeedError';
  }
}

function entriesOf(text: string, today: string): Entry[] {
  if (text.trimStart().startsWith('BEGIN:VCALENDAR')) return fromCalendar(text, today);
  if (/^\s*\[/.test(text)) return fromJson(text);
  throw new Error('it is neither an iCalendar (.ics) nor a JSON list of events');
}

const reasonOf = (error: unknown) =>
  error instanceof z.ZodError
    ? issuesText(error)
    : error instanceof Error
      ? error.message
      : String(error);

/** A feed's events, and the repeating ones it could take only once, with why. */
interface FeedEvents {
  events: ExternalEvent[];
  takenOnce: Array<{ externalUid: string; reason: string }>;
}

/**
 * The feed's events from today (venue time) on, a series when one of its dates is; throws a
 * FeedError when it cannot be used.
 */
export async function readFeed(
  url: string,
  { today, timeoutMs }: { today: string; timeoutMs: number },
): Promise<FeedEvents> {
  let text: string;
  try {
    const response = await fetchText(
      url,
      { headers: { accept: 'text/calendar, application/json;q=0.9' } },
      { service: 'the feed', timeoutMs, maxBytes: maxFeedBytes },
    );
    if (response.status < 200 || response.status > 299) {
      throw new Error(`the feed answered ${response.status}`);
    }
    text = response.text;
  } catch (error) {
    throw new FeedError(url, reasonOf(error));
  }
  let entries: Entry[];
  try {
    entries = entriesOf(text, today);
  } catch (error) {
    throw new FeedError(url, `not a readable feed: ${reasonOf(error)}`);
  }
  const result: FeedEvents = { events: [], takenOnce: [] };
  for (const [index, { fields, ruleDropped }] of entries.entries()) {
    let parsed = externalEventInputSchema.safeParse(fields);
    let dropped = ruleDropped;
    const recurrence = (fields as { recurrence?: unknown }).recurrence;
    if (!parsed.success && recurrence !== undefined) {
      // A rule that does not fit the venue's (its first date off its days, say): taken once.
      const once = externalEventInputSchema.safeParse({
        ...(fields as object),
        recurrence: undefined,
      });
      if (once.success) {
        dropped = reasonOf(parsed.error);
        parsed = once;
      }
    }
    if (!parsed.success) {
      const uid = (fields as { externalUid?: unknown }).externalUid;
      const which = typeof uid === 'string' && uid ? ` (${uid})` : '';
      throw new FeedError(
        url,
        `entry ${index + 1}${which} is not an event: ${reasonOf(parsed.error)}`,
      );
    }
    if (!parsed.data.recurrence && parsed.data.date < today) continue;
    result.events.push(parsed.data);
    if (dropped) result.takenOnce.push({ externalUid: parsed.data.externalUid, reason: dropped });
  }
  return result;
}
