import { z } from 'zod';
import { defineApi } from './http';
import { defineEvent, defineQueue } from './messages';
import { limitSchema } from './paging';
import { optionalText, requiredText } from './text';

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

/** What staff send to create or replace an event (the id comes apart: it never changes). */
export const eventInputSchema = z.object({
  title: requiredText('Title', { max: 120 }),
  date: eventDateSchema,
  /** Free text, e.g. `7:00 PM`, `7 PM - 11 PM` or `Doors at 6:30 PM`. */
  time: optionalText('Time', { max: 60 }),
  location: requiredText('Location', { max: 120 }),
  description: requiredText('Description', { max: 2000, multiline: true }),
  cost: optionalText('Cost', { max: 60 }),
  registrationUrl: registrationUrlSchema,
  featured: z.boolean({ error: 'Featured must be true or false' }).default(false),
});
export type EventInput = z.input<typeof eventInputSchema>;
export type EventFields = z.output<typeof eventInputSchema>;

export const createEventSchema = eventInputSchema.extend({ id: eventIdSchema });
export type CreateEvent = z.input<typeof createEventSchema>;

/**
 * An event from an outside feed, matched by the feed's own uid: created the first time, its
 * fields replaced after. Its id is made from its title and date; staff's featured flag stays.
 */
export const externalEventInputSchema = eventInputSchema.omit({ featured: true }).extend({
  externalUid: requiredText('External uid', { max: 300 }),
});
export type ExternalEventInput = z.input<typeof externalEventInputSchema>;
export type ExternalEvent = z.output<typeof externalEventInputSchema>;

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
  /** Set on events that came from an outside feed. */
  externalUid: z.string().optional(),
});
export type VenueEvent = z.infer<typeof eventSchema>;

export const eventIdParamsSchema = z.object({
  id: z.string().min(1).max(eventIdMaxLength),
});

export const upcomingLimitDefault = 6;
export const upcomingLimitMax = 50;
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
    path: '/api/events.ics',
    access: 'public',
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
  remove: {
    method: 'DELETE',
    path: '/api/events/:id',
    access: 'staff',
    params: eventIdParamsSchema,
  },
});
