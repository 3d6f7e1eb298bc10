import { z } from 'zod';
import { eventChanged, eventSchema, upcomingLimitMax } from './events';
import { defineApi } from './http';
import { defineEvent, defineQueue } from './messages';
import { limitSchema } from './paging';
import { requiredText } from './text';

/**
 * The integrations service: the weather at the venue, outside event feeds (the
 * events-fetch-external queue, declared with the events contracts) and AI-written marketing
 * copy and layout suggestions for events.
 */

/** The icons the site ships; every provider's codes map onto these (no outside image). */
export const weatherIcons = [
  'clear-day',
  'clear-night',
  'partly-cloudy-day',
  'partly-cloudy-night',
  'cloudy',
  'fog',
  'drizzle',
  'rain',
  'freezing-rain',
  'snow',
  'thunderstorm',
] as const;
export type WeatherIcon = (typeof weatherIcons)[number];

/** One reading, in the units the site shows: °C, %, km/h. */
export const weatherReadingSchema = z.object({
  icon: z.enum(weatherIcons),
  temperature: z.number().min(-90).max(60),
  description: z.string().min(1).max(80),
  humidity: z.number().min(0).max(100),
  windSpeed: z.number().min(0).max(400),
});
export type WeatherReading = z.infer<typeof weatherReadingSchema>;

export const weatherSchema = weatherReadingSchema.extend({
  /** When the provider measured it (ISO 8601). */
  observedAt: z.iso.datetime(),
  /** Which provider gave it, e.g. `open-meteo`. */
  provider: z.string(),
});
export type Weather = z.infer<typeof weatherSchema>;

/** Published whenever a new reading is stored. */
export const weatherUpdated = defineEvent({
  name: 'weather.updated',
  payload: z.object({ observedAt: z.iso.datetime(), provider: z.string() }),
});

/** Renews the stored reading (every 10 minutes and at start-up). */
export const weatherRefreshQueue = defineQueue({
  name: 'weather-refresh',
  payload: z.object({}),
  attempts: 1,
});

const hexColour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour written #rrggbb');

/** Promotional copy for one event (the spec's marketing content). */
export const marketingContentSchema = z.object({
  socialPost: requiredText('Social media post', { max: 600, multiline: true }),
  emailSubject: requiredText('Email subject', { max: 120 }),
  headline: requiredText('Headline', { max: 120 }),
  sellingPoints: z
    .array(requiredText('Selling point', { max: 160 }))
    .min(1)
    .max(6),
});
export type MarketingContent = z.infer<typeof marketingContentSchema>;

/** Design advice for the event's poster or page (the spec's layout suggestion). */
export const layoutSuggestionSchema = z.object({
  colorScheme: z.object({ primary: hexColour, secondary: hexColour, accent: hexColour }),
  visualElements: z
    .array(requiredText('Visual element', { max: 160 }))
    .min(1)
    .max(8),
  layoutStructure: requiredText('Layout structure', { max: 600, multiline: true }),
  typography: requiredText('Typography', { max: 300, multiline: true }),
});
export type LayoutSuggestion = z.infer<typeof layoutSuggestionSchema>;

/** What a writer (an AI model or the built-in copywriter) makes for an event. */
export const generatedContentSchema = z.object({
  /** A short label for the kind of event, e.g. `Tournament`, `League Night`. */
  format: requiredText('Format', { max: 40 }),
  marketing: marketingContentSchema,
  layout: layoutSuggestionSchema,
});
export type GeneratedContent = z.infer<typeof generatedContentSchema>;

/** Which writer made the content, and when: every stored result says so. */
export const producedBySchema = z.object({
  writer: z.enum(['ai', 'copywriter']),
  /** The AI model's name, for `ai`. */
  model: z.string().optional(),
  generatedAt: z.iso.datetime(),
});
export type ProducedBy = z.infer<typeof producedBySchema>;

export const eventMarketingSchema = marketingContentSchema.extend({ producedBy: producedBySchema });
export const eventLayoutSchema = layoutSuggestionSchema.extend({ producedBy: producedBySchema });

export const enhancedEventSchema = generatedContentSchema.extend({
  event: eventSchema,
  producedBy: producedBySchema,
});
export type EnhancedEvent = z.infer<typeof enhancedEventSchema>;

/**
 * `GET /api/ai/events/enhanced` holds the content of upcoming events, in calendar order: the
 * first `limit` (by default as many as the AI page lists, `upcomingLimitMax`).
 */
export const enhancedEventsLimitMax = 200;
export const enhancedEventsQuerySchema = z.object({
  limit: limitSchema(upcomingLimitMax, enhancedEventsLimitMax),
});

/** Enhance answers the result when it is ready in time, or the queued job's id (202). */
export const enhanceAcceptedSchema = z.object({ jobId: z.string() });
export type EnhanceAccepted = z.infer<typeof enhanceAcceptedSchema>;

export const enhanceEventQueue = defineQueue({
  name: 'ai-enhance-event',
  payload: z.object({ eventId: z.string().min(1) }),
  attempts: 3,
  backoffMs: 2000,
});

/**
 * Queues content for every event that has none yet: the sample calendar a fresh embedded store
 * starts with is written without domain events, so nothing else would ask for it.
 */
export const enhanceMissingQueue = defineQueue({
  name: 'ai-enhance-missing',
  payload: z.object({}),
  attempts: 5,
  backoffMs: 2000,
});

/** Published when an event's generated content is stored or dropped. */
export const eventEnhanced = defineEvent({
  name: 'ai.event-enhanced',
  payload: z.object({ eventId: z.string(), change: z.enum(['enhanced', 'removed']) }),
});

const aiCache = { invalidatedBy: [eventEnhanced, eventChanged] };
const aiEventParams = z.object({ id: z.string().min(1).max(64) });

export const integrationsApi = defineApi('integrations', {
  weather: {
    method: 'GET',
    path: '/api/weather',
    access: 'public',
    response: weatherSchema,
    cache: { invalidatedBy: [weatherUpdated] },
  },
  enhancedEvents: {
    method: 'GET',
    path: '/api/ai/events/enhanced',
    access: 'public',
    query: enhancedEventsQuerySchema,
    response: z.array(enhancedEventSchema),
    cache: aiCache,
  },
  marketing: {
    method: 'GET',
    path: '/api/ai/events/:id/marketing',
    access: 'public',
    params: aiEventParams,
    response: eventMarketingSchema,
    cache: aiCache,
  },
  layout: {
    method: 'GET',
    path: '/api/ai/events/:id/layout',
    access: 'public',
    params: aiEventParams,
    response: eventLayoutSchema,
    cache: aiCache,
  },
  enhance: {
    method: 'POST',
    path: '/api/ai/events/:id/enhance',
    access: 'staff',
    params: aiEventParams,
    response: z.union([enhancedEventSchema, enhanceAcceptedSchema]),
  },
});
