/**
 * The `VITE_*` variables the venue's brand is built with (without the prefix). The venue's
 * details staff edit (phone, e-mails, address, hours, social links) are the venue service's.
 */
const names = [
  'VENUE_NAME',
  'VENUE_WORDMARK',
  'VENUE_LATITUDE',
  'VENUE_LONGITUDE',
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
