import { z } from 'zod';

/*
 * What the schedule means for pay: each person's hours over a pay period (regular, overtime,
 * on a general holiday, on Remembrance Day), the province's holidays for a year, and filling a
 * week from the one before.
 */

const dateMessage = (name: string) => `${name} must be a real date written YYYY-MM-DD`;

/** The longest period one export covers: about a quarter. */
export const maxPayrollDays = 92;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`, both or neither (neither: the pay period holding today). */
export const payrollQuerySchema = z
  .object({
    from: z.iso.date(dateMessage('from')).optional(),
    to: z.iso.date(dateMessage('to')).optional(),
  })
  .superRefine((query, ctx) => {
    if ((query.from === undefined) !== (query.to === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [query.from === undefined ? 'from' : 'to'],
        message: 'Give both from and to, or neither for the current pay period',
      });
      return;
    }
    if (query.from === undefined || query.to === undefined) return;
    const days = dayNumber(query.to) - dayNumber(query.from) + 1;
    if (days < 1) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
    } else if (days > maxPayrollDays) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `A period runs at most ${maxPayrollDays} days`,
      });
    }
  });

/** One person's hours over the period, by how they are paid. */
export const payrollPersonSchema = z.object({
  name: z.string(),
  /** Paid at the regular rate. */
  regularHours: z.number(),
  /** Past the standard day or week: paid 1.5 times. */
  overtimeHours: z.number(),
  /** Worked on a general holiday: paid 1.5 times, beside general holiday pay. */
  generalHolidayHours: z.number(),
  /** Worked on Remembrance Day: paid as on a general holiday. */
  remembranceDayHours: z.number(),
  totalHours: z.number(),
  /** Shifts whose hours the schedule cannot tell (shift text that is not a time range). */
  unknownShifts: z.number().int(),
});
export type PayrollPerson = z.infer<typeof payrollPersonSchema>;

export const payrollSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  /** Everyone scheduled in the period, by name. */
  people: z.array(payrollPersonSchema),
});
export type Payroll = z.infer<typeof payrollSchema>;

export const firstHolidayYear = 2000;
export const lastHolidayYear = 2100;
const holidayYearMessage = `Year must be a year from ${firstHolidayYear} to ${lastHolidayYear}`;

export const holidaysQuerySchema = z.object({
  year: z
    .string({ error: holidayYearMessage })
    .regex(/^\d{4}$/, holidayYearMessage)
    .transform(Number)
    .pipe(
      z.number().min(firstHolidayYear, holidayYearMessage).max(lastHolidayYear, holidayYearMessage),
    ),
});

/** Fills the week starting `weekStart` (a Monday) from the week before it. */
export const copyWeekInputSchema = z.object({
  weekStart: z.iso
    .date({ error: 'Week start must be a real date written YYYY-MM-DD' })
    .refine(
      (date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 1,
      'Week start must be a Monday',
    ),
  /** Days of the week already scheduled are kept unless this is true. */
  replace: z.boolean({ error: 'Replace must be true or false' }).optional().default(false),
});
export type CopyWeekInput = z.input<typeof copyWeekInputSchema>;

export const copiedWeekSchema = z.object({
  weekStart: z.iso.date(),
  /** The Monday of the week copied from. */
  copiedFrom: z.iso.date(),
  /** The dates written from the week before. */
  copied: z.array(z.iso.date()),
  /** The dates already scheduled and kept as they were. */
  kept: z.array(z.iso.date()),
});
export type CopiedWeek = z.infer<typeof copiedWeekSchema>;
