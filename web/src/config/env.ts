/** The `VITE_*` variables the venue is configured with (without the prefix). */
const names = [
  'VENUE_NAME',
  'VENUE_WORDMARK',
  'VENUE_ADDRESS',
  'VENUE_LATITUDE',
  'VENUE_LONGITUDE',
  /** `Mon-Thu 11am-10pm|Fri-Sat 11am-12am|Sun 11am-9pm`: days, a space, then the hours. */
  'VENUE_HOURS',
  'VENUE_EMAIL',
  'VENUE_EVENTS_EMAIL',
  'VENUE_PHONE',
  'VENUE_FACEBOOK_URL',
  'VENUE_INSTAGRAM_URL',
  'VENUE_TIKTOK_URL',
  'COMMUNITY_NAME',
  'COMMUNITY_URL',
] as const;

export type Env = Partial<Record<(typeof names)[number], string>>;

/**
 * Reads the `VITE_*` variables, trimmed; an unset or blank one means "use the default". What
 * they hold is checked when the app is built (`venue-check.ts`).
 */
export const readEnv = (source: Record<string, unknown>): Env =>
  Object.fromEntries(
    names.flatMap((name) => {
      const value = source[`VITE_${name}`];
      const text = typeof value === 'string' ? value.trim() : '';
      return text ? [[name, text]] : [];
    }),
  );

// `import.meta.env` is undefined when vite.config.ts loads this file in Node to check the build.
export const env = readEnv(import.meta.env ?? {});
