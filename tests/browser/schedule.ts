import {
  monthlyScheduleSchema,
  scheduleDaySchema,
  staffScheduleSchema,
  type ScheduleDay,
  type StaffSchedule,
} from '@venue/contracts/schedule';
import { scheduleSettingsSchema, type ScheduleSettings } from '@venue/contracts/schedule-settings';
import type { Page } from 'playwright-core';

/** The schedule set up, read and put back from Node for the browser tests, through the gateway. */
export function scheduleApi(baseUrl: string, token: () => string) {
  async function staffCall(method: string, path: string, json?: unknown) {
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers: {
        authorization: `Bearer ${token()}`,
        ...(json !== undefined && { 'content-type': 'application/json' }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  }

  const currentWeek = async (): Promise<StaffSchedule> =>
    staffScheduleSchema.parse(await staffCall('GET', '/api/staff/schedule'));

  /** The day as stored now, to put back after a test changed it. */
  async function dayAsStored(date: string): Promise<ScheduleDay> {
    const month = Number(date.slice(5, 7)) - 1;
    const schedule = monthlyScheduleSchema.parse(
      await staffCall('GET', `/api/staff/schedule/monthly?month=${month}&year=${date.slice(0, 4)}`),
    );
    const day = schedule.weeks.flatMap((week) => week.days).find((cell) => cell.date === date);
    if (!day) throw new Error(`${date} is not in its month`);
    return day;
  }

  /** Saves a day as the page would: its shift, staff, each person's times and coverage. */
  async function saveDay(
    day: Pick<ScheduleDay, 'date' | 'day' | 'shift' | 'staff' | 'coverage'> & {
      shifts?: Array<{ name: string; start: string; end: string }>;
    },
  ) {
    return scheduleDaySchema.parse(
      await staffCall('POST', '/api/staff/schedule/monthly/update', {
        date: day.date,
        day: day.day,
        shift: day.shift,
        staff: day.staff,
        shifts: (day.shifts ?? []).map(({ name, start, end }) => ({ name, start, end })),
        coverage: day.coverage,
        month: Number(day.date.slice(5, 7)) - 1,
        year: Number(day.date.slice(0, 4)),
      }),
    );
  }

  /** Days' changes made by a test; the days are put back as they were afterwards. */
  async function withDaysRestored(dates: string[], test: () => Promise<void>) {
    const originals = await Promise.all(dates.map(dayAsStored));
    try {
      await test();
    } finally {
      for (const original of originals) await saveDay(original);
    }
  }

  const settings = async (): Promise<ScheduleSettings> =>
    scheduleSettingsSchema.parse(await staffCall('GET', '/api/staff/schedule/settings'));

  return {
    staffCall,
    currentWeek,
    dayAsStored,
    saveDay,
    withDaysRestored,
    withDayRestored: (date: string, test: () => Promise<void>) => withDaysRestored([date], test),
    settings,
    saveSettings: (values: ScheduleSettings) =>
      staffCall('PUT', '/api/staff/schedule/settings', values),
  };
}

export const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The calendar's button for a date: its name starts with the date written out. */
export const dayCell = (page: Page, date: string) =>
  page
    .locator('.schedule-calendar__grid')
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(longDate(date))}`) });

const monthShort = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** The Current Week's row for a date (`Nov 25` on it). */
export const weekRow = (page: Page, date: string) => {
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  return page.locator('.week-day').filter({ hasText: `${monthShort[month - 1]} ${day}` });
};

/** `Wed, Nov 25`. */
export const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));

/** `Wed 25 Nov`, as the alerts name a day. */
export const alertDay = (date: string) => {
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${dayLabel(date).slice(0, 3)} ${day} ${monthShort[month - 1]}`;
};

/** A schedule month's address on the page. */
export const monthPath = (date: string) =>
  `/staff/schedule?month=${Number(date.slice(5, 7)) - 1}&year=${date.slice(0, 4)}`;
