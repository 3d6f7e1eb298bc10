// With the extension: vite.config.ts loads this file in Node to check the build.
import { env, type Env } from './env.ts';

/**
 * The venue's identity, from the `VITE_*` variables with defaults filling the gaps. The build
 * checks it (`venue-check.ts`, from vite.config.ts) and stops on anything wrong, so the browser
 * takes it as built, without loading a schema library.
 */
export type Venue = {
  name: string;
  wordmark: string;
  address: string;
  /** Where the venue is, for maps and search engines. */
  geo: { latitude: number; longitude: number };
  hours: { days: string; time: string }[];
  email: string;
  eventsEmail: string;
  phone: string;
  social: { facebook: string; instagram: string; tiktok: string };
  community: { name: string; url: string };
};

const defaults: Venue = {
  name: 'Forks Arcade',
  wordmark: 'FORKS ARCADE',
  address: '1 Forks Market Road, Winnipeg, MB, Canada',
  geo: { latitude: 49.8874, longitude: -97.1306 },
  hours: [
    { days: 'Mon-Thu', time: '11am-10pm' },
    { days: 'Fri-Sat', time: '11am-12am' },
    { days: 'Sun', time: '11am-9pm' },
  ],
  email: 'hello@forksarcade.ca',
  eventsEmail: 'events@forksarcade.ca',
  phone: '(204) 555-0142',
  social: {
    facebook: 'https://www.facebook.com/forksarcade',
    instagram: 'https://www.instagram.com/forksarcade',
    tiktok: 'https://www.tiktok.com/@forksarcade',
  },
  community: {
    name: 'Manitoba Pinball Community',
    url: 'https://www.manitobapinball.ca',
  },
};

/** `Mon-Thu 11am-10pm|Sun 11am-9pm` → [{ days: 'Mon-Thu', time: '11am-10pm' }, ...] */
const parseHours = (text: string) =>
  text.split('|').map((entry) => {
    const [days = '', ...time] = entry.trim().split(/\s+/);
    return { days, time: time.join(' ') };
  });

const numberOr = (text: string | undefined, fallback: number) =>
  text === undefined ? fallback : Number(text);

/** The venue from the environment, defaults filling the gaps (checked by `checkVenue`). */
export const createVenue = (env: Env): Venue => ({
  name: env.VENUE_NAME ?? defaults.name,
  wordmark: env.VENUE_WORDMARK ?? env.VENUE_NAME?.toUpperCase() ?? defaults.wordmark,
  address: env.VENUE_ADDRESS ?? defaults.address,
  geo: {
    latitude: numberOr(env.VENUE_LATITUDE, defaults.geo.latitude),
    longitude: numberOr(env.VENUE_LONGITUDE, defaults.geo.longitude),
  },
  hours: env.VENUE_HOURS ? parseHours(env.VENUE_HOURS) : defaults.hours,
  email: env.VENUE_EMAIL ?? defaults.email,
  eventsEmail: env.VENUE_EVENTS_EMAIL ?? defaults.eventsEmail,
  phone: env.VENUE_PHONE ?? defaults.phone,
  social: {
    facebook: env.VENUE_FACEBOOK_URL ?? defaults.social.facebook,
    instagram: env.VENUE_INSTAGRAM_URL ?? defaults.social.instagram,
    tiktok: env.VENUE_TIKTOK_URL ?? defaults.social.tiktok,
  },
  community: {
    name: env.COMMUNITY_NAME ?? defaults.community.name,
    url: env.COMMUNITY_URL ?? defaults.community.url,
  },
});

/** The venue's identity: read by the header, footer, contact page and e-mail links. */
export const venue = createVenue(env);

/** `(204) 555-0142` → `tel:+12045550142` (North American numbers get the +1). */
export const phoneHref = (phone: string) => {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return `tel:${digits}`;
  return `tel:${digits.length === 10 ? `+1${digits}` : digits}`;
};

export const directionsUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
