import type { MonthKey } from '@venue/contracts/leaderboard';
import { remembered } from '@venue/contracts/remembered';
import { monthBounds, monthLabel, venueDayCache, venueMonthOf } from '@venue/venue-time/venue-time';

/** A venue month: its key, name and first and last dates. */
export interface VenueMonth {
  key: MonthKey;
  label: string;
  firstDay: string;
  lastDay: string;
}

function monthOf(year: number, month: number): VenueMonth {
  const { firstDay, lastDay } = monthBounds(year, month);
  return { key: firstDay.slice(0, 7), label: monthLabel(year, month), firstDay, lastDay };
}

/**
 * Months worked out once: every board read names one, and working out a month's bounds and
 * name in the venue's zone took a fifth of a forced miss of the board. Bounded, since any
 * `?month=` may be asked for.
 */
const monthByKey = remembered(
  (key: MonthKey): VenueMonth => {
    const [year, number] = key.split('-').map(Number) as [number, number];
    return monthOf(year, number - 1);
  },
  { max: 240 },
);
const today = venueDayCache();

/** The month `YYYY-MM`, or the venue's current month when none is given. */
export function resolveMonth(key?: MonthKey, now?: Date): VenueMonth {
  if (key) return monthByKey(key);
  if (!now) return monthByKey(today().slice(0, 7));
  const { year, month } = venueMonthOf(now);
  return monthOf(year, month);
}

/** The month a venue date (`YYYY-MM-DD`) belongs to. */
export const monthKeyOf = (date: string): MonthKey => date.slice(0, 7);

/** The title a month has until staff set one: `November 2026 Leaderboard`. */
export const defaultTitle = (month: VenueMonth) => `${month.label} Leaderboard`;
