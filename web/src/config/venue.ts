// The venue is parsed as this module loads, which may be before main.tsx runs (the bundler
// shares it with lazy pages): zod must be jitless by then.
import './zod.ts';

import { z } from 'zod';

// With the extension: vite.config.ts loads this file in Node to check the build.
import { env, type Env } from './env.ts';

const hoursSchema = z.object({ days: z.string().min(1), time: z.string().min(1) });

export const venueSchema = z.object({
  name: z.string().min(1),
  wordmark: z.string().min(1),
  address: z.string().min(1),
  hours: z.array(hoursSchema).min(1),
  email: z.email(),
  eventsEmail: z.email(),
  phone: z.string().regex(/\d{3}.*\d{4}/, 'Phone must contain a full number'),
  social: z.object({
    facebook: z.url({ protocol: /^https$/ }),
    instagram: z.url({ protocol: /^https$/ }),
    tiktok: z.url({ protocol: /^https$/ }),
  }),
  community: z.object({
    name: z.string().min(1),
    url: z.url({ protocol: /^https?$/ }),
  }),
});
export type Venue = z.infer<typeof venueSchema>;

const defaults: Venue = {
  name: 'Forks Arcade',
  wordmark: 'FORKS ARCADE',
  address: '1 Forks Market Road, Winnipeg, MB, Canada',
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

/** The venue from the environment, defaults filling the gaps; throws with a list of problems. */
export const createVenue = (env: Env): Venue => {
  const parsed = venueSchema.safeParse({
    name: env.VENUE_NAME ?? defaults.name,
    wordmark: env.VENUE_WORDMARK ?? env.VENUE_NAME?.toUpperCase() ?? defaults.wordmark,
    address: env.VENUE_ADDRESS ?? defaults.address,
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
  if (!parsed.success) {
    throw new Error(`Invalid venue configuration:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
};

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
