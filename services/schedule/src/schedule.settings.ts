import { scheduleChanged } from '@venue/contracts/schedule';
import type { ScheduleSettings } from '@venue/contracts/schedule-settings';
import { domainEvent, type Outbox } from '@venue/service-kit/outbox';
import type { ScheduleConfig } from './schedule.config';
import { manitobaStandardHours } from './manitoba-standards';
import type { ScheduleRepository } from './schedule.repository';

/**
 * The settings before an admin first saves them: Manitoba's standard day, the standard week and
 * the budget from the environment, a biweekly pay period from Monday, January 1, 2024, two staff
 * a day, and two more for a tournament, one for a league night or any other event.
 */
function defaultSettings(config: ScheduleConfig): ScheduleSettings {
  return {
    standardDayHours: manitobaStandardHours.day,
    standardWeekHours: config.SCHEDULE_STANDARD_WEEK_HOURS,
    overtimeBudgetHours: config.SCHEDULE_OVERTIME_BUDGET_HOURS,
    payPeriodDays: 14,
    payPeriodStart: '2024-01-01',
    staffNeeded: { Sun: 2, Mon: 2, Tue: 2, Wed: 2, Thu: 2, Fri: 2, Sat: 2 },
    extraStaffPerEvent: { tournament: 2, league: 1, other: 1 },
  };
}

/** The schedule's settings: as an admin saved them, else the defaults. */
export function scheduleSettings(
  repository: ScheduleRepository,
  outbox: Outbox,
  config: ScheduleConfig,
) {
  return {
    current: async (): Promise<ScheduleSettings> =>
      (await repository.findSettings()) ?? defaultSettings(config),

    save: (settings: ScheduleSettings, by: string): Promise<ScheduleSettings> =>
      outbox.record([domainEvent(scheduleChanged, { change: 'settings-saved' })], () =>
        repository.saveSettings(settings, by),
      ),
  };
}

export type ScheduleSettingsStore = ReturnType<typeof scheduleSettings>;
