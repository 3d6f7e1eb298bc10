import { z } from 'zod';

const hoursSetting = (fallback: number, max: number) =>
  z
    .string()
    .regex(/^\d+(?:\.\d+)?$/, 'must be a number of hours, e.g. 40 or 37.5')
    .transform(Number)
    .pipe(z.number().max(max, `must be at most ${max} hours`))
    .default(fallback);

/** The schedule's own settings (infra/README.md, "Configuration"). */
export const scheduleEnvSchema = z.object({
  /** A person's hours past this in one venue week (Monday to Sunday) are overtime. */
  SCHEDULE_STANDARD_WEEK_HOURS: hoursSetting(40, 168).pipe(
    z.number().min(1, 'must be at least 1 hour'),
  ),
  /** Overtime the venue budgets for one month, everyone together. */
  SCHEDULE_OVERTIME_BUDGET_HOURS: hoursSetting(24, 10_000),
  /** Fill an empty schedule with a sample plan for this month and the next at first start. */
  SCHEDULE_SEED: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('true')
    .transform((value) => value === 'true'),
});

export type ScheduleConfig = z.output<typeof scheduleEnvSchema>;
