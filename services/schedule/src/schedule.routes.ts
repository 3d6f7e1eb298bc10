import type { scheduleApi } from '@venue/contracts/schedule';
import type { Handlers } from '@venue/service-kit/api-router';
import type { ScheduleDomain } from './schedule.domain';

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
          coverage: body.coverage,
        },
        identity.username,
      ),
    savePerformance: ({ params, body, identity }) =>
      schedule.savePerformance(params.name, body, identity.username),
  };
}
