import {
  parseShift,
  plannedPeople,
  shiftTextOf,
  type PlannedPerson,
} from '@venue/contracts/schedule';
import { venueInstant } from '@venue/venue-time/venue-time';
import { addDays } from './schedule.dates';
import type { ScheduleDayRecord } from './schedule.repository';

const hour = 3_600_000;

export interface ClockTimes {
  start: string;
  end: string;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The hours from `startMinutes` on `date` to `endMinutes` (past 1440 for the next day), at the
 * venue: a 6 PM to 2 AM shift is 8 hours, but 9 on the night the clocks fall back and 7 on the
 * night they spring forward.
 */
function hoursBetween(date: string, startMinutes: number, endMinutes: number): number {
  const start = venueInstant(date, clockOf(startMinutes));
  const endDays = Math.floor(endMinutes / 1440);
  const end = venueInstant(addDays(date, endDays), clockOf(endMinutes % 1440));
  return (end.getTime() - start.getTime()) / hour;
}

/** Minutes from midnight of the start day; an end at or before the start is the next day. */
function boundsOf(times: ClockTimes) {
  const from = minutesOf(times.start);
  const to = minutesOf(times.end);
  return { from, to: to <= from ? to + 1440 : to };
}

/** How long a shift starting on `date` lasts, in hours at the venue. */
export function shiftLength(date: string, times: ClockTimes): number {
  const { from, to } = boundsOf(times);
  return hoursBetween(date, from, to);
}

/**
 * Who works a stored day and when. Days saved before each person had times of their own hold
 * only the shift text: everyone works it when it reads as a time range.
 */
export function peopleOf(record: ScheduleDayRecord): PlannedPerson[] {
  return plannedPeople({ shift: record.shift, staff: record.staff, shifts: record.shifts ?? [] });
}

const sameTimes = (a: ClockTimes, b: ClockTimes) => a.start === b.start && a.end === b.end;

/**
 * The day's shift as the spec's `shift` shows it, and its length: the text as saved when
 * everyone works it (or when nobody's times are known), else from the earliest start to the
 * latest end.
 */
export function dayShift(
  date: string,
  text: string,
  people: PlannedPerson[],
): { shift: string; hours: number } {
  const known = people.flatMap((person) => (person.times ? [person.times] : []));
  if (known.length === 0) return { shift: text, hours: 0 };
  const shared = parseShift(text);
  if (
    shared &&
    known.length === people.length &&
    known.every((times) => sameTimes(times, shared))
  ) {
    return { shift: text, hours: shiftLength(date, shared) };
  }
  const bounds = known.map(boundsOf);
  const from = Math.min(...bounds.map((bound) => bound.from));
  const to = Math.max(...bounds.map((bound) => bound.to));
  return {
    shift: shiftTextOf({ start: clockOf(from), end: clockOf(to % 1440) }),
    hours: hoursBetween(date, from, to),
  };
}
