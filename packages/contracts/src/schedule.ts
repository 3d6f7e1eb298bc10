import { z } from 'zod';
import { defineApi } from './http';
import { defineEvent } from './messages';
import {
  copiedWeekSchema,
  copyWeekInputSchema,
  holidaysQuerySchema,
  payrollQuerySchema,
  payrollSchema,
} from './schedule-payroll';
import { eventKinds } from './events';
import { formNumber, scheduleSettingsSchema } from './schedule-settings';
import { optionalText, requiredText } from './text';

/*
 * The staff schedule: one schedule day per venue date (YYYY-MM-DD), the current week with its
 * alerts, overtime and performance figures, and the monthly calendar. Every route is staff-only.
 */

export const coverageStates = ['full', 'understaffed', 'overstaffed'] as const;
export const coverageSchema = z.enum(coverageStates, {
  error: () => `Coverage must be one of: ${coverageStates.join(', ')}`,
});
export type Coverage = z.infer<typeof coverageSchema>;
/** The spec's default coverage: a new day's, and an unscheduled day's. */
export const defaultCoverage: Coverage = 'full';

/** Short weekday names, Sunday first (as `Date.getUTCDay()` counts). */
export const weekdayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export type WeekdayName = (typeof weekdayNames)[number];

/** The spec's years, 2024 to 2026; later years join as they come (see `scheduleYears`). */
export const firstScheduleYear = 2024;
const lastSpecYear = 2026;

/** The years the schedule offers and accepts: 2024 to 2026, and on to next year when that is later. */
export const scheduleYears = (currentYear: number): number[] => {
  const last = Math.max(lastSpecYear, currentYear + 1);
  return Array.from(
    { length: last - firstScheduleYear + 1 },
    (_, index) => firstScheduleYear + index,
  );
};

/** A real calendar date (`2028-02-29` but not `2026-02-29`). */
export const scheduleDateSchema = z.iso.date({
  error: 'Date must be a real date written YYYY-MM-DD',
});

const dateParts = (date: string) => date.split('-').map(Number) as [number, number, number];

/** The weekday of a calendar date: a date's weekday is the same in every time zone. */
export function weekdayOf(date: string): WeekdayName {
  const [year, month, day] = dateParts(date);
  return weekdayNames[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] as WeekdayName;
}

/** The date's month, 0 for January to 11 for December (like `Date`), and its year. */
export function monthOf(date: string): { year: number; month: number } {
  const [year, month] = dateParts(date);
  return { year, month: month - 1 };
}

/** A shift's start and end on the 24-hour clock; `overnight` when it ends the next day. */
export interface ShiftTimes {
  start: string;
  end: string;
  overnight: boolean;
}

const clockTime = String.raw`(\d{1,2})(?::([0-5]\d))?\s*([ap])\.?\s*m\.?`;
const shiftPattern = new RegExp(String.raw`^${clockTime}\s*(?:-|–|—|to)\s*${clockTime}$`, 'i');

const minutesOf = (hour: string, minute: string | undefined, half: string): number | null => {
  const hours = Number(hour);
  if (hours < 1 || hours > 12) return null;
  return ((hours % 12) + (half.toLowerCase() === 'p' ? 12 : 0)) * 60 + Number(minute ?? 0);
};

const clockText = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Reads shift text such as '2 PM - 10 PM', '2:30pm-11pm' or '6 PM to 2 AM' (ends the next day).
 * Null when it is not a 12-hour time range, or when it starts and ends at the same time.
 */
export function parseShift(text: string): ShiftTimes | null {
  const match = shiftPattern.exec(text.trim());
  if (!match) return null;
  const [, startHour, startMinute, startHalf, endHour, endMinute, endHalf] = match;
  const start = minutesOf(startHour as string, startMinute, startHalf as string);
  const end = minutesOf(endHour as string, endMinute, endHalf as string);
  if (start === null || end === null || start === end) return null;
  return { start: clockText(start), end: clockText(end), overnight: end < start };
}

export const shiftFormatMessage = 'Shift Time must be a time range like 2 PM - 10 PM';

/** One staff member's name as it is written on the schedule. */
export const staffNameSchema = requiredText('Staff name', { max: 60 }, 'Staff name is required');

export const maxStaffPerDay = 30;

/** The key a name is known by: one person however their name's case or spacing was typed. */
export const staffNameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Staff names as typed ('Sarah, Mike, Jordan') or as a list: every entry is split on commas and
 * trimmed, empty entries are dropped, and a name given twice is kept once.
 */
export function staffNamesOf(value: string | string[]): string[] {
  const names = (typeof value === 'string' ? [value] : value)
    .flatMap((entry) => entry.split(','))
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = staffNameKey(name);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const staffListSchema = z
  .union([z.string(), z.array(z.string())], {
    error: 'Staff must be names separated by commas, or a list of names',
  })
  .transform(staffNamesOf)
  .superRefine((names, ctx) => {
    if (names.length > maxStaffPerDay) {
      ctx.addIssue({ code: 'custom', message: `At most ${maxStaffPerDay} staff names a day` });
    }
    for (const name of names) {
      const result = staffNameSchema.safeParse(name);
      if (!result.success) {
        ctx.addIssue({
          code: 'custom',
          message: `${result.error.issues[0]?.message ?? 'Staff name is not valid'}: ${name.slice(0, 20)}`,
        });
      }
    }
  });

/** A time of day on the 24-hour clock, as per-person shifts are written: `14:00`, `02:30`. */
const clockPattern = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const clockTimeSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .regex(clockPattern, `${label} must be a time written HH:MM on the 24-hour clock, e.g. 14:00`);

/** `14:30` is `2:30 PM`, `00:00` is `12 AM`: as shift text writes it. */
export const twelveHourClock = (time: string) => {
  const hour = Number(time.slice(0, 2));
  const minute = time.slice(3, 5);
  const shown = `${hour % 12 === 0 ? 12 : hour % 12}${minute === '00' ? '' : `:${minute}`}`;
  return `${shown} ${hour < 12 ? 'AM' : 'PM'}`;
};

/** One person's times as shift text: `{ start: '14:00', end: '22:00' }` is `2 PM - 10 PM`. */
export const shiftTextOf = (times: { start: string; end: string }) =>
  `${twelveHourClock(times.start)} - ${twelveHourClock(times.end)}`;

/** One person's shift as it is sent: who, and the start and end on the 24-hour clock. */
export const personShiftInputSchema = z
  .object({ name: staffNameSchema, start: clockTimeSchema('Start'), end: clockTimeSchema('End') })
  .superRefine((shift, ctx) => {
    if (shift.start === shift.end) {
      ctx.addIssue({
        code: 'custom',
        path: ['end'],
        message: `${shift.name}'s shift must end at another time than it starts`,
      });
    }
  });

export const personShiftsSchema = z
  .array(personShiftInputSchema, { error: 'Shifts must be a list of { name, start, end }' })
  .max(maxStaffPerDay, `At most ${maxStaffPerDay} shifts a day`)
  .superRefine((shifts, ctx) => {
    const seen = new Set<string>();
    shifts.forEach((shift, index) => {
      const key = staffNameKey(shift.name);
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'name'],
          message: `${shift.name} has more than one shift that day`,
        });
      }
      seen.add(key);
    });
  });

/** A person on a day and their times, when known. */
export interface PlannedPerson {
  name: string;
  times: { start: string; end: string } | null;
}

/**
 * Who works a day and when, from a body: the staff named, then anyone with a shift of their own
 * who was not named; each with their own times, else the shift text's when it reads as a time
 * range, else unknown (the text is kept as it was written, its hours unknown).
 */
export function plannedPeople(input: {
  shift: string;
  staff: string[];
  shifts: Array<{ name: string; start: string; end: string }>;
}): PlannedPerson[] {
  const own = new Map(input.shifts.map((shift) => [staffNameKey(shift.name), shift]));
  const shared = parseShift(input.shift);
  const named = new Set(input.staff.map(staffNameKey));
  const people = [
    ...input.staff,
    ...input.shifts.map((shift) => shift.name).filter((name) => !named.has(staffNameKey(name))),
  ];
  return people.map((name) => {
    const mine = own.get(staffNameKey(name));
    const times = mine ? { start: mine.start, end: mine.end } : shared;
    return { name, times: times ? { start: times.start, end: times.end } : null };
  });
}

const dayFields = {
  date: scheduleDateSchema,
  day: z.enum(weekdayNames, { error: `Day must be one of: ${weekdayNames.join(', ')}` }),
  shift: optionalText('Shift Time', { max: 40 }),
  staff: staffListSchema.optional().default([]),
  /** Each person's own times; anyone on `staff` without one works the shift text's times. */
  shifts: personShiftsSchema.optional().default([]),
  coverage: coverageSchema.optional().default(defaultCoverage),
  month: z
    .number({ error: 'Month must be a number from 0 (January) to 11 (December)' })
    .int('Month must be a number from 0 (January) to 11 (December)')
    .min(0, 'Month must be a number from 0 (January) to 11 (December)')
    .max(11, 'Month must be a number from 0 (January) to 11 (December)'),
  year: z
    .number({ error: 'Year must be a 4-digit year' })
    .int('Year must be a 4-digit year')
    .min(1000, 'Year must be a 4-digit year')
    .max(9999, 'Year must be a 4-digit year'),
};

type DayFieldsOutput = z.output<z.ZodObject<typeof dayFields>>;

function checkDay(input: DayFieldsOutput, ctx: z.RefinementCtx) {
  const weekday = weekdayOf(input.date);
  if (input.day !== weekday) {
    ctx.addIssue({ code: 'custom', path: ['day'], message: `${input.date} is a ${weekday}` });
  }
  const { year, month } = monthOf(input.date);
  if (input.month !== month) {
    ctx.addIssue({
      code: 'custom',
      path: ['month'],
      message: `Month must be ${month} for ${input.date}`,
    });
  }
  if (input.year !== year) {
    ctx.addIssue({
      code: 'custom',
      path: ['year'],
      message: `Year must be ${year} for ${input.date}`,
    });
  }
  const people = plannedPeople(input);
  if (people.length > maxStaffPerDay) {
    ctx.addIssue({
      code: 'custom',
      path: ['staff'],
      message: `At most ${maxStaffPerDay} staff names a day`,
    });
  }
  const hasShift = input.shift !== '';
  if (hasShift && people.length === 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['staff'],
      message: "Add at least one staff name, or clear the shift to remove the day's schedule",
    });
  }
  if (!hasShift && people.some((person) => person.times === null)) {
    ctx.addIssue({
      code: 'custom',
      path: ['shift'],
      message: "Enter the shift time, or clear the staff names to remove the day's schedule",
    });
  }
}

/**
 * The spec's body for saving a day (date, day, shift, staff, coverage, month, year), and each
 * person's own times (`shifts`) beside it. A day is scheduled with at least one person and a
 * shift, their own or the shift text; clearing everything removes it. Shift text that is not a
 * time range is kept as written, its hours unknown (and said so in the alerts). The day name,
 * month and year must be the date's.
 */
export const scheduleDayInputSchema = z.object(dayFields).superRefine(checkDay);
export type ScheduleDayInput = z.input<typeof scheduleDayInputSchema>;

/** Times typed on the page for a person, by `staffNameKey`; blank when left empty. */
export type TypedTimes = Record<string, { start: string; end: string }>;

/**
 * The staff page's edit panel: the spec's fields with each person's times as typed (`times`,
 * only for the people whose times were changed from the shift's). Unlike the API, the page saves
 * only days whose hours are known: everyone needs times, their own or a shift like 2 PM - 10 PM.
 */
const typedShifts = (staff: string[], times: TypedTimes) =>
  staff.flatMap((name) => {
    const typed = times[staffNameKey(name)];
    return typed ? [{ name, start: typed.start, end: typed.end }] : [];
  });

export const scheduleDayFormSchema = z
  .object({
    ...dayFields,
    times: z
      .record(z.string(), z.object({ start: z.string(), end: z.string() }))
      .optional()
      .default({}),
  })
  .superRefine(({ times, ...input }, ctx) => {
    for (const { name, start, end } of typedShifts(input.staff, times)) {
      if (!clockPattern.test(start) || !clockPattern.test(end)) {
        ctx.addIssue({
          code: 'custom',
          path: ['times'],
          message: `Give ${name} a start and an end time`,
        });
      } else if (start === end) {
        ctx.addIssue({
          code: 'custom',
          path: ['times'],
          message: `${name}'s shift must end at another time than it starts`,
        });
      }
    }
    const untimed = input.staff.some((name) => !times[staffNameKey(name)]);
    if (input.shift !== '' && !parseShift(input.shift) && untimed) {
      ctx.addIssue({ code: 'custom', path: ['shift'], message: shiftFormatMessage });
    }
    checkDay({ ...input, shifts: typedShifts(input.staff, times) }, ctx);
  })
  .transform(({ times, ...day }) => ({ ...day, shifts: typedShifts(day.staff, times) }));

const queryNumber = (pattern: RegExp, message: string) =>
  z.string({ error: message }).regex(pattern, message).transform(Number).optional();

/** `?month=0-11&year=YYYY`, both or neither (neither: the venue's current month). */
export const monthlyQuerySchema = z
  .object({
    month: queryNumber(
      /^(?:[0-9]|1[01])$/,
      'Month must be a number from 0 (January) to 11 (December)',
    ),
    year: queryNumber(/^\d{4}$/, 'Year must be a 4-digit year'),
  })
  .refine((query) => (query.month === undefined) === (query.year === undefined), {
    path: ['year'],
    message: 'Give both month and year, or neither for the current month',
  });

/** Hours as the schedule writes them: `40`, `37.5`, `8.25`. */
export const formatHours = (hours: number) => String(Math.round(hours * 100) / 100);

/** One person's shift on a day, as answers show it. */
export const personShiftSchema = z.object({
  name: z.string(),
  /** `HH:MM` on the 24-hour clock; an end at or before the start is the next day. */
  start: z.string(),
  end: z.string(),
  /** The hours paid: the shift's length less its unpaid breaks (Manitoba's 30 minutes). */
  hours: z.number(),
});

export const holidayKinds = ['general', 'remembrance'] as const;

/**
 * A Manitoba general holiday (work on it is paid 1.5 times, beside general holiday pay), or
 * Remembrance Day (not a general holiday: rules of its own for opening and pay), with a note.
 */
export const holidaySchema = z.object({
  name: z.string(),
  kind: z.enum(holidayKinds),
  note: z.string(),
});
export type Holiday = z.infer<typeof holidaySchema>;

/** What is on at the venue that day, as the events service says. */
export const dayEventSchema = z.object({ title: z.string(), kind: z.enum(eventKinds) });
export type DayEvent = z.infer<typeof dayEventSchema>;

/**
 * The spec's schedule day, its fields at the top level: the date, its short weekday, the shift,
 * the staff and the coverage. A date with nothing scheduled has a blank shift, no staff and the
 * default coverage. The rest is added:
 * - `shifts`: each person's own times and paid hours. `shift` is the shift text as saved when
 *   everyone works it (or when it is not a time range: then nobody's hours are known, and a name
 *   on `staff` without an entry in `shifts` is someone whose hours are unknown); otherwise the
 *   span from the earliest start to the latest end.
 * - `hours`: the length of `shift`, 0 when none is scheduled or it is not a time range.
 * - `requiredStaff`: the staff the day needs (the weekday's base and each event's extra, from
 *   the settings) and `short`, when fewer are on `staff`. The stored `coverage` is the
 *   manager's own word and is kept as saved; `short` is worked out, and shown where they differ.
 * - `holiday`: a general holiday or Remembrance Day; `events`: what is on that day.
 */
export const scheduleDaySchema = z.object({
  date: z.iso.date(),
  day: z.enum(weekdayNames),
  shift: z.string(),
  staff: z.array(z.string()),
  coverage: coverageSchema,
  hours: z.number(),
  shifts: z.array(personShiftSchema),
  requiredStaff: z.number().int(),
  short: z.boolean(),
  holiday: holidaySchema.optional(),
  events: z.array(dayEventSchema),
});
export type ScheduleDay = z.infer<typeof scheduleDaySchema>;

/** The spec's rule: a day counts as scheduled only with a shift and at least one staff name. */
export const isScheduled = (day: Pick<ScheduleDay, 'shift' | 'staff'>) =>
  day.shift !== '' && day.staff.length > 0;

/**
 * A calendar week, Sunday to Saturday: the month's dates in it, so the first and the last week
 * hold fewer than seven when the month starts after a Sunday or ends before a Saturday (a
 * calendar leaves those cells blank; each day's `day` says its column).
 */
export const calendarWeekSchema = z.object({
  days: z.array(scheduleDaySchema).min(1).max(7),
});

export const monthlyScheduleSchema = z.object({
  year: z.number().int(),
  month: z.number().int().min(0).max(11),
  monthLabel: z.string(),
  /** The venue's date today. */
  today: z.iso.date(),
  /** The years the schedule offers. */
  years: z.array(z.number().int()),
  weeks: z.array(calendarWeekSchema),
  /** False when the events service could not say what is on: staff needed counts no events. */
  eventsKnown: z.boolean(),
});
export type MonthlySchedule = z.infer<typeof monthlyScheduleSchema>;

export const overtimeHoursSchema = z.object({
  /** Overtime in this venue week, everyone together: past the standard day or week. */
  thisWeek: z.number(),
  /** The same for the days of this venue month. */
  thisMonth: z.number(),
  /** The monthly overtime budget in hours. */
  budget: z.number(),
  standardWeek: z.number(),
  standardDay: z.number(),
});

export const staffPerformanceSchema = z.object({
  name: z.string(),
  /** Percent of shifts started on time; null when no figures are recorded. */
  punctuality: z.number().nullable(),
  /** Average customer rating from 1 to 5; null when no figures are recorded. */
  customerRating: z.number().nullable(),
});
export type StaffPerformance = z.infer<typeof staffPerformanceSchema>;

/** The current venue week, Monday to Sunday, and what it means. */
export const staffScheduleSchema = z.object({
  today: z.iso.date(),
  weekStart: z.iso.date(),
  weekEnd: z.iso.date(),
  /** The venue's current month (0-11) and year: the monthly calendar's default. */
  year: z.number().int(),
  month: z.number().int().min(0).max(11),
  currentWeek: z.array(scheduleDaySchema).length(7),
  notifications: z.array(z.string()),
  overtimeHours: overtimeHoursSchema,
  /** Everyone on this week's schedule, by name. */
  staffPerformance: z.array(staffPerformanceSchema),
  eventsKnown: z.boolean(),
});
export type StaffSchedule = z.infer<typeof staffScheduleSchema>;

const punctualityMessage = 'Punctuality must be a whole percentage from 0 to 100';
const ratingMessage = 'Customer rating must be from 1 to 5, with at most one decimal';

export const performanceFiguresSchema = z.object({
  punctuality: z.preprocess(
    formNumber,
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? 'Punctuality is required' : punctualityMessage,
      })
      .int(punctualityMessage)
      .min(0, punctualityMessage)
      .max(100, punctualityMessage),
  ),
  customerRating: z.preprocess(
    formNumber,
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? 'Customer rating is required' : ratingMessage,
      })
      .min(1, ratingMessage)
      .max(5, ratingMessage)
      .refine((rating) => Math.abs(rating * 10 - Math.round(rating * 10)) < 1e-9, ratingMessage),
  ),
});
export type PerformanceFigures = z.input<typeof performanceFiguresSchema>;

export const performanceParamsSchema = z.object({ name: staffNameSchema });

export const scheduleChangeKinds = [
  'day-saved',
  'day-removed',
  'performance-saved',
  'settings-saved',
] as const;

/**
 * Published by the schedule after a day is saved or removed (one each for the days a week's copy
 * writes), a member's figures are saved, or the settings are changed.
 */
export const scheduleChangedEventSchema = z.object({
  change: z.enum(scheduleChangeKinds),
  date: z.iso.date().optional(),
  name: z.string().optional(),
});
export type ScheduleChangedEvent = z.infer<typeof scheduleChangedEventSchema>;

export const scheduleChanged = defineEvent({
  name: 'schedule.changed',
  payload: scheduleChangedEventSchema,
});

/** The schedule's routes: all staff-only, and its settings are changed by an admin. */
export const scheduleApi = defineApi('schedule', {
  currentWeek: {
    method: 'GET',
    path: '/api/staff/schedule',
    access: 'staff',
    response: staffScheduleSchema,
  },
  monthly: {
    method: 'GET',
    path: '/api/staff/schedule/monthly',
    access: 'staff',
    query: monthlyQuerySchema,
    response: monthlyScheduleSchema,
  },
  saveDay: {
    method: 'POST',
    path: '/api/staff/schedule/monthly/update',
    access: 'staff',
    body: { kind: 'json', schema: scheduleDayInputSchema },
    response: scheduleDaySchema,
  },
  savePerformance: {
    method: 'PUT',
    path: '/api/staff/schedule/performance/:name',
    access: 'staff',
    params: performanceParamsSchema,
    body: { kind: 'json', schema: performanceFiguresSchema },
    response: staffPerformanceSchema,
  },
  copyWeek: {
    method: 'POST',
    path: '/api/staff/schedule/weeks/copy',
    access: 'staff',
    body: { kind: 'json', schema: copyWeekInputSchema },
    response: copiedWeekSchema,
  },
  payroll: {
    method: 'GET',
    path: '/api/staff/schedule/payroll',
    access: 'staff',
    query: payrollQuerySchema,
    response: payrollSchema,
  },
  /** The same hours as a CSV file (RFC 4180), for the payroll provider. */
  payrollCsv: {
    method: 'GET',
    path: '/api/staff/schedule/payroll.csv',
    access: 'staff',
    query: payrollQuerySchema,
  },
  holidays: {
    method: 'GET',
    path: '/api/staff/schedule/holidays',
    access: 'staff',
    query: holidaysQuerySchema,
    response: z.array(holidaySchema.extend({ date: z.iso.date() })),
  },
  settings: {
    method: 'GET',
    path: '/api/staff/schedule/settings',
    access: 'staff',
    response: scheduleSettingsSchema,
  },
  saveSettings: {
    method: 'PUT',
    path: '/api/staff/schedule/settings',
    access: 'admin',
    body: { kind: 'json', schema: scheduleSettingsSchema },
    response: scheduleSettingsSchema,
  },
});
