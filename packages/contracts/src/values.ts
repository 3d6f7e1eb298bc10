/**
 * Plain values the contracts are built from, in a module that imports no zod: the web app's
 * first download (a public page, hydrating) reads these without the schemas, which load with
 * the first API call or form that needs them. Each is re-exported where it belongs.
 */

export const gameCategories = ['pinball', 'rhythm', 'arcade', 'redemption', 'claw'] as const;

export const galleryCategories = [
  'arcade',
  'pinball',
  'rhythm',
  'redemption',
  'claw',
  'events',
  'general',
] as const;

/** A venue month as the API takes it, `2026-10`. */
export const monthKeyPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The longest name a game may have. */
export const gameNameMaxLength = 120;

export const upcomingLimitDefault = 6;
export const upcomingLimitMax = 50;

/** The iCalendar feed of upcoming events. */
export const eventsCalendarPath = '/api/events.ics';

/** One event's iCalendar file. */
export const eventCalendarPath = '/api/events/:id/calendar.ics';
export const eventCalendarHref = (id: string) =>
  eventCalendarPath.replace(':id', encodeURIComponent(id));

/** How long a staff sign-in lasts. */
export const staffSessionHours = 8;

/** The id of the page's JSON block holding the venue's clock. */
export const venueClockElementId = 'venue-clock';

/** The days of the venue's week, Monday first, as its opening hours name them. */
export const weekdays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

/** How many days before a holiday or closure the site announces it, unless staff say otherwise. */
export const announceDaysBeforeDefault = 14;
