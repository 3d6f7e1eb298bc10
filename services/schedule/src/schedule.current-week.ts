import {
  staffNameKey,
  type ScheduleDay,
  type StaffPerformance,
  type StaffSchedule,
} from '@venue/contracts/schedule';
import { compareNames } from '@venue/contracts/text';
import {
  monthBounds,
  venueMonthOf,
  venueToday,
  weekDates,
  weekStartOf,
} from '@venue/venue-time/venue-time';
import { scheduleAlerts } from './schedule.alerts';
import { addDays } from './schedule.dates';
import { presentDay, type DayContext } from './schedule.day';
import { hoursByPerson, payOf, roundHours } from './schedule.hours';
import type { ScheduleRepository } from './schedule.repository';

const sumOver = (values: Map<string, number>, dates: (date: string) => boolean) =>
  [...values].reduce((total, [date, hours]) => (dates(date) ? total + hours : total), 0);

/** Each name's figures, or nulls for a name without any; sorted by name. */
async function performanceOf(
  repository: ScheduleRepository,
  names: string[],
): Promise<StaffPerformance[]> {
  const figures = new Map(
    (await repository.performanceOf(names)).map((record) => [record.nameKey, record]),
  );
  return [...names].sort(compareNames).map((name) => {
    const found = figures.get(staffNameKey(name));
    return {
      name,
      punctuality: found?.punctuality ?? null,
      customerRating: found?.customerRating ?? null,
    };
  });
}

/** Everyone on these days, each once, under the name they were first written with. */
const everyoneOn = (days: ScheduleDay[]) => {
  const names = new Map<string, string>();
  for (const name of days.flatMap((day) => day.staff)) {
    if (!names.has(staffNameKey(name))) names.set(staffNameKey(name), name);
  }
  return [...names.values()];
};

/**
 * This week's schedule for staff: its days, the alerts on them, the overtime this week and
 * month against the budget, and the figures of everyone on it.
 */
export async function weekSchedule(
  repository: ScheduleRepository,
  contextFor: (first: string, last: string) => Promise<DayContext>,
): Promise<StaffSchedule> {
  const now = new Date();
  const today = venueToday(now);
  const dates = weekDates(weekStartOf(today));
  const weekStart = dates[0] as string;
  const weekEnd = dates[6] as string;
  const { year, month } = venueMonthOf(now);
  const { firstDay, lastDay } = monthBounds(year, month);
  // Whole weeks around the month: overtime past the standard week counts from each Monday.
  const [records, context] = await Promise.all([
    repository.daysBetween(weekStartOf(firstDay), addDays(weekStartOf(lastDay), 6)),
    contextFor(weekStart, weekEnd),
  ]);
  const { settings: current } = context;
  const pay = payOf(records, {
    day: current.standardDayHours,
    week: current.standardWeekHours,
  });
  const overtime = new Map<string, number>();
  for (const day of pay.days) overtime.set(day.date, (overtime.get(day.date) ?? 0) + day.overtime);
  const inWeek = ({ date }: { date: string }) => date >= weekStart && date <= weekEnd;
  const inMonth = (date: string) => date >= firstDay && date <= lastDay;
  const thisMonth = sumOver(overtime, inMonth);
  const byDate = new Map(records.map((record) => [record.date, record]));
  const currentWeek = dates.map((date) => presentDay(date, byDate.get(date), context));
  const weekPay = pay.days.filter(inWeek);

  return {
    today,
    weekStart,
    weekEnd,
    year,
    month,
    currentWeek,
    notifications: scheduleAlerts({
      today,
      week: currentWeek,
      pay: weekPay,
      unknown: pay.unknown.filter(inWeek),
      weekHours: hoursByPerson(weekPay),
      standardWeek: current.standardWeekHours,
      overtimeThisMonth: thisMonth,
      budget: current.overtimeBudgetHours,
    }),
    overtimeHours: {
      thisWeek: roundHours(sumOver(overtime, (date) => inWeek({ date }))),
      thisMonth: roundHours(thisMonth),
      budget: current.overtimeBudgetHours,
      standardWeek: current.standardWeekHours,
      standardDay: current.standardDayHours,
    },
    staffPerformance: await performanceOf(repository, everyoneOn(currentWeek)),
    eventsKnown: context.events !== null,
  };
}
