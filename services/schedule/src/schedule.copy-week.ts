import { scheduleChanged, weekdayOf } from '@venue/contracts/schedule';
import type { CopiedWeek } from '@venue/contracts/schedule-payroll';
import { domainEvent, type Outbox } from '@venue/service-kit/outbox';
import { addDays } from './schedule.dates';
import type { ScheduleDayFields, ScheduleRepository } from './schedule.repository';
import { peopleOf } from './schedule.shifts';

/**
 * Fills the week starting `weekStart` (a Monday) from the week before: each day the week before
 * has scheduled is written to the same weekday, with everyone's times and the coverage. A day
 * already scheduled is kept unless `replace`; a day the week before left empty stays as it is.
 * Each day written is announced.
 */
export async function copyPreviousWeek(
  repository: ScheduleRepository,
  outbox: Outbox,
  input: { weekStart: string; replace: boolean },
  by: string,
): Promise<CopiedWeek> {
  const copiedFrom = addDays(input.weekStart, -7);
  const [source, target] = await Promise.all([
    repository.daysBetween(copiedFrom, addDays(copiedFrom, 6)),
    repository.daysBetween(input.weekStart, addDays(input.weekStart, 6)),
  ]);
  const scheduled = new Set(target.map((record) => record.date));
  const copies: ScheduleDayFields[] = [];
  const kept: string[] = [];
  for (const record of source) {
    const date = addDays(record.date, 7);
    if (scheduled.has(date) && !input.replace) {
      kept.push(date);
      continue;
    }
    const people = peopleOf(record);
    copies.push({
      date,
      day: weekdayOf(date),
      shift: record.shift,
      staff: people.map((person) => person.name),
      shifts: people.flatMap(({ name, times }) => (times ? [{ name, ...times }] : [])),
      coverage: record.coverage,
    });
  }
  if (copies.length > 0) {
    await outbox.record(
      copies.map((day) => domainEvent(scheduleChanged, { change: 'day-saved', date: day.date })),
      async () => {
        for (const day of copies) await repository.saveDay(day, by);
      },
    );
  }
  return {
    weekStart: input.weekStart,
    copiedFrom,
    copied: copies.map((day) => day.date),
    kept,
  };
}
