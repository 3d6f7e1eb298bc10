import { formatHours, isScheduled, type ScheduleDay } from '@venue/contracts/schedule';
import { dayLabel } from './schedule.dates';

export interface AlertInputs {
  today: string;
  /** The current week, Monday to Sunday. */
  week: ScheduleDay[];
  /** Each person's scheduled hours this week. */
  weekHours: Array<{ name: string; hours: number }>;
  standardWeek: number;
  overtimeThisMonth: number;
  budget: number;
}

/**
 * What needs a manager's eye, from the schedule itself: the days left of this week that have no
 * schedule or the wrong number of people, anyone scheduled past the standard week, and overtime
 * past the month's budget. Days already over are history, not alerts.
 */
export function scheduleAlerts(inputs: AlertInputs): string[] {
  const dayAlerts = inputs.week
    .filter((day) => day.date >= inputs.today)
    .flatMap((day) => {
      const label = dayLabel(day.date);
      if (!isScheduled(day)) return [`${label} has no schedule yet.`];
      if (day.coverage === 'understaffed') return [`${label} is understaffed (${day.shift}).`];
      if (day.coverage === 'overstaffed') return [`${label} is overstaffed (${day.shift}).`];
      return [];
    });
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
  return [...dayAlerts, ...longWeeks, ...overBudget];
}
