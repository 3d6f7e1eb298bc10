import { z } from 'zod';
import { defineApi } from './http';
import { venueClockElementId } from './values';

/** The venue's time zone: every date and time on the site is the venue's. */
export const venueTimeZone = 'America/Winnipeg';

/** From the instant `from` on (until the next entry), the venue's clock is UTC plus `offsetMinutes`. */
export const venueOffsetSchema = z.object({
  from: z.iso.datetime(),
  offsetMinutes: z
    .number()
    .int()
    .min(-12 * 60)
    .max(14 * 60),
});
export type VenueOffset = z.infer<typeof venueOffsetSchema>;

/** Readers look an instant up by the last entry at or before it, so the order matters. */
const isInTimeOrder = (offsets: VenueOffset[]) =>
  offsets.every(
    (entry, index) => index === 0 || Date.parse(offsets[index - 1]!.from) < Date.parse(entry.from),
  );

/**
 * The server's view of the venue's clock. Browsers disagree with the server about some zones'
 * future rules, so the browser takes "today", the week and the month from here and formats
 * instants with these offsets rather than its own zone data.
 */
export const venueClockSchema = z.object({
  timeZone: z.literal(venueTimeZone),
  now: z.iso.datetime(),
  today: z.iso.date(),
  /** The Monday that starts the venue's current week. */
  weekStart: z.iso.date(),
  year: z.number().int(),
  /** 0 for January to 11 for December, like `Date`. */
  month: z.number().int().min(0).max(11),
  monthLabel: z.string(),
  offsets: z.array(venueOffsetSchema).min(1).refine(isInTimeOrder, 'Offsets must be in time order'),
});
export type VenueClock = z.infer<typeof venueClockSchema>;

/** The gateway answers the venue's clock itself: every page needs it, no service owns it. */
export const venueApi = defineApi('gateway', {
  clock: { method: 'GET', path: '/api/venue-time', access: 'public', response: venueClockSchema },
});

/** The id of the page's JSON block holding the clock, written into every page. */
export { venueClockElementId };
