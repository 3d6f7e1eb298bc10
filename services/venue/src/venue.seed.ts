import { z } from 'zod';
import {
  venueSettingsInputSchema,
  weekdays,
  type DayHours,
  type VenueAddress,
  type VenueSettingsFields,
  type WeeklyHours,
} from '@venue/contracts/venue';

/**
 * The venue's settings on the very first start, from the environment (the same variables the
 * web app was once built with, without the `VITE_` prefix), with the venue's own defaults
 * filling the gaps. Once stored, staff's settings rule and these are never read again.
 */

const shortDays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** `11am`, `9:30pm`, `12am`, `23:00` → `11:00`, `21:30`, `00:00`, `23:00`. */
export function clockOf(text: string): string | null {
  const twelveHour = /^(\d{1,2})(?::([0-5]\d))?\s*(am|pm)$/i.exec(text.trim());
  if (twelveHour) {
    const hour = Number(twelveHour[1]);
    if (hour < 1 || hour > 12) return null;
    const afternoon = (twelveHour[3] ?? '').toLowerCase() === 'pm';
    return `${String((hour % 12) + (afternoon ? 12 : 0)).padStart(2, '0')}:${twelveHour[2] ?? '00'}`;
  }
  const twentyFourHour = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  return twentyFourHour
    ? `${(twentyFourHour[1] ?? '').padStart(2, '0')}:${twentyFourHour[2] ?? ''}`
    : null;
}

const dayIndex = (text: string) => shortDays.indexOf(text.trim().toLowerCase().slice(0, 3));

/** `Mon-Thu` → [0, 1, 2, 3]; `Fri-Sun`, `Sat-Mon` (wrapping) and `Sun` too. */
function daysOf(text: string): number[] | null {
  const [first = '', last, ...rest] = text.split('-');
  const from = dayIndex(first);
  const to = last === undefined ? from : dayIndex(last);
  if (from < 0 || to < 0 || rest.length > 0) return null;
  const days = [from];
  for (let day = from; day !== to;) {
    day = (day + 1) % 7;
    days.push(day);
  }
  return days;
}

/**
 * `Mon-Thu 11am-10pm|Fri-Sat 11am-12am|Sun closed`: days, a space, then the hours or `closed`.
 * A day no entry names is closed. Returns the problem instead when the text cannot be read.
 */
export function parseWeeklyHours(text: string): WeeklyHours | string {
  const hours = Object.fromEntries(
    weekdays.map((day): [string, DayHours] => [day, { closed: true }]),
  );
  for (const entry of text.split('|')) {
    const [days = '', ...rest] = entry.trim().split(/\s+/);
    const time = rest.join(' ');
    const dayNumbers = daysOf(days);
    if (!dayNumbers) return `"${entry.trim()}": the days must be like Mon, or Mon-Thu`;
    let dayHours: DayHours;
    if (time.toLowerCase() === 'closed') dayHours = { closed: true };
    else {
      const [opens = '', closes = '', ...extra] = time.split('-');
      const open = clockOf(opens);
      const close = clockOf(closes);
      if (!open || !close || extra.length > 0 || open === close) {
        return `"${entry.trim()}": the hours must be like 11am-10pm, 11:00-22:00 or closed`;
      }
      dayHours = { closed: false, opens: open, closes: close };
    }
    for (const day of dayNumbers) hours[weekdays[day] as string] = dayHours;
  }
  return hours as WeeklyHours;
}

const canadianPostalCode = /\s+([a-z]\d[a-z] ?\d[a-z]\d)$/i;
const zipCode = /\s+(\d{5}(?:-\d{4})?)$/;

/**
 * `1 Forks Market Road, Winnipeg, MB, Canada`, or with the postal code after the province
 * (`..., MB R3C 4L9, Canada`) → its parts. Returns the problem when it has not four parts.
 */
export function parseAddress(text: string): VenueAddress | string {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length !== 4 || parts.some((part) => part === '')) {
    return 'must be written street, city, province, country (e.g. 1 Forks Market Road, Winnipeg, MB, Canada)';
  }
  const [street, city, region, country] = parts as [string, string, string, string];
  const postal = canadianPostalCode.exec(region) ?? zipCode.exec(region);
  return {
    street,
    city,
    province: postal ? region.slice(0, postal.index) : region,
    postalCode: postal?.[1] ?? '',
    country,
  };
}

/**
 * A variable read with its parser, then checked as staff's input is: a text it cannot read, or
 * a part the settings would refuse, stops the start, saying why.
 */
const parsed = <T>(parse: (text: string) => T | string, schema: z.ZodType<T>, fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((text, context): T => {
      const result = parse(text);
      if (typeof result === 'string') {
        context.addIssue({ code: 'custom', message: result });
        return z.NEVER;
      }
      const checked = schema.safeParse(result);
      if (!checked.success) {
        for (const issue of checked.error.issues) {
          context.addIssue({ code: 'custom', message: issue.message });
        }
        return z.NEVER;
      }
      return checked.data;
    });

const fields = venueSettingsInputSchema.shape;

/**
 * The venue service's own variables. The phone default is the 555 number the site was built
 * with: a number reserved for fiction, never a real line, so the staff page says to set it.
 */
export const venueEnvSchema = z.object({
  VENUE_NAME: fields.name.default('Forks Arcade'),
  VENUE_PHONE: fields.phone.default('(204) 555-0142'),
  VENUE_EMAIL: fields.email.default('hello@forksarcade.ca'),
  VENUE_EVENTS_EMAIL: fields.eventsEmail.default('events@forksarcade.ca'),
  VENUE_ADDRESS: parsed(parseAddress, fields.address, '1 Forks Market Road, Winnipeg, MB, Canada'),
  /** `Mon-Thu 11am-10pm|Fri-Sat 11am-12am|Sun 11am-9pm`: days, a space, then the hours. */
  VENUE_HOURS: parsed(
    parseWeeklyHours,
    fields.hours,
    'Mon-Thu 11am-10pm|Fri-Sat 11am-12am|Sun 11am-9pm',
  ),
  VENUE_FACEBOOK_URL: fields.social.shape.facebook.default('https://www.facebook.com/forksarcade'),
  VENUE_INSTAGRAM_URL: fields.social.shape.instagram.default(
    'https://www.instagram.com/forksarcade',
  ),
  VENUE_TIKTOK_URL: fields.social.shape.tiktok.default('https://www.tiktok.com/@forksarcade'),
});
type VenueEnv = z.output<typeof venueEnvSchema>;

/** The settings the first start stores: the checked variables, in the settings' shape. */
export const firstStartSettings = (env: VenueEnv): VenueSettingsFields => ({
  name: env.VENUE_NAME,
  phone: env.VENUE_PHONE,
  email: env.VENUE_EMAIL,
  eventsEmail: env.VENUE_EVENTS_EMAIL,
  address: env.VENUE_ADDRESS,
  hours: env.VENUE_HOURS,
  social: {
    facebook: env.VENUE_FACEBOOK_URL,
    instagram: env.VENUE_INSTAGRAM_URL,
    tiktok: env.VENUE_TIKTOK_URL,
  },
  exceptions: [],
});
