import {
  scheduleChanged,
  scheduleYears,
  type MonthlySchedule,
  type StaffPerformance,
} from '@venue/contracts/schedule';
import type { CopiedWeek, Payroll } from '@venue/contracts/schedule-payroll';
import type { ScheduleSettings } from '@venue/contracts/schedule-settings';
import { domainEvent, type Outbox } from '@venue/service-kit/outbox';
import { monthBounds, monthLabel, venueMonthOf, venueToday } from '@venue/venue-time/venue-time';
import { holidaysOf } from './manitoba-standards';
import { monthWeeks } from './schedule.calendar';
import { copyPreviousWeek } from './schedule.copy-week';
import { weekSchedule } from './schedule.current-week';
import { addDays } from './schedule.dates';
import { presentDay, type DayContext } from './schedule.day';
import { payPeriodHolding, payrollBetween } from './schedule.payroll';
import type {
  PerformanceFields,
  ScheduleDayFields,
  ScheduleRepository,
} from './schedule.repository';
import { saveScheduleDay } from './schedule.save-day';
import type { ScheduleSettingsStore } from './schedule.settings';
import type { WhatsOn } from './schedule.whats-on';
import { assertOfferedYear } from './schedule.years';

/**
 * The schedule's reads and writes; every date and period is the venue's. This week's schedule
 * (schedule.current-week.ts), saving a day (schedule.save-day.ts), copying a week and the
 * payroll have files of their own.
 */
export function scheduleDomain(
  repository: ScheduleRepository,
  outbox: Outbox,
  settings: ScheduleSettingsStore,
  whatsOn: WhatsOn,
) {
  async function contextFor(first: string, last: string): Promise<DayContext> {
    const [current, events] = await Promise.all([settings.current(), whatsOn(first, last)]);
    return { settings: current, events };
  }

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

    currentWeek: () => weekSchedule(repository, contextFor),

    saveDay: (input: ScheduleDayFields, by: string) =>
      saveScheduleDay({ repository, outbox, contextFor }, input, by),

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
