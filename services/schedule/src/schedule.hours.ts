import { staffNameKey } from '@venue/contracts/schedule';
import { paidHours, payWeek, type PaidHours, type StandardHours } from './manitoba-standards';
import { mondayOf } from './schedule.dates';
import type { ScheduleDayRecord } from './schedule.repository';
import { peopleOf, shiftLength } from './schedule.shifts';

/** Hours rounded to the hundredth, as answers show them. */
export const roundHours = (hours: number) => Math.round(hours * 100) / 100;

/** One person's day as pay sees it: the hours paid (breaks taken off), split by how. */
export interface PersonDay extends PaidHours {
  name: string;
  hours: number;
}

/** Someone on a day whose shift text is not a time range: hours unknown. */
export interface UnknownShift {
  date: string;
  name: string;
  shift: string;
}

const byDate = <T extends { date: string }>(a: T, b: T) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : 0;

/**
 * Everyone's days over these records, paid by Manitoba's rules with these standard hours. The
 * records must hold whole venue weeks (Monday to Sunday): overtime past the standard week counts
 * from each week's Monday. A person is known by `staffNameKey` and shown under the name they
 * were first written with.
 */
export function payOf(
  records: ScheduleDayRecord[],
  standard: StandardHours,
): { days: PersonDay[]; unknown: UnknownShift[] } {
  const weeks = new Map<string, { name: string; days: Array<{ date: string; hours: number }> }>();
  const names = new Map<string, string>();
  const unknown: UnknownShift[] = [];
  for (const record of [...records].sort(byDate)) {
    for (const person of peopleOf(record)) {
      const key = staffNameKey(person.name);
      if (!names.has(key)) names.set(key, person.name);
      if (!person.times) {
        unknown.push({ date: record.date, name: names.get(key) as string, shift: record.shift });
        continue;
      }
      const weekKey = `${mondayOf(record.date)}|${key}`;
      const week = weeks.get(weekKey) ?? { name: names.get(key) as string, days: [] };
      week.days.push({
        date: record.date,
        hours: paidHours(shiftLength(record.date, person.times)),
      });
      weeks.set(weekKey, week);
    }
  }
  const days = [...weeks.values()].flatMap(({ name, days: worked }) => {
    const hoursOn = new Map(worked.map((day) => [day.date, day.hours]));
    return payWeek(worked, standard).map((paid) => ({
      ...paid,
      name,
      hours: hoursOn.get(paid.date) as number,
    }));
  });
  return { days: days.sort(byDate), unknown };
}

/** Each person's hours over these days, by name. */
export function hoursByPerson(days: PersonDay[]): Array<{ name: string; hours: number }> {
  const people = new Map<string, { name: string; hours: number }>();
  for (const day of days) {
    const person = people.get(staffNameKey(day.name)) ?? { name: day.name, hours: 0 };
    person.hours += day.hours;
    people.set(staffNameKey(day.name), person);
  }
  return [...people.values()];
}
