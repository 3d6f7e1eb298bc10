import type { Coverage } from '@venue/contracts/schedule';

import { monthNames } from '@/lib/venue-time';

/** The spec's names for the coverage states (the edit panel's select and the badges). */
export const coverageLabels: Record<Coverage, string> = {
  full: 'Full Coverage',
  understaffed: 'Understaffed',
  overstaffed: 'Overstaffed',
};

/** For the narrow cells of the calendar. */
export const shortCoverageLabels: Record<Coverage, string> = {
  full: 'Full',
  understaffed: 'Under',
  overstaffed: 'Over',
};

/** `Nov 23` for the venue date `2026-11-23`. */
export function shortDate(date: string): string {
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${(monthNames[month - 1] ?? '').slice(0, 3)} ${day}`;
}

/** `date` moved by whole days (calendar arithmetic on `YYYY-MM-DD`). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** `Nov 23 - Nov 29` for the week starting `2026-11-23`. */
export const weekSpan = (weekStart: string) =>
  `${shortDate(weekStart)} - ${shortDate(addDays(weekStart, 6))}`;
