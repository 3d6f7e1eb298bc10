import { parseShift, staffNameKey } from '@venue/contracts/schedule';
import { venueInstant } from '@venue/venue-time/venue-time';
import { addDays, mondayOf } from './schedule.dates';

const hour = 3_600_000;

/**
 * How long a shift starting on `date` lasts, in hours actually worked at the venue: '6 PM - 2 AM'
 * is 8 hours, but 9 on the night the clocks fall back, and '6 PM - 4 AM' is 9 hours on the night
 * they spring forward. Null when the text is not a time range.
 */
export function shiftHours(date: string, shift: string): number | null {
  const times = parseShift(shift);
  if (!times) return null;
  const start = venueInstant(date, times.start);
  const end = venueInstant(times.overnight ? addDays(date, 1) : date, times.end);
  return (end.getTime() - start.getTime()) / hour;
}

/** A scheduled day as the hours see it: the shift's length for each name on it. */
export interface WorkedDay {
  date: string;
  staff: string[];
  hours: number;
}

/** Hours rounded to the hundredth, as answers show them. */
export const roundHours = (hours: number) => Math.round(hours * 100) / 100;

/**
 * Overtime by the date it is worked. Each person's hours add up through each venue week
 * (Monday to Sunday, by the date a shift starts); the hours past `standardWeek` fall on the days
 * that take the person past it, so a week that straddles two months splits its overtime between
 * them as it was worked.
 */
export function overtimeByDate(days: WorkedDay[], standardWeek: number): Map<string, number> {
  const workedSoFar = new Map<string, number>();
  const overtime = new Map<string, number>();
  const inOrder = [...days].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  for (const day of inOrder) {
    const week = mondayOf(day.date);
    for (const name of day.staff) {
      const key = `${week}|${staffNameKey(name)}`;
      const before = workedSoFar.get(key) ?? 0;
      const after = before + day.hours;
      workedSoFar.set(key, after);
      const extra = Math.max(0, after - standardWeek) - Math.max(0, before - standardWeek);
      if (extra > 0) overtime.set(day.date, (overtime.get(day.date) ?? 0) + extra);
    }
  }
  return overtime;
}

/** Each person's hours over these days, under the name they were first written with. */
export function hoursByPerson(days: WorkedDay[]): Array<{ name: string; hours: number }> {
  const people = new Map<string, { name: string; hours: number }>();
  for (const day of days) {
    for (const name of day.staff) {
      const person = people.get(staffNameKey(name)) ?? { name, hours: 0 };
      person.hours += day.hours;
      people.set(staffNameKey(name), person);
    }
  }
  return [...people.values()];
}
