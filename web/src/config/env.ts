import { z } from 'zod';

/** An unset or blank variable means "use the default". */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const optionalNumber = optionalText
  .transform((value) => (value === undefined ? undefined : Number(value)))
  .pipe(z.number({ error: 'must be a number' }).optional());

const envSchema = z.object({
  VENUE_NAME: optionalText,
  VENUE_WORDMARK: optionalText,
  VENUE_ADDRESS: optionalText,
  VENUE_LATITUDE: optionalNumber,
  VENUE_LONGITUDE: optionalNumber,
  /** `Mon-Thu 11am-10pm|Fri-Sat 11am-12am|Sun 11am-9pm`: days, a space, then the hours. */
  VENUE_HOURS: optionalText,
  VENUE_EMAIL: optionalText,
  VENUE_EVENTS_EMAIL: optionalText,
  VENUE_PHONE: optionalText,
  VENUE_FACEBOOK_URL: optionalText,
  VENUE_INSTAGRAM_URL: optionalText,
  VENUE_TIKTOK_URL: optionalText,
  COMMUNITY_NAME: optionalText,
  COMMUNITY_URL: optionalText,
});
export type Env = z.infer<typeof envSchema>;

/** Reads the `VITE_*` variables; throws with a list of what is wrong. */
export const parseEnv = (source: Record<string, unknown>): Env => {
  const vars = Object.fromEntries(
    Object.entries(source)
      .filter(([key]) => key.startsWith('VITE_'))
      .map(([key, value]) => [key.slice('VITE_'.length), value]),
  );
  const parsed = envSchema.safeParse(vars);
  if (!parsed.success) {
    throw new Error(`Invalid VITE_* environment variables:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
};

// `import.meta.env` is undefined when vite.config.ts loads this file in Node to check the build.
export const env = parseEnv(import.meta.env ?? {});
