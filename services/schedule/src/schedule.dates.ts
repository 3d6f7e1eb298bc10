/*
 * Calendar dates (YYYY-MM-DD) as plain days: stepping and naming them needs no time zone,
 * because a date's weekday and its neighbours are the same everywhere.
 */

const utcDay = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
};

export function addDays(date: string, days: number): string {
  const moved = utcDay(date);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/**
 * The Monday of the week holding `date` (a Sunday belongs to the Monday before): the same as
 * venue-time's `weekStartOf`, by calendar arithmetic, for the many dates a schedule groups.
 */
export function mondayOf(date: string): string {
  return addDays(date, -((utcDay(date).getUTCDay() + 6) % 7));
}

const shortLabel = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});

/** `Wed, Nov 25`. */
export const dayLabel = (date: string) => shortLabel.format(utcDay(date));
