import { z } from 'zod';

const webAddress = (protocols: RegExp, message: string) =>
  z.url({ protocol: protocols, error: message }).transform((url) => url.replace(/\/+$/, ''));
const httpAddress = webAddress(/^https?$/, 'must be an http:// or https:// address');

const milliseconds = (fallback: number, max: number) =>
  z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(100, 'must be at least 100')
    .max(max, `must be at most ${max}`)
    .default(fallback);

const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** The integrations service's settings: where the outside services are, and how long to wait. */
export const integrationsEnvSchema = z
  .object({
    /** The venue's position for the weather (The Forks, Winnipeg, by default). */
    VENUE_LATITUDE: z.coerce.number().min(-90).max(90).default(49.8874),
    VENUE_LONGITUDE: z.coerce.number().min(-180).max(180).default(-97.1306),
    /** Open-Meteo needs no key: the default provider. */
    OPEN_METEO_URL: httpAddress.default('https://api.open-meteo.com'),
    /** With a key set, OpenWeatherMap is asked instead. */
    OPENWEATHERMAP_API_KEY: z.preprocess(blankAsUnset, z.string().trim().min(1).optional()),
    OPENWEATHERMAP_URL: httpAddress.default('https://api.openweathermap.org'),
    WEATHER_TIMEOUT_MS: milliseconds(4_000, 30_000),
    /** A reading older than this is not shown: the page says the weather is unavailable. */
    WEATHER_MAX_AGE_MINUTES: z.coerce
      .number()
      .int()
      .min(11)
      .max(24 * 60)
      .default(60),
    /** Outside event feeds (iCalendar or JSON), separated by commas or spaces. None by default. */
    EVENTS_FEEDS: z
      .string()
      .default('')
      .transform((text) => text.split(/[\s,]+/).filter(Boolean))
      .pipe(z.array(httpAddress)),
    EVENTS_FEED_TIMEOUT_MS: milliseconds(5_000, 60_000),
    /**
     * An OpenAI-compatible chat-completions endpoint, e.g. https://api.openai.com/v1. Without
     * it, the built-in copywriter writes the events' content.
     */
    AI_BASE_URL: z.preprocess(blankAsUnset, httpAddress.optional()),
    AI_MODEL: z.preprocess(blankAsUnset, z.string().trim().min(1).optional()),
    AI_API_KEY: z.preprocess(blankAsUnset, z.string().trim().min(1).optional()),
    AI_TIMEOUT_MS: milliseconds(30_000, 120_000),
    /** How long Enhance waits for the content before answering 202 with the job's id. */
    AI_ENHANCE_WAIT_MS: milliseconds(5_000, 60_000),
  })
  .superRefine((env, context) => {
    const ai = [env.AI_BASE_URL, env.AI_MODEL, env.AI_API_KEY];
    if (ai.some(Boolean) && !ai.every(Boolean)) {
      context.addIssue({
        code: 'custom',
        path: ['AI_BASE_URL'],
        message: 'set AI_BASE_URL, AI_MODEL and AI_API_KEY together, or none of them',
      });
    }
  });
export type IntegrationsEnv = z.output<typeof integrationsEnvSchema>;
