import { z } from 'zod';
import { recurrenceIssues, recurrenceSchema } from './event-recurrence';
import { defineApi } from './http';
import { defineEvent, defineQueue } from './messages';
import { limitSchema } from './paging';
import { optionalText, requiredText } from './text';
import { venueChanged } from './venue';
import {
  eventCalendarPath,
  eventsCalendarPath,
  upcomingLimitDefault,
  upcomingLimitMax,
} from './values';

/** Event ids are slugs: lowercase letters and digits in groups joined by single hyphens. */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const eventIdMaxLength = 64;

/**
 * The id the staff form fills in from a new event's title and date: the title lower-cased,
 * every other character a hyphen, its first 20 characters, a hyphen and the date without
 * dashes, repeated hyphens collapsed (and none left at either end, so it is a valid slug).
 * `Monday League Night` on 2026-11-30 is `monday-league-night-20261130`.
 */
export function eventIdFrom(title: string, date: string): string {
  const titlePart = title
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '-')
    .slice(0, 20);
  return `${titlePart}-${date.replace(/-/g, '')}`.replace(/-+/g, '-').replace(/^-|-$/g, '');
}

const eventIdSchema = z
  .string({ error: 'Event ID is required' })
  .trim()
  .min(1, 'Event ID is required')
  .pipe(
    z
      .string()
      .max(eventIdMaxLength, `Event ID must be at most ${eventIdMaxLength} characters`)
      .regex(slugPattern, 'Event ID may hold only lowercase letters, numbers and single hyphens'),
  );

/** A calendar date at the venue, `YYYY-MM-DD`. */
export const eventDateSchema = z
  .string({ error: 'Date is required' })
  .trim()
  .min(1, 'Date is required')
  .pipe(z.iso.date('Date must be a real date written YYYY-MM-DD'));

const registrationUrlSchema = optionalText('Registration URL', { max: 500 }).refine(
  (value) => value === '' || (/^https?:\/\//i.test(value) && URL.canParse(value)),
  'Registration URL must be a web address starting with http:// or https://',
);

/** What an event is, for the lists and for the schedule's staffing (league nights, tournaments). */
export const eventKinds = ['tournament', 'league', 'other'] as const;
export type EventKind = (typeof eventKinds)[number];

/** The fields staff send to create or replace an event (the id comes apart: it never changes). */
const eventFieldsSchema = z.object({
  title: requiredText('Title', { max: 120 }),
  /** The event's date; for a series, its first date. */
  date: eventDateSchema,
  /** Free text, e.g. `7:00 PM`, `7 PM - 11 PM` or `Doors at 6:30 PM`. */
  time: optionalText('Time', { max: 60 }),
  location: requiredText('Location', { max: 120 }),
  description: requiredText('Description', { max: 2000, multiline: true }),
  cost: optionalText('Cost', { max: 60 }),
  registrationUrl: registrationUrlSchema,
  featured: z.boolean({ error: 'Featured must be true or false' }).default(false),
  kind: z.enum(eventKinds, { error: 'Kind must be tournament, league or other' }).default('other'),
  /** Left out for an event on one date; replacing an event without it ends the repeating. */
  recurrence: recurrenceSchema.optional(),
});

/** A rule must fit the event's date: the series' first date is one of its dates. */
const withFittingRecurrence = <T extends z.ZodType<{ date: string; recurrence?: unknown }>>(
  schema: T,
) =>
  schema.superRefine((fields, context) => {
    const { date, recurrence } = fields as z.output<typeof eventFieldsSchema>;
    // A date that is not one has its own error already.
    if (!recurrence || !eventDateSchema.safeParse(date).success) return;
    for (const issue of recurrenceIssues(recurrence, date)) {
      context.addIssue({ code: 'custom', ...issue });
    }
  });

export const eventInputSchema = withFittingRecurrence(eventFieldsSchema);
export type EventInput = z.input<typeof eventInputSchema>;
export type EventFields = z.output<typeof eventInputSchema>;

export const createEventSchema = withFittingRecurrence(
  eventFieldsSchema.extend({ id: eventIdSchema }),
);
export type CreateEvent = z.input<typeof createEventSchema>;

/**
 * An event from an outside feed, matched by the feed's own uid: created the first time, its
 * fields replaced after. Its id is made from its title and date; staff's featured flag stays.
 * A repeating feed event keeps its rule.
 */
export const externalEventInputSchema = withFittingRecurrence(
  eventFieldsSchema.omit({ featured: true, kind: true }).extend({
    externalUid: requiredText('External uid', { max: 300 }),
  }),
);
export type ExternalEvent = z.output<typeof externalEventInputSchema>;

/**
 * One date of a series changed by staff (RFC 5545's RECURRENCE-ID): cancelled, moved, or with
 * text of its own. A blank field keeps the series' value.
 */
export const occurrenceChangeSchema = z.object({
  cancelled: z.boolean({ error: 'Cancelled must be true or false' }).default(false),
  /** The date it moves to. */
  date: eventDateSchema.optional(),
  time: optionalText('Time', { max: 60 }),
  title: optionalText('Title', { max: 120 }),
  location: optionalText('Location', { max: 120 }),
  description: optionalText('Description', { max: 2000, multiline: true }),
  cost: optionalText('Cost', { max: 60 }),
  registrationUrl: registrationUrlSchema,
});
export type OccurrenceChangeInput = z.input<typeof occurrenceChangeSchema>;
export type OccurrenceChange = z.output<typeof occurrenceChangeSchema>;

/** A changed date as stored and shown: what differs from the series, by the date it replaces. */
export const occurrenceOverrideSchema = z.object({
  originalDate: z.iso.date(),
  cancelled: z.literal(true).optional(),
  date: z.iso.date().optional(),
  time: z.string().optional(),
  title: z.string().optional(),
  location: z.string().optional(),
  description: z.string().optional(),
  cost: z.string().optional(),
  registrationUrl: z.string().optional(),
});
export type OccurrenceOverride = z.infer<typeof occurrenceOverrideSchema>;

export const occurrenceParamsSchema = z.object({
  id: z.string().min(1).max(eventIdMaxLength),
  date: z.iso.date('The occurrence is named by its date, written YYYY-MM-DD'),
});

/**
 * One date an event is on: an event on one date has one, a series one for each of its dates.
 * Times are the venue's, worked out as for the event; text the series' unless the date changed it.
 */
export const occurrenceSchema = z.object({
  eventId: z.string(),
  title: z.string(),
  date: z.iso.date(),
  /** For a series: the date the rule gives it (the same as `date` unless it was moved). */
  originalDate: z.iso.date().optional(),
  time: z.string().optional(),
  startsAt: z.iso.datetime().optional(),
  endsAt: z.iso.datetime().optional(),
  location: z.string(),
  kind: z.enum(eventKinds),
  /** Set on a date of a series that staff cancelled; it stays listed as cancelled. */
  cancelled: z.literal(true).optional(),
  /** Only when this date has text of its own. */
  description: z.string().optional(),
  cost: z.string().optional(),
  registrationUrl: z.string().optional(),
});
export type Occurrence = z.infer<typeof occurrenceSchema>;

export const eventSchema = z.object({
  id: z.string(),
  title: z.string(),
  date: z.iso.date(),
  time: z.string().optional(),
  /**
   * When the time text starts with a clock time: the instant the event starts at the venue,
   * ISO 8601 in UTC (19:00 on 2026-11-30 is `2026-12-01T01:00:00.000Z`), worked out on the server.
   */
  startsAt: z.iso.datetime().optional(),
  /** Likewise when the time text is a range (`7 PM - 11 PM`). */
  endsAt: z.iso.datetime().optional(),
  location: z.string(),
  description: z.string(),
  cost: z.string().optional(),
  registrationUrl: z.string().optional(),
  featured: z.boolean(),
  kind: z.enum(eventKinds),
  /**
   * When the event was last changed, by staff or its feed (the sitemap's date): the events
   * service always says; copies kept elsewhere (the AI's) may be older than the field.
   */
  updatedAt: z.iso.datetime().optional(),
  /** Set on events that came from an outside feed. */
  externalUid: z.string().optional(),
  /** A series: its rule, how it reads (`Every Tuesday`) and its dates changed by staff. */
  recurrence: recurrenceSchema.optional(),
  recurrenceText: z.string().optional(),
  overrides: z.array(occurrenceOverrideSchema).optional(),
  /** A series: the next date it goes ahead on, from the venue's today. */
  nextDate: z.iso.date().optional(),
  /**
   * A series: its dates from today on, up to the `seriesPreviewDates`th that goes ahead, the
   * cancelled ones among them included.
   */
  occurrences: z.array(occurrenceSchema).optional(),
});
export type VenueEvent = z.infer<typeof eventSchema>;
export const seriesPreviewDates = 6;

export const eventIdParamsSchema = z.object({
  id: z.string().min(1).max(eventIdMaxLength),
});

export { upcomingLimitDefault, upcomingLimitMax };
export const upcomingQuerySchema = z.object({
  limit: limitSchema(upcomingLimitDefault, upcomingLimitMax),
});

/**
 * `GET /api/events` answers a window of the calendar, in date order and whole venue days at a
 * time: from a date on (by default the last week's events, then the upcoming ones), or the days
 * just before a date. `Link` names the pages after (`rel="next"`) and before (`rel="prev"`).
 */
export const eventsListLimitDefault = 100;
export const eventsListLimitMax = 500;
export const eventsRecentPastDays = 7;
const windowDate = (name: string) =>
  z.iso.date(`${name} must be a real date written YYYY-MM-DD`).optional();
export const eventsListQuerySchema = z
  .object({
    from: windowDate('from'),
    before: windowDate('before'),
    limit: limitSchema(eventsListLimitDefault, eventsListLimitMax),
  })
  .refine((query) => !(query.from && query.before), {
    path: ['before'],
    error: 'Give either from or before, not both',
  });
export type EventsListQuery = z.output<typeof eventsListQuerySchema>;

/**
 * `GET /api/events/occurrences?from=&to=`: every date an event is on in a window of at most
 * `occurrencesMaxDays` venue days, cancelled ones included, in date and time order.
 */
export const occurrencesMaxDays = 92;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
export const occurrencesQuerySchema = z
  .object({
    from: z.iso.date('from must be a real date written YYYY-MM-DD'),
    to: z.iso.date('to must be a real date written YYYY-MM-DD'),
  })
  .refine((query) => query.to >= query.from, {
    path: ['to'],
    error: 'to must be on or after from',
  })
  .refine((query) => dayNumber(query.to) - dayNumber(query.from) < occurrencesMaxDays, {
    path: ['to'],
    error: `from and to may be at most ${occurrencesMaxDays} days apart, both included`,
  });
export type OccurrencesQuery = z.output<typeof occurrencesQuerySchema>;

export const upsertedEventSchema = z.object({ event: eventSchema, created: z.boolean() });

export const fetchNewEventsResultSchema = z.object({
  newEventsCount: z.number().int().nonnegative(),
  /** Feeds that could not be read or were malformed: nothing was imported from them. */
  feedErrors: z.array(z.object({ url: z.string(), reason: z.string() })),
});
export type FetchNewEventsResult = z.infer<typeof fetchNewEventsResultSchema>;

/**
 * Reads the configured outside feeds and upserts their events by uid; the job's result is a
 * `FetchNewEventsResult`. The events service adds it (Fetch New Events); the integrations
 * service, which holds the feeds, works it and schedules it daily.
 */
export const fetchExternalEvents = defineQueue({
  name: 'events-fetch-external',
  payload: z.object({}),
  attempts: 2,
  backoffMs: 2000,
});

export const eventChangeKinds = ['created', 'updated', 'deleted'] as const;

/** Published by the events service after any change to an event. */
export const eventChangedEventSchema = z.object({
  change: z.enum(eventChangeKinds),
  eventId: z.string(),
  title: z.string(),
  date: z.string(),
});
export type EventChangedEvent = z.infer<typeof eventChangedEventSchema>;

export const eventChanged = defineEvent({
  name: 'event.changed',
  payload: eventChangedEventSchema,
});

const eventsCache = { invalidatedBy: [eventChanged] };
/** The calendar files are named after the venue (`<venue name> Events`). */
const calendarCache = { invalidatedBy: [eventChanged, venueChanged] };

/** The events service's routes. */
export const eventsApi = defineApi('events', {
  list: {
    method: 'GET',
    path: '/api/events',
    access: 'public',
    query: eventsListQuerySchema,
    response: z.array(eventSchema),
    cache: eventsCache,
  },
  featured: {
    method: 'GET',
    path: '/api/events/featured',
    access: 'public',
    response: z.array(eventSchema),
    cache: eventsCache,
  },
  upcoming: {
    method: 'GET',
    path: '/api/events/upcoming',
    access: 'public',
    query: upcomingQuerySchema,
    response: z.array(eventSchema),
    cache: eventsCache,
  },
  /** iCalendar (RFC 5545) feed of upcoming events, for players' calendar apps to subscribe to. */
  calendar: {
    method: 'GET',
    path: eventsCalendarPath,
    access: 'public',
    cache: calendarCache,
  },
  /** Every date an event is on in a window: for the schedule's staffing and calendars. */
  occurrences: {
    method: 'GET',
    path: '/api/events/occurrences',
    access: 'public',
    query: occurrencesQuerySchema,
    response: z.array(occurrenceSchema),
    cache: eventsCache,
  },
  /** One event: what another service asks for instead of the whole calendar. */
  event: {
    method: 'GET',
    path: '/api/events/:id',
    access: 'public',
    params: eventIdParamsSchema,
    response: eventSchema,
    cache: eventsCache,
  },
  /** One event, past or upcoming, as an iCalendar file to add once ("Add to calendar"). */
  eventCalendar: {
    method: 'GET',
    path: eventCalendarPath,
    access: 'public',
    params: eventIdParamsSchema,
    cache: calendarCache,
  },
  create: {
    method: 'POST',
    path: '/api/events',
    access: 'staff',
    body: { kind: 'json', schema: createEventSchema },
    response: eventSchema,
  },
  fetchNew: {
    method: 'POST',
    path: '/api/events/fetch-new',
    access: 'staff',
    response: fetchNewEventsResultSchema,
  },
  upsertExternal: {
    method: 'POST',
    path: '/api/events/external',
    access: 'staff',
    body: { kind: 'json', schema: externalEventInputSchema },
    response: upsertedEventSchema,
  },
  update: {
    method: 'PUT',
    path: '/api/events/:id',
    access: 'staff',
    params: eventIdParamsSchema,
    body: { kind: 'json', schema: eventInputSchema },
    response: eventSchema,
  },
  /** One date of a series, changed on its own: the series with the change is the answer. */
  changeOccurrence: {
    method: 'PUT',
    path: '/api/events/:id/occurrences/:date',
    access: 'staff',
    params: occurrenceParamsSchema,
    body: { kind: 'json', schema: occurrenceChangeSchema },
    response: eventSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/api/events/:id',
    access: 'staff',
    params: eventIdParamsSchema,
  },
});
