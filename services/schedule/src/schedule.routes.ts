import type { scheduleApi } from '@venue/contracts/schedule';
import { Reply, type Handlers } from '@venue/service-kit/api-router';
import type { ScheduleDomain } from './schedule.domain';
import { payrollCsv, payrollFileName } from './schedule.payroll-csv';

/** The schedule's declared routes (packages/contracts/src/schedule.ts), each onto the domain. */
export function scheduleRoutes(schedule: ScheduleDomain): Handlers<typeof scheduleApi> {
  return {
    currentWeek: () => schedule.currentWeek(),
    monthly: ({ query }) => schedule.monthly(query),
    saveDay: ({ body, identity }) =>
      schedule.saveDay(
        {
          date: body.date,
          day: body.day,
          shift: body.shift,
          staff: body.staff,
          shifts: body.shifts,
          coverage: body.coverage,
        },
        identity.username,
      ),
    savePerformance: ({ params, body, identity }) =>
      schedule.savePerformance(params.name, body, identity.username),
    copyWeek: ({ body, identity }) => schedule.copyWeek(body, identity.username),
    payroll: ({ query }) => schedule.payroll(query),
    payrollCsv: async ({ query }) => {
      const payroll = await schedule.payroll(query);
      return new Reply(Buffer.from(payrollCsv(payroll), 'utf8'), 'text/csv; charset=utf-8', {
        'Content-Disposition': `attachment; filename="${payrollFileName(payroll)}"`,
      });
    },
    holidays: ({ query }) => schedule.holidays(query.year),
    settings: () => schedule.settings(),
    saveSettings: ({ body, identity }) => schedule.saveSettings(body, identity.username),
  };
}
