import type { MonthKey } from '@venue/contracts/leaderboard';
import { monthBounds, monthLabel, venueMonthOf } from '@venue/venue-time/venue-time';

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

/** The month `YYYY-MM`, or the venue's current month when none is given. */
export function resolveMonth(key?: MonthKey, now = new Date()): VenueMonth {
  if (!key) {
    const { year, month } = venueMonthOf(now);
    return monthOf(year, month);
  }
  const [year, month] = key.split('-').map(Number) as [number, number];
  return monthOf(year, month - 1);
}

/** The month a venue date (`YYYY-MM-DD`) belongs to. */
export const monthKeyOf = (date: string): MonthKey => date.slice(0, 7);

/** The title a month has until staff set one: `November 2026 Leaderboard`. */
export const defaultTitle = (month: VenueMonth) => `${month.label} Leaderboard`;
