import {
  formatHours,
  isScheduled,
  twelveHourClock,
  type ScheduleDay,
} from '@venue/contracts/schedule';
import { remembranceDayOpening } from './manitoba-standards';
import { dayLabel } from './schedule.dates';
import type { PersonDay, UnknownShift } from './schedule.hours';

interface AlertInputs {
  today: string;
  /** The current week, Monday to Sunday. */
  week: ScheduleDay[];
  /** Each person's days this week, paid by the rules. */
  pay: PersonDay[];
  /** Shifts this week whose hours are unknown. */
  unknown: UnknownShift[];
  /** Each person's paid hours this week. */
  weekHours: Array<{ name: string; hours: number }>;
  standardWeek: number;
  overtimeThisMonth: number;
  budget: number;
}

const names = (list: string[]) => list.join(', ');

/**
 * The days left of this week (days already over are history): unscheduled, under- or
 * overstaffed in the manager's word, or short of the staff the day needs where the manager's
 * word says otherwise.
 */
function dayAlerts(day: ScheduleDay): string[] {
  const label = dayLabel(day.date);
  if (!isScheduled(day)) return [`${label} has no schedule yet.`];
  const alerts: string[] = [];
  if (day.coverage === 'understaffed') alerts.push(`${label} is understaffed (${day.shift}).`);
  if (day.coverage === 'overstaffed') alerts.push(`${label} is overstaffed (${day.shift}).`);
  if (day.short && day.coverage !== 'understaffed') {
    const on = day.events.length > 0 ? ` (${names(day.events.map((event) => event.title))})` : '';
    alerts.push(
      `${label} is short: ${day.staff.length} scheduled, ${day.requiredStaff} needed${on}.`,
    );
  }
  return alerts;
}

/** Who works a holiday left this week, and who starts too early on Remembrance Day. */
function holidayAlerts(day: ScheduleDay): string[] {
  if (!day.holiday || day.staff.length === 0) return [];
  const label = dayLabel(day.date);
  if (day.holiday.kind === 'general') {
    return [
      `${label} is ${day.holiday.name}, a general holiday: work on it is paid 1.5 times beside holiday pay (${names(day.staff)}).`,
    ];
  }
  return [
    `${label} is Remembrance Day: work on it is paid 1.5 times (${names(day.staff)}).`,
    ...day.shifts
      .filter((shift) => shift.start < remembranceDayOpening)
      .map(
        (shift) =>
          `${shift.name} starts at ${twelveHourClock(shift.start)} on ${label}, Remembrance Day: most businesses may not open before 1 PM.`,
      ),
  ];
}

/** Days this week whose shift text is not a time range: nobody can tell their hours. */
function unknownHoursAlerts(unknown: UnknownShift[]): string[] {
  const byDate = new Map<string, UnknownShift[]>();
  for (const shift of unknown) byDate.set(shift.date, [...(byDate.get(shift.date) ?? []), shift]);
  return [...byDate].map(
    ([date, shifts]) =>
      `${dayLabel(date)}: the shift "${shifts[0]?.shift}" is not a time range, so the hours of ${names(shifts.map((shift) => shift.name))} are unknown.`,
  );
}

/**
 * What needs a manager's eye, from the schedule itself: the days ahead that need attention,
 * holidays ahead with people on them, shifts whose hours are unknown, each person's overtime by
 * the day it falls on ("Sam: 9.5 h on Sat 12 Dec, 1.5 h overtime."), anyone past the standard
 * week, and overtime past the month's budget.
 */
export function scheduleAlerts(inputs: AlertInputs): string[] {
  const ahead = inputs.week.filter((day) => day.date >= inputs.today);
  const overtime = inputs.pay
    .filter((day) => day.overtime > 0)
    .map(
      (day) =>
        `${day.name}: ${formatHours(day.hours)} h on ${dayLabel(day.date)}, ${formatHours(day.overtime)} h overtime.`,
    );
  const longWeeks = inputs.weekHours
    .filter((person) => person.hours > inputs.standardWeek)
    .sort((a, b) => b.hours - a.hours || a.name.localeCompare(b.name))
    .map(
      (person) =>
        `${person.name} is scheduled for ${formatHours(person.hours)} hours this week, over the standard ${formatHours(inputs.standardWeek)}-hour week.`,
    );
  const overBudget =
    inputs.overtimeThisMonth > inputs.budget
      ? [
          `Overtime this month (${formatHours(inputs.overtimeThisMonth)} hours) is over the ${formatHours(inputs.budget)}-hour budget.`,
        ]
      : [];
  return [
    ...ahead.flatMap(dayAlerts),
    ...ahead.flatMap(holidayAlerts),
    ...unknownHoursAlerts(inputs.unknown),
    ...overtime,
    ...longWeeks,
    ...overBudget,
  ];
}
