import { z } from 'zod';
import { eventKinds, type EventKind } from './events';

/*
 * The schedule's settings, kept by the schedule service and changed by an admin on the staff
 * schedule page: the standard hours (an averaging agreement changes them), the overtime budget,
 * the pay period, and the staff each day needs.
 */

export const payPeriodLengths = [7, 14] as const;

/** The most staff a day can need (the schedule holds at most 30 names a day). */
export const maxStaffNeeded = 30;

/** Forms send text, the JSON API numbers: both are read. */
export const formNumber = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^\d+(?:\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
};

const hoursSetting = (label: string, min: number, max: number) => {
  const message = `${label} must be a number of hours from ${min} to ${max}, in quarter hours`;
  return z.preprocess(
    formNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? `${label} is required` : message) })
      .min(min, message)
      .max(max, message)
      .refine((hours) => Number.isInteger(hours * 4), message),
  );
};

const staffCount = (label: string) => {
  const message = `${label} must be a whole number from 0 to ${maxStaffNeeded}`;
  return z.preprocess(
    formNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? `${label} is required` : message) })
      .int(message)
      .min(0, message)
      .max(maxStaffNeeded, message),
  );
};

export const weekdayLabels = {
  Sun: 'Sunday',
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
} as const;

export const eventKindLabels: Record<EventKind, string> = {
  tournament: 'Tournament',
  league: 'League night',
  other: 'Other event',
};

const payPeriodMessage = `Pay period must be ${payPeriodLengths.join(' or ')} days`;

type Weekday = keyof typeof weekdayLabels;
const weekdays = Object.keys(weekdayLabels) as Weekday[];

const settingsFields = {
  /** A person's hours past this in one day are overtime (8 under Manitoba's standard). */
  standardDayHours: hoursSetting('Standard day', 1, 24),
  /** A person's hours past this in one venue week are overtime (40 under Manitoba's standard). */
  standardWeekHours: hoursSetting('Standard week', 1, 168),
  /** Overtime the venue budgets for one month, everyone together. */
  overtimeBudgetHours: hoursSetting('Overtime budget', 0, 10_000),
  /** How many days a pay period runs. */
  payPeriodDays: z.preprocess(
    formNumber,
    z
      .number({ error: payPeriodMessage })
      .refine((days) => (payPeriodLengths as readonly number[]).includes(days), payPeriodMessage),
  ),
  /** The first day of any one pay period: the others follow it and go before it. */
  payPeriodStart: z.iso.date({ error: 'Pay period start must be a real date written YYYY-MM-DD' }),
};

const staffNeededFields = Object.fromEntries(
  weekdays.map((day) => [day, staffCount(weekdayLabels[day])]),
) as Record<Weekday, ReturnType<typeof staffCount>>;

const extraStaffFields = Object.fromEntries(
  eventKinds.map((kind) => [kind, staffCount(eventKindLabels[kind])]),
) as Record<EventKind, ReturnType<typeof staffCount>>;

export const scheduleSettingsSchema = z.object({
  ...settingsFields,
  /** The staff a day needs with nothing on, by weekday. */
  staffNeeded: z.object(staffNeededFields, {
    error: 'Staff needed must give a number for each weekday',
  }),
  /** The staff each event on a day adds, by its kind. */
  extraStaffPerEvent: z.object(extraStaffFields, {
    error: 'Extra staff per event must give a number for each kind of event',
  }),
});
export type ScheduleSettings = z.output<typeof scheduleSettingsSchema>;
export type ScheduleSettingsInput = z.input<typeof scheduleSettingsSchema>;

/** A form field's name for a weekday's staff or an event kind's extra: as the API names errors. */
export const staffNeededField = (day: Weekday) => `staffNeeded.${day}` as const;
export const extraStaffField = (kind: EventKind) => `extraStaffPerEvent.${kind}` as const;

/**
 * The settings as the staff page's form holds them: every field one text box, the nested ones
 * named as the API names their errors (`staffNeeded.Mon`).
 */
export const scheduleSettingsFormSchema = z
  .object({
    ...settingsFields,
    ...Object.fromEntries(weekdays.map((day) => [staffNeededField(day), staffNeededFields[day]])),
    ...Object.fromEntries(
      eventKinds.map((kind) => [extraStaffField(kind), extraStaffFields[kind]]),
    ),
  })
  .transform((form): ScheduleSettings => {
    const values = form as unknown as Record<string, number>;
    return {
      standardDayHours: form.standardDayHours,
      standardWeekHours: form.standardWeekHours,
      overtimeBudgetHours: form.overtimeBudgetHours,
      payPeriodDays: form.payPeriodDays,
      payPeriodStart: form.payPeriodStart,
      staffNeeded: Object.fromEntries(
        weekdays.map((day) => [day, values[staffNeededField(day)]]),
      ) as ScheduleSettings['staffNeeded'],
      extraStaffPerEvent: Object.fromEntries(
        eventKinds.map((kind) => [kind, values[extraStaffField(kind)]]),
      ) as ScheduleSettings['extraStaffPerEvent'],
    };
  });

/** The settings as the form's text boxes start. */
export const settingsFormValues = (settings: ScheduleSettings): Record<string, string> => ({
  standardDayHours: String(settings.standardDayHours),
  standardWeekHours: String(settings.standardWeekHours),
  overtimeBudgetHours: String(settings.overtimeBudgetHours),
  payPeriodDays: String(settings.payPeriodDays),
  payPeriodStart: settings.payPeriodStart,
  ...Object.fromEntries(
    weekdays.map((day) => [staffNeededField(day), String(settings.staffNeeded[day])]),
  ),
  ...Object.fromEntries(
    eventKinds.map((kind) => [extraStaffField(kind), String(settings.extraStaffPerEvent[kind])]),
  ),
});
