/**
 * The iCalendar (RFC 5545) feed of upcoming events, and each event's own file, built with ical.js.
 *
 * Event dates are the venue's calendar days and their times free text, so:
 * - an event whose time text starts with a clock time (`7 PM`, `19:00`, `7:30pm - 11pm`) starts
 *   then in America/Winnipeg (DTSTART with TZID, the zone described in the feed), and ends at the
 *   range's end when the text gives one (otherwise it has no end, as RFC 5545 allows);
 * - any other event is an all-day event on its date, and its time text leads the description.
 *
 * A series is one VEVENT with its RRULE, an EXDATE for each cancelled date, and a VEVENT of
 * its own for each changed date (moved, or with text of its own), naming by RECURRENCE-ID the
 * start the rule gave it; all share the series' UID.
 */
import ICAL from 'ical.js';
import type { OccurrenceOverride, VenueEvent } from '@venue/contracts/events';
import { venueInstant, venueTimeZone } from '@venue/venue-time/venue-time';
import { rruleText } from './event-series';
import { nextDate, parseEventTime, type ClockTimes } from './event-time';

/**
 * Winnipeg's rules since 2007 (daylight time from the second Sunday of March to the first
 * Sunday of November), as calendar apps expect the zone to be described inside the feed.
 */
const winnipegTimezone = `BEGIN:VTIMEZONE
TZID:${venueTimeZone}
X-LIC-LOCATION:${venueTimeZone}
BEGIN:DAYLIGHT
TZOFFSETFROM:-0600
TZOFFSETTO:-0500
TZNAME:CDT
DTSTART:19700308T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:-0500
TZOFFSETTO:-0600
TZNAME:CST
DTSTART:19701101T020000
RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU
END:STANDARD
END:VTIMEZONE`;

/** The feed's UIDs must be unique worldwide and stable: the event's slug in the feed's own domain. */
const uidDomain = 'events.forks-arcade.local';

const calendarDate = (date: string) => ICAL.Time.fromDateString(date);

function wallTime(date: string, clock: string): ICAL.Time {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = clock.split(':').map(Number) as [number, number];
  return ICAL.Time.fromData({ year, month, day, hour, minute, second: 0, isDate: false });
}

function addVenueTime(
  vevent: ICAL.Component,
  name: 'dtstart' | 'dtend' | 'recurrence-id' | 'exdate',
  time: ICAL.Time,
) {
  const property = vevent.addPropertyWithValue(name, time);
  property.setParameter('tzid', venueTimeZone);
}

/** Where a date's start is written: at its clock time at the venue, or as the whole day. */
function addStart(
  vevent: ICAL.Component,
  name: 'dtstart' | 'recurrence-id' | 'exdate',
  date: string,
  times: ClockTimes | null,
) {
  if (times) addVenueTime(vevent, name, wallTime(date, times.start));
  else vevent.addPropertyWithValue(name, calendarDate(date));
}

/** What one VEVENT shows: the event's, or a changed date's. */
type Shown = Pick<
  VenueEvent,
  'title' | 'date' | 'time' | 'location' | 'description' | 'cost' | 'registrationUrl' | 'featured'
>;

function eventComponent(uid: string, event: Shown, stamp: ICAL.Time): ICAL.Component {
  const vevent = new ICAL.Component('vevent');
  vevent.addPropertyWithValue('uid', uid);
  vevent.addPropertyWithValue('dtstamp', stamp);
  vevent.addPropertyWithValue('summary', event.title);

  const times = parseEventTime(event.time);
  addStart(vevent, 'dtstart', event.date, times);
  if (times?.end) {
    const endDate = times.end > times.start ? event.date : nextDate(event.date);
    addVenueTime(vevent, 'dtend', wallTime(endDate, times.end));
  } else if (!times) {
    // DTEND of an all-day event is the next day: the end is exclusive.
    vevent.addPropertyWithValue('dtend', calendarDate(nextDate(event.date)));
  }

  const details = [
    !times && event.time ? `Time: ${event.time}` : null,
    event.description,
    event.cost ? `Cost: ${event.cost}` : null,
    event.registrationUrl ? `Register: ${event.registrationUrl}` : null,
  ].filter((line): line is string => line !== null);
  vevent.addPropertyWithValue('description', details.join('\n\n'));
  vevent.addPropertyWithValue('location', event.location);
  if (event.registrationUrl) vevent.addPropertyWithValue('url', event.registrationUrl);
  if (event.featured) vevent.addPropertyWithValue('categories', 'Featured');
  return vevent;
}

/** RRULE's UNTIL: a date for an all-day series, else the last start's instant in UTC (RFC 5545). */
function untilValue(until: string, times: ClockTimes | null): string {
  if (!times) return until.replace(/-/g, '');
  return venueInstant(until, times.start)
    .toISOString()
    .replace(/[-:]|\.\d{3}/g, '');
}

/** The event's VEVENTs: one, or a series' with its RRULE, EXDATEs and changed dates. */
function eventComponents(event: VenueEvent, stamp: ICAL.Time): ICAL.Component[] {
  const uid = `${event.id}@${uidDomain}`;
  const series = eventComponent(uid, event, stamp);
  const { recurrence } = event;
  if (!recurrence) return [series];

  const times = parseEventTime(event.time);
  const until = recurrence.until && untilValue(recurrence.until, times);
  series.addPropertyWithValue('rrule', ICAL.Recur.fromString(rruleText(recurrence, until)));
  const overrides = event.overrides ?? [];
  for (const { originalDate } of overrides.filter((override) => override.cancelled)) {
    addStart(series, 'exdate', originalDate, times);
  }
  // A changed date shows the series with what the change gives instead.
  const changed = (override: OccurrenceOverride) => {
    const date = override.date ?? override.originalDate;
    const vevent = eventComponent(uid, { ...event, ...override, date }, stamp);
    addStart(vevent, 'recurrence-id', override.originalDate, times);
    return vevent;
  };
  return [series, ...overrides.filter((override) => !override.cancelled).map(changed)];
}

/** RFC 5545 3.1: lines of at most 75 octets, not counting the CRLF that ends them. */
const maxLineOctets = 75;

const utf8Octets = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/**
 * A content line as the lines it is written in: a longer one goes on in lines that start with
 * one space (part of their 75 octets), cut between characters, never inside one's UTF-8 bytes.
 */
function foldContentLine(line: string): string[] {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Octets(character.codePointAt(0) as number);
    if (octets + size > maxLineOctets) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines;
}

type CalendarOptions = { name: string; generatedAt: Date };

/** A calendar of these events as text (CRLF line ends, long lines folded, as RFC 5545 says). */
function calendarText(
  events: VenueEvent[],
  { name, generatedAt }: CalendarOptions,
  { subscription }: { subscription: boolean },
): string {
  const calendar = new ICAL.Component('vcalendar');
  calendar.addPropertyWithValue('prodid', `-//${name}//Events//EN`);
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('method', 'PUBLISH');
  if (subscription) {
    // A calendar of its own in the app, checked back hourly (honoured by the apps that read
    // these); the feed changes when staff change events.
    calendar.addPropertyWithValue('x-wr-calname', name);
    calendar.addPropertyWithValue('x-wr-timezone', venueTimeZone);
    calendar.addPropertyWithValue('refresh-interval', ICAL.Duration.fromString('PT1H'));
    calendar.addPropertyWithValue('x-published-ttl', 'PT1H');
  }
  calendar.addSubcomponent(new ICAL.Component(ICAL.parse(winnipegTimezone)));

  const stamp = ICAL.Time.fromJSDate(generatedAt, true);
  for (const event of events) {
    for (const vevent of eventComponents(event, stamp)) calendar.addSubcomponent(vevent);
  }
  // ical.js folds at 75 octets of content after the leading space, making 76-octet lines:
  // its folds are undone and the lines folded again here.
  const contentLines = calendar.toString().replace(/\r\n /g, '').split('\r\n');
  return contentLines.flatMap(foldContentLine).join('\r\n') + '\r\n';
}

/** The feed of upcoming events, for calendar apps to subscribe to. */
export const eventsCalendar = (events: VenueEvent[], options: CalendarOptions) =>
  calendarText(events, options, { subscription: true });

/** One event's file, added once to whichever calendar the person picks (no calendar name). */
export const eventCalendar = (event: VenueEvent, options: CalendarOptions) =>
  calendarText([event], options, { subscription: false });
