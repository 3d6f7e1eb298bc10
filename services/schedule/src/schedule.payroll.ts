import { staffNameKey } from '@venue/contracts/schedule';
import type { Payroll, PayrollPerson } from '@venue/contracts/schedule-payroll';
import type { ScheduleSettings } from '@venue/contracts/schedule-settings';
import { compareNames } from '@venue/contracts/text';
import { addDays, daysFrom, mondayOf } from './schedule.dates';
import { payOf, roundHours } from './schedule.hours';
import type { ScheduleRepository } from './schedule.repository';

/** The pay period holding `date`: periods of the set length run on from (and back before) the set start. */
export function payPeriodHolding(date: string, settings: ScheduleSettings) {
  const length = settings.payPeriodDays;
  const periods = Math.floor(daysFrom(settings.payPeriodStart, date) / length);
  const from = addDays(settings.payPeriodStart, periods * length);
  return { from, to: addDays(from, length - 1) };
}

const emptyPerson = (name: string): PayrollPerson => ({
  name,
  regularHours: 0,
  overtimeHours: 0,
  generalHolidayHours: 0,
  remembranceDayHours: 0,
  totalHours: 0,
  unknownShifts: 0,
});

/**
 * Each person's hours from `from` to `to`, by how they are paid. The weeks around the period are
 * read whole, so overtime past the standard week counts from each week's Monday and falls in the
 * period of the day that passes it.
 */
export async function payrollBetween(
  repository: ScheduleRepository,
  settings: ScheduleSettings,
  from: string,
  to: string,
): Promise<Payroll> {
  const records = await repository.daysBetween(mondayOf(from), addDays(mondayOf(to), 6));
  const { days, unknown } = payOf(records, {
    day: settings.standardDayHours,
    week: settings.standardWeekHours,
  });
  const inPeriod = ({ date }: { date: string }) => date >= from && date <= to;
  const people = new Map<string, PayrollPerson>();
  const personFor = (name: string) => {
    const person = people.get(staffNameKey(name)) ?? emptyPerson(name);
    people.set(staffNameKey(name), person);
    return person;
  };
  for (const day of days.filter(inPeriod)) {
    const person = personFor(day.name);
    person.regularHours += day.regular;
    person.overtimeHours += day.overtime;
    person.generalHolidayHours += day.generalHoliday;
    person.remembranceDayHours += day.remembranceDay;
    person.totalHours += day.hours;
  }
  for (const shift of unknown.filter(inPeriod)) personFor(shift.name).unknownShifts += 1;
  return {
    from,
    to,
    people: [...people.values()]
      .map((person) => ({
        ...person,
        regularHours: roundHours(person.regularHours),
        overtimeHours: roundHours(person.overtimeHours),
        generalHolidayHours: roundHours(person.generalHolidayHours),
        remembranceDayHours: roundHours(person.remembranceDayHours),
        totalHours: roundHours(person.totalHours),
      }))
      .sort((a, b) => compareNames(a.name, b.name)),
  };
}
