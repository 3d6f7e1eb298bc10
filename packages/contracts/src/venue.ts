import { z } from 'zod';
import { defineApi } from './http';
import { defineEvent } from './messages';
import { optionalText, requiredText } from './text';
import { announceDaysBeforeDefault, weekdays } from './values';

/**
 * The venue service: the venue's own details as staff keep them (name, phone, e-mail, address,
 * weekly opening hours, social links) and its dated exceptions (holiday hours, closures). The
 * public pages, the footer, the structured data, the calendar feed and the mail read them here.
 */

export { announceDaysBeforeDefault, weekdays };
export type Weekday = (typeof weekdays)[number];

/** A time of day on the venue's clock, `HH:MM` from 00:00 to 23:59. */
const clockTime = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time written HH:MM (00:00 to 23:59)`);

/** A closing time before the opening time means the next morning (open past midnight). */
const opensAndCloses = {
  opens: clockTime('Opens'),
  closes: clockTime('Closes'),
};

const closesDiffers = [
  (times: { opens: string; closes: string }) => times.opens !== times.closes,
  {
    message: 'Closes must differ from opens (a time before opens means after midnight)',
    path: ['closes'],
  },
] satisfies [unknown, { message: string; path: string[] }];

const closedFlag = { error: 'Closed must be true or false' };

/** One day of the week: closed, or open from `opens` to `closes`. */
export const dayHoursSchema = z.discriminatedUnion(
  'closed',
  [
    z.object({ closed: z.literal(true) }),
    z.object({ closed: z.literal(false), ...opensAndCloses }).refine(...closesDiffers),
  ],
  closedFlag,
);
export type DayHours = z.infer<typeof dayHoursSchema>;

export const weeklyHoursSchema = z.object({
  monday: dayHoursSchema,
  tuesday: dayHoursSchema,
  wednesday: dayHoursSchema,
  thursday: dayHoursSchema,
  friday: dayHoursSchema,
  saturday: dayHoursSchema,
  sunday: dayHoursSchema,
}) satisfies z.ZodType<Record<Weekday, DayHours>>;
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

export const venueAddressSchema = z.object({
  street: requiredText('Street', { max: 120 }),
  city: requiredText('City', { max: 80 }),
  province: requiredText('Province', { max: 80 }),
  /** Left out of the address line when blank. */
  postalCode: optionalText('Postal code', { max: 20 }).refine(
    (value) => value === '' || /^[\p{L}\p{N}][\p{L}\p{N} -]*$/u.test(value),
    'Postal code may hold only letters, digits, spaces and hyphens',
  ),
  country: requiredText('Country', { max: 80 }),
});
export type VenueAddress = z.infer<typeof venueAddressSchema>;

const phoneDigits = { min: 7, max: 15 };

const phoneSchema = requiredText('Phone', { max: 40 })
  .refine(
    (value) => /^\+?[\d\s().-]+$/.test(value),
    'Phone may hold only digits, spaces, brackets, dots, hyphens and a leading +',
  )
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= phoneDigits.min && digits <= phoneDigits.max;
  }, `Phone must have ${phoneDigits.min} to ${phoneDigits.max} digits`);

const emailSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(254, `${label} must be at most 254 characters`)
    .pipe(z.email(`${label} must be an e-mail address such as hello@example.com`));

/** A social network's page: an http(s) address, or blank to leave its link out. */
const socialUrlSchema = (label: string) =>
  optionalText(label, { max: 300 }).refine(
    (value) => value === '' || (/^https?:\/\//i.test(value) && URL.canParse(value)),
    `${label} must be a web address starting with http:// or https://`,
  );

export const socialLinksSchema = z.object({
  facebook: socialUrlSchema('Facebook'),
  instagram: socialUrlSchema('Instagram'),
  tiktok: socialUrlSchema('TikTok'),
});
export type SocialLinks = z.infer<typeof socialLinksSchema>;

export const announceDaysBeforeMax = 90;

const exceptionFields = {
  /** The venue date it holds for. */
  date: z
    .string({ error: 'Date is required' })
    .trim()
    .pipe(z.iso.date('Date must be a real date written YYYY-MM-DD')),
  /** What the day is, as visitors read it: `Christmas Day`, `Boxing Day`, `Private event`. */
  label: requiredText('Label', { max: 60 }),
  /** How many days before the date the home and contact pages announce it. */
  announceDaysBefore: z
    .number({ error: 'Announce days before must be a whole number' })
    .int('Announce days before must be a whole number')
    .min(0, 'Announce days before must be 0 or more')
    .max(announceDaysBeforeMax, `Announce days before must be at most ${announceDaysBeforeMax}`)
    .default(announceDaysBeforeDefault),
};

/** A dated exception to the weekly hours: closed all day, or open other hours. */
export const venueExceptionSchema = z.discriminatedUnion(
  'closed',
  [
    z.object({ ...exceptionFields, closed: z.literal(true) }),
    z
      .object({ ...exceptionFields, closed: z.literal(false), ...opensAndCloses })
      .refine(...closesDiffers),
  ],
  closedFlag,
);
export type VenueException = z.infer<typeof venueExceptionSchema>;
export type VenueExceptionInput = z.input<typeof venueExceptionSchema>;

const venueExceptionsMax = 60;

const exceptionsSchema = z
  .array(venueExceptionSchema, { error: 'Exceptions must be a list' })
  .max(venueExceptionsMax, `At most ${venueExceptionsMax} exceptions`)
  .superRefine((exceptions, context) => {
    const seen = new Set<string>();
    exceptions.forEach((exception, index) => {
      if (seen.has(exception.date)) {
        context.addIssue({
          code: 'custom',
          message: `Another exception is already on ${exception.date}`,
          path: [index, 'date'],
        });
      }
      seen.add(exception.date);
    });
  });

/** What an admin saves: every setting at once. */
export const venueSettingsInputSchema = z.object({
  name: requiredText('Venue name', { max: 80 }),
  phone: phoneSchema,
  /** The general address (contact page, structured data). */
  email: emailSchema('E-mail'),
  /** Where event organisers write (contact page, events page). */
  eventsEmail: emailSchema('Events e-mail'),
  address: venueAddressSchema,
  hours: weeklyHoursSchema,
  social: socialLinksSchema,
  exceptions: exceptionsSchema.default([]),
});
export type VenueSettingsInput = z.input<typeof venueSettingsInputSchema>;
export type VenueSettingsFields = z.output<typeof venueSettingsInputSchema>;

/** The hours that hold on one date: the exception's when there is one, else the weekday's. */
export const dateHoursSchema = z.intersection(
  z.object({ date: z.iso.date(), label: z.string().optional() }),
  dayHoursSchema,
);
export type DateHours = z.infer<typeof dateHoursSchema>;

/** The venue as the site shows it, on the venue's date the answer was made for. */
export const venueSettingsSchema = venueSettingsInputSchema.extend({
  /** Exceptions from today on, by date (past ones are no longer shown). */
  exceptions: z.array(venueExceptionSchema),
  /** The exceptions whose announcement window holds today: from `announceDaysBefore` days before to the day. */
  notices: z.array(venueExceptionSchema),
  /** Today's hours at the venue. */
  today: dateHoursSchema,
  /** When staff last saved the settings (null: the first start's defaults). */
  updatedAt: z.iso.datetime().nullable(),
});
export type VenueSettings = z.infer<typeof venueSettingsSchema>;

/** Published when staff save the venue's settings. */
export const venueChanged = defineEvent({
  name: 'venue.changed',
  payload: z.object({ updatedAt: z.iso.datetime() }),
});

/** The venue service's routes. */
export const venueSettingsApi = defineApi('venue', {
  settings: {
    method: 'GET',
    path: '/api/venue',
    access: 'public',
    response: venueSettingsSchema,
    cache: { invalidatedBy: [venueChanged] },
  },
  update: {
    method: 'PUT',
    path: '/api/venue',
    access: 'admin',
    body: { kind: 'json', schema: venueSettingsInputSchema },
    response: venueSettingsSchema,
  },
});
