// With the extension: vite.config.ts loads this file in Node to check the build.
import { env, type Env } from './env.ts';

/**
 * The venue's brand, from the `VITE_*` variables with defaults filling the gaps: the name in
 * page titles and link previews, the wordmark, where it is on a map and the community it runs
 * events with. The build checks it (`venue-check.ts`, from vite.config.ts) and stops on anything
 * wrong, so the browser takes it as built, without loading a schema library. What staff keep
 * (phone, e-mails, address, hours, social links, holiday hours) is data: `lib/get-venue.ts`.
 */
export type Venue = {
  name: string;
  wordmark: string;
  /** Where the venue is, for maps and search engines. */
  geo: { latitude: number; longitude: number };
  community: { name: string; url: string };
};

const defaults: Venue = {
  name: 'Forks Arcade',
  wordmark: 'FORKS ARCADE',
  geo: { latitude: 49.8874, longitude: -97.1306 },
  community: {
    name: 'Manitoba Pinball Community',
    url: 'https://www.manitobapinball.ca',
  },
};

const numberOr = (text: string | undefined, fallback: number) =>
  text === undefined ? fallback : Number(text);

/** The venue from the environment, defaults filling the gaps (checked by `checkVenue`). */
export const createVenue = (env: Env): Venue => ({
  name: env.VENUE_NAME ?? defaults.name,
  wordmark: env.VENUE_WORDMARK ?? env.VENUE_NAME?.toUpperCase() ?? defaults.wordmark,
  geo: {
    latitude: numberOr(env.VENUE_LATITUDE, defaults.geo.latitude),
    longitude: numberOr(env.VENUE_LONGITUDE, defaults.geo.longitude),
  },
  community: {
    name: env.COMMUNITY_NAME ?? defaults.community.name,
    url: env.COMMUNITY_URL ?? defaults.community.url,
  },
});

/** The venue's brand: read by page titles, the wordmarks and the events' community credits. */
export const venue = createVenue(env);

/** `(204) 555-0142` → `tel:+12045550142` (North American numbers get the +1). */
export const phoneHref = (phone: string) => {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return `tel:${digits}`;
  return `tel:${digits.length === 10 ? `+1${digits}` : digits}`;
};

export const directionsUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
