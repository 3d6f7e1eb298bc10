/*
 * Calendar dates (YYYY-MM-DD) as plain days: stepping and naming them needs no time zone,
 * because a date's weekday and its neighbours are the same everywhere.
 */
import { weekdayOf } from '@venue/contracts/schedule';

const utcDay = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
};

export function addDays(date: string, days: number): string {
  const moved = utcDay(date);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** Whole days from `first` to `last` (0 when they are the same date). */
export const daysFrom = (first: string, last: string) =>
  Math.round((utcDay(last).getTime() - utcDay(first).getTime()) / 86_400_000);

/**
 * The Monday of the week holding `date` (a Sunday belongs to the Monday before): the same as
 * venue-time's `weekStartOf`, by calendar arithmetic, for the many dates a schedule groups.
 */
export function mondayOf(date: string): string {
  return addDays(date, -((utcDay(date).getUTCDay() + 6) % 7));
}

const monthShortNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** `Sat 12 Dec`, as alerts name a day. */
export const dayLabel = (date: string) =>
  `${weekdayOf(date)} ${Number(date.slice(8, 10))} ${monthShortNames[Number(date.slice(5, 7)) - 1]}`;
