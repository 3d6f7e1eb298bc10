import {
  plannedPeople,
  scheduleChanged,
  scheduleYears,
  staffNameKey,
  type MonthlySchedule,
  type ScheduleDay,
  type StaffPerformance,
  type StaffSchedule,
} from '@venue/contracts/schedule';
import type { CopiedWeek, Payroll } from '@venue/contracts/schedule-payroll';
import type { ScheduleSettings } from '@venue/contracts/schedule-settings';
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
import { holidaysOf } from './manitoba-standards';
import { scheduleAlerts } from './schedule.alerts';
import { monthWeeks } from './schedule.calendar';
import { copyPreviousWeek } from './schedule.copy-week';
import { addDays } from './schedule.dates';
import { presentDay, type DayContext } from './schedule.day';
import { hoursByPerson, payOf, roundHours } from './schedule.hours';
import { payPeriodHolding, payrollBetween } from './schedule.payroll';
import type {
  PerformanceFields,
  ScheduleDayFields,
  ScheduleDayRecord,
  ScheduleRepository,
  StoredShift,
} from './schedule.repository';
import type { ScheduleSettingsStore } from './schedule.settings';
import { dayShift, peopleOf } from './schedule.shifts';
import type { WhatsOn } from './schedule.whats-on';

const sumOver = (values: Map<string, number>, dates: (date: string) => boolean) =>
  [...values].reduce((total, [date, hours]) => (dates(date) ? total + hours : total), 0);

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

/** The schedule's reads and writes; every date and period is the venue's. */
export function scheduleDomain(
  repository: ScheduleRepository,
  outbox: Outbox,
  settings: ScheduleSettingsStore,
  whatsOn: WhatsOn,
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

  async function contextFor(first: string, last: string): Promise<DayContext> {
    const [current, events] = await Promise.all([settings.current(), whatsOn(first, last)]);
    return { settings: current, events };
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

  /** Everyone on these days, each once, under the name they were first written with. */
  const everyoneOn = (days: ScheduleDay[]) => {
    const names = new Map<string, string>();
    for (const name of days.flatMap((day) => day.staff)) {
      if (!names.has(staffNameKey(name))) names.set(staffNameKey(name), name);
    }
    return [...names.values()];
  };

  return {
    async monthly(query: { month?: number; year?: number }): Promise<MonthlySchedule> {
      const now = new Date();
      const current = venueMonthOf(now);
      const year = query.year ?? current.year;
      const month = query.month ?? current.month;
      assertOfferedYear(year, current.year, 'query.year');
      const { firstDay, lastDay } = monthBounds(year, month);
      const [records, context] = await Promise.all([
        repository.daysBetween(firstDay, lastDay),
        contextFor(firstDay, lastDay),
      ]);
      const byDate = new Map(records.map((record) => [record.date, record]));
      return {
        year,
        month,
        monthLabel: monthLabel(year, month),
        today: venueToday(now),
        years: scheduleYears(current.year),
        weeks: monthWeeks(firstDay, lastDay).map((week) => ({
          days: week.map((date) => presentDay(date, byDate.get(date), context)),
        })),
        eventsKnown: context.events !== null,
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
      for (const day of pay.days)
        overtime.set(day.date, (overtime.get(day.date) ?? 0) + day.overtime);
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
        staffPerformance: await performanceOf(everyoneOn(currentWeek)),
        eventsKnown: context.events !== null,
      };
    },

    /**
     * Saves a day with its people and their times, or removes it when everything is cleared.
     * The body was checked against the contract (real date, day name, shift, staff, coverage).
     */
    async saveDay(input: ScheduleDayFields, by: string): Promise<ScheduleDay> {
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
    },

    async copyWeek(
      input: { weekStart: string; replace: boolean },
      by: string,
    ): Promise<CopiedWeek> {
      assertOfferedYear(
        Number(addDays(input.weekStart, 6).slice(0, 4)),
        venueMonthOf(new Date()).year,
        'weekStart',
      );
      return copyPreviousWeek(repository, outbox, input, by);
    },

    /** The hours of the period asked for, or of the pay period holding today. */
    async payroll(query: { from?: string; to?: string }): Promise<Payroll> {
      const current = await settings.current();
      const { from, to } =
        query.from && query.to
          ? { from: query.from, to: query.to }
          : payPeriodHolding(venueToday(), current);
      return payrollBetween(repository, current, from, to);
    },

    holidays: (year: number) =>
      holidaysOf(year).map(({ date, name, kind, note }) => ({ date, name, kind, note })),

    settings: () => settings.current(),
    saveSettings: (values: ScheduleSettings, by: string) => settings.save(values, by),

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
