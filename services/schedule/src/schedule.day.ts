import {
  defaultCoverage,
  weekdayOf,
  type DayEvent,
  type ScheduleDay,
} from '@venue/contracts/schedule';
import type { ScheduleSettings } from '@venue/contracts/schedule-settings';
import { holidayOn, paidHours } from './manitoba-standards';
import { roundHours } from './schedule.hours';
import type { ScheduleDayRecord } from './schedule.repository';
import { dayShift, peopleOf, shiftLength } from './schedule.shifts';

/** What a day's answer needs besides its record: the settings and what is on. */
export interface DayContext {
  settings: ScheduleSettings;
  /** Events by date; null when the events service could not say. */
  events: Map<string, DayEvent[]> | null;
}

/** The staff a day needs: its weekday's base, and each event's extra by its kind. */
export function requiredStaffOn(date: string, settings: ScheduleSettings, events: DayEvent[]) {
  return events.reduce(
    (needed, event) => needed + settings.extraStaffPerEvent[event.kind],
    settings.staffNeeded[weekdayOf(date)],
  );
}

/** A date as the spec's schedule day with this product's additions, from its record or blank. */
export function presentDay(
  date: string,
  record: ScheduleDayRecord | undefined,
  context: DayContext,
): ScheduleDay {
  const events = context.events?.get(date) ?? [];
  const people = record ? peopleOf(record) : [];
  const { shift, hours } = record ? dayShift(date, record.shift, people) : { shift: '', hours: 0 };
  const staff = people.map((person) => person.name);
  const requiredStaff = requiredStaffOn(date, context.settings, events);
  const holiday = holidayOn(date);
  return {
    date,
    day: weekdayOf(date),
    shift,
    staff,
    coverage: record?.coverage ?? defaultCoverage,
    hours: roundHours(hours),
    shifts: people.flatMap(({ name, times }) =>
      times ? [{ name, ...times, hours: roundHours(paidHours(shiftLength(date, times))) }] : [],
    ),
    requiredStaff,
    short: staff.length < requiredStaff,
    ...(holiday && { holiday: { name: holiday.name, kind: holiday.kind, note: holiday.note } }),
    events,
  };
}
