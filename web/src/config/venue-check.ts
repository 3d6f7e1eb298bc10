import { z } from 'zod';

// With the extensions: vite.config.ts loads this file in Node to check the build.
import type { Env } from './env.ts';
import { createVenue, type Venue } from './venue.ts';

export const venueSchema = z.object({
  name: z.string().min(1),
  wordmark: z.string().min(1),
  geo: z.object({
    latitude: z.number({ error: 'must be a number' }).min(-90).max(90),
    longitude: z.number({ error: 'must be a number' }).min(-180).max(180),
  }),
  community: z.object({
    name: z.string().min(1),
    url: z.url({ protocol: /^https?$/ }),
  }),
}) satisfies z.ZodType<Venue>;

/**
 * The venue the app would be built with, checked: the build (and the dev server) stops with a
 * list of problems instead of shipping a page with a broken name, position or link.
 */
export function checkVenue(env: Env): Venue {
  const parsed = venueSchema.safeParse(createVenue(env));
  if (!parsed.success) {
    throw new Error(`Invalid venue configuration:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
