import {
  plannedPeople,
  scheduleChanged,
  staffNameKey,
  type ScheduleDay,
} from '@venue/contracts/schedule';
import { domainEvent, type Outbox } from '@venue/service-kit/outbox';
import { venueMonthOf } from '@venue/venue-time/venue-time';
import { presentDay, type DayContext } from './schedule.day';
import type {
  ScheduleDayFields,
  ScheduleDayRecord,
  ScheduleRepository,
  StoredShift,
} from './schedule.repository';
import { dayShift, peopleOf } from './schedule.shifts';
import { assertOfferedYear } from './schedule.years';

/**
 * A client that knows only the spec's fields sends back the day's `shift` as it read it: for
 * a day of different times that is their span, which must not become everyone's shift. When
 * the text is the day's own, the people still on it keep their times.
 */
function timesKept(record: ScheduleDayRecord | null, input: ScheduleDayFields): StoredShift[] {
  if (input.shifts.length > 0 || !record) return input.shifts;
  const people = peopleOf(record);
  if (input.shift !== dayShift(record.date, record.shift, people).shift) return [];
  const named = new Set(input.staff.map(staffNameKey));
  return people.flatMap(({ name, times }) =>
    times && named.has(staffNameKey(name)) ? [{ name, ...times }] : [],
  );
}

/**
 * Saves a day with its people and their times, or removes it when everything is cleared.
 * The body was checked against the contract (real date, day name, shift, staff, coverage).
 */
export async function saveScheduleDay(
  deps: {
    repository: ScheduleRepository;
    outbox: Outbox;
    contextFor: (first: string, last: string) => Promise<DayContext>;
  },
  input: ScheduleDayFields,
  by: string,
): Promise<ScheduleDay> {
  const { repository, outbox, contextFor } = deps;
  assertOfferedYear(Number(input.date.slice(0, 4)), venueMonthOf(new Date()).year, 'date');
  const existing = await repository.findDay(input.date);
  const people = plannedPeople({ ...input, shifts: timesKept(existing, input) });
  const context = await contextFor(input.date, input.date);
  if (input.shift === '' && people.length === 0) {
    if (!existing) return presentDay(input.date, undefined, context);
    await outbox.record(
      [domainEvent(scheduleChanged, { change: 'day-removed', date: input.date })],
      () => repository.removeDay(input.date),
    );
    return presentDay(input.date, undefined, context);
  }
  const fields: ScheduleDayFields = {
    date: input.date,
    day: input.day,
    shift: input.shift,
    staff: people.map((person) => person.name),
    shifts: people.flatMap(({ name, times }) => (times ? [{ name, ...times }] : [])),
    coverage: input.coverage,
  };
  const record = await outbox.record(
    [domainEvent(scheduleChanged, { change: 'day-saved', date: input.date })],
    () => repository.saveDay(fields, by),
  );
  return presentDay(record.date, record, context);
}
