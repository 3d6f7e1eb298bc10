import {
  defaultCoverage,
  scheduleChanged,
  scheduleYears,
  staffNameKey,
  weekdayOf,
  type MonthlySchedule,
  type ScheduleDay,
  type StaffPerformance,
  type StaffSchedule,
} from '@venue/contracts/schedule';
import { badRequest } from '@venue/service-kit/errors';
import { domainEvent, type Outbox } from '@venue/service-kit/outbox';
import {
  monthBounds,
  monthLabel,
  venueMonthOf,
  venueToday,
  weekDates,
  weekStartOf,
} from '@venue/venue-time/venue-time';
import { scheduleAlerts } from './schedule.alerts';
import { monthWeeks } from './schedule.calendar';
import type { ScheduleConfig } from './schedule.config';
import { addDays } from './schedule.dates';
import {
  hoursByPerson,
  overtimeByDate,
  roundHours,
  shiftHours,
  type WorkedDay,
} from './schedule.hours';
import type {
  PerformanceFields,
  ScheduleDayFields,
  ScheduleDayRecord,
  ScheduleRepository,
} from './schedule.repository';

/** Stored shifts were checked when saved; one that no longer reads as a time range counts no hours. */
const hoursOf = (record: ScheduleDayRecord) => shiftHours(record.date, record.shift) ?? 0;

/**
 * A date as the spec's schedule day, from its record or blank without one; `hours` when the
 * record's were worked out already.
 */
const scheduleDay = (
  date: string,
  record: ScheduleDayRecord | undefined,
  hours?: number,
): ScheduleDay => ({
  date,
  day: weekdayOf(date),
  shift: record?.shift ?? '',
  staff: record?.staff ?? [],
  coverage: record?.coverage ?? defaultCoverage,
  hours: record ? roundHours(hours ?? hoursOf(record)) : 0,
});

const workedDay = (record: ScheduleDayRecord): WorkedDay => ({
  date: record.date,
  staff: record.staff,
  hours: hoursOf(record),
});

const sumOver = (values: Map<string, number>, dates: (date: string) => boolean) =>
  [...values].reduce((total, [date, hours]) => (dates(date) ? total + hours : total), 0);

/** The schedule's reads and writes; every date and period is the venue's. */
export function scheduleDomain(
  repository: ScheduleRepository,
  outbox: Outbox,
  config: ScheduleConfig,
) {
  /** Years outside the ones the page offers are refused, under the field that carried them. */
  function assertOfferedYear(year: number, currentYear: number, field: string) {
    const years = scheduleYears(currentYear);
    const first = years[0] as number;
    const last = years[years.length - 1] as number;
    if (year < first || year > last) {
      throw badRequest('The request is not valid', {
        [field]: [`Year must be from ${first} to ${last}`],
      });
    }
  }

  /** Each name's figures, or nulls for a name without any; sorted by name. */
  async function performanceOf(names: string[]): Promise<StaffPerformance[]> {
    const figures = new Map(
      (await repository.performanceOf(names)).map((record) => [record.nameKey, record]),
    );
    return [...names]
      .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))
      .map((name) => {
        const found = figures.get(staffNameKey(name));
        return {
          name,
          punctuality: found?.punctuality ?? null,
          customerRating: found?.customerRating ?? null,
        };
      });
  }

  return {
    async monthly(query: { month?: number; year?: number }): Promise<MonthlySchedule> {
      const now = new Date();
      const current = venueMonthOf(now);
      const year = query.year ?? current.year;
      const month = query.month ?? current.month;
      assertOfferedYear(year, current.year, 'query.year');
      const { firstDay, lastDay } = monthBounds(year, month);
      const records = new Map(
        (await repository.daysBetween(firstDay, lastDay)).map((record) => [record.date, record]),
      );
      return {
        year,
        month,
        monthLabel: monthLabel(year, month),
        today: venueToday(now),
        years: scheduleYears(current.year),
        weeks: monthWeeks(firstDay, lastDay).map((week) => ({
          days: week.map((date) => scheduleDay(date, records.get(date))),
        })),
      };
    },

    async currentWeek(): Promise<StaffSchedule> {
      const now = new Date();
      const today = venueToday(now);
      const dates = weekDates(weekStartOf(today));
      const weekStart = dates[0] as string;
      const weekEnd = dates[6] as string;
      const { year, month } = venueMonthOf(now);
      const { firstDay, lastDay } = monthBounds(year, month);
      // Whole weeks around the month: overtime counts from each week's Monday.
      const records = await repository.daysBetween(
        weekStartOf(firstDay),
        addDays(weekStartOf(lastDay), 6),
      );
      const byDate = new Map(records.map((record) => [record.date, record]));
      const worked = records.map(workedDay);
      const hoursOn = new Map(worked.map((day) => [day.date, day.hours]));
      const overtime = overtimeByDate(worked, config.SCHEDULE_STANDARD_WEEK_HOURS);
      const inWeek = (date: string) => date >= weekStart && date <= weekEnd;
      const inMonth = (date: string) => date >= firstDay && date <= lastDay;
      const thisMonth = sumOver(overtime, inMonth);
      const currentWeek = dates.map((date) =>
        scheduleDay(date, byDate.get(date), hoursOn.get(date)),
      );
      const weekHours = hoursByPerson(worked.filter((day) => inWeek(day.date)));

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
          weekHours,
          standardWeek: config.SCHEDULE_STANDARD_WEEK_HOURS,
          overtimeThisMonth: thisMonth,
          budget: config.SCHEDULE_OVERTIME_BUDGET_HOURS,
        }),
        overtimeHours: {
          thisWeek: roundHours(sumOver(overtime, inWeek)),
          thisMonth: roundHours(thisMonth),
          budget: config.SCHEDULE_OVERTIME_BUDGET_HOURS,
          standardWeek: config.SCHEDULE_STANDARD_WEEK_HOURS,
        },
        staffPerformance: await performanceOf(weekHours.map((person) => person.name)),
      };
    },

    /**
     * Saves a day with a shift and staff, or removes it when both are cleared. The body was
     * checked against the contract (real date, day name, shift, staff, coverage).
     */
    async saveDay(fields: ScheduleDayFields, by: string): Promise<ScheduleDay> {
      assertOfferedYear(Number(fields.date.slice(0, 4)), venueMonthOf(new Date()).year, 'date');
      if (fields.shift === '' && fields.staff.length === 0) {
        if (!(await repository.findDay(fields.date))) return scheduleDay(fields.date, undefined);
        await outbox.record(
          [domainEvent(scheduleChanged, { change: 'day-removed', date: fields.date })],
          () => repository.removeDay(fields.date),
        );
        return scheduleDay(fields.date, undefined);
      }
      const record = await outbox.record(
        [domainEvent(scheduleChanged, { change: 'day-saved', date: fields.date })],
        () => repository.saveDay(fields, by),
      );
      return scheduleDay(record.date, record);
    },

    async savePerformance(
      name: string,
      figures: PerformanceFields,
      by: string,
    ): Promise<StaffPerformance> {
      const record = await outbox.record(
        [domainEvent(scheduleChanged, { change: 'performance-saved', name })],
        () => repository.savePerformance(name, figures, by),
      );
      return {
        name: record.name,
        punctuality: record.punctuality,
        customerRating: record.customerRating,
      };
    },
  };
}

export type ScheduleDomain = ReturnType<typeof scheduleDomain>;
