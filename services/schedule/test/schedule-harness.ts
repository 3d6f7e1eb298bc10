/**
 * The schedule service over HTTP on a real temp store, as its test files share it: one service
 * at a time (with the events service it asks what is on), started by `start()` and closed by
 * `closeSchedule()` after each test, with the venue clock the test sets and every
 * `schedule.changed` it announces.
 */
import { expect, vi } from 'vitest';
import { errorBodySchema } from '@venue/contracts/errors';
import {
  isScheduled,
  monthlyScheduleSchema,
  scheduleChanged,
  scheduleDaySchema,
  staffScheduleSchema,
  type MonthlySchedule,
  type ScheduleChangedEvent,
} from '@venue/contracts/schedule';
import {
  startServicesUnderTest,
  type CallOptions,
  type ServicesUnderTest,
} from '@venue/test-helpers/service-harness';
import { eventsService } from '@venue/events/events.service';
import { integrationsService } from '@venue/integrations/integrations.service';
import { scheduleService } from '../src/schedule.service';

/** Settings every test starts from unless it says otherwise: no sample plan, round numbers. */
export const baseEnv = {
  SCHEDULE_SEED: 'false',
  // The events service's Fetch New Events is worked by integrations, whose weather stays offline.
  OPEN_METEO_URL: 'http://127.0.0.1:9',
  SCHEDULE_STANDARD_WEEK_HOURS: '40',
  SCHEDULE_OVERTIME_BUDGET_HOURS: '20',
};

/** The service the last `start()` hosted. */
export let hosted: ServicesUnderTest;
let started = false;
/** What that service announced since it started. */
export let events: ScheduleChangedEvent[];

export async function start(
  env: Record<string, string> = {},
  dataDir?: string,
  modules: Parameters<typeof startServicesUnderTest>[0] = [
    scheduleService,
    eventsService,
    integrationsService,
  ],
) {
  hosted = await startServicesUnderTest(modules, {
    env: { ...baseEnv, ...env },
    ...(dataDir && { dataDir }),
  });
  started = true;
  if (hosted.services.events) await clearEventsCalendar();
  events = [];
  hosted.jobs.subscribe(scheduleChanged, 'schedule-test', async (payload) => {
    events.push(payload);
  });
}

/** For `afterEach`: the venue clock runs real time again and the service is closed. */
export async function closeSchedule() {
  vi.useRealTimers();
  if (started) await hosted.close();
  started = false;
}

/** The venue's clock reads this instant (and runs on from it). */
export const venueClockAt = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(iso));
};

export const api = (path: string, options: CallOptions = {}) =>
  hosted.call('schedule', path, options);

export async function monthly(month: number, year: number): Promise<MonthlySchedule> {
  const response = await api(`/api/staff/schedule/monthly?month=${month}&year=${year}`, {
    as: 'staff',
  });
  expect(response.status).toBe(200);
  return monthlyScheduleSchema.parse(await response.json());
}

export async function currentWeek() {
  const response = await api('/api/staff/schedule', { as: 'staff' });
  expect(response.status).toBe(200);
  return staffScheduleSchema.parse(await response.json());
}

export const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const dayOf = (date: string) => weekdays[new Date(`${date}T12:00:00Z`).getUTCDay()] as string;

export const dayBody = (date: string, fields: Record<string, unknown> = {}) => ({
  date,
  day: dayOf(date),
  shift: '2 PM - 10 PM',
  staff: ['Sarah', 'Mike'],
  coverage: 'full',
  month: Number(date.slice(5, 7)) - 1,
  year: Number(date.slice(0, 4)),
  ...fields,
});

export async function saveDay(date: string, fields: Record<string, unknown> = {}) {
  const response = await api('/api/staff/schedule/monthly/update', {
    method: 'POST',
    as: 'staff',
    json: dayBody(date, fields),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return scheduleDaySchema.parse(await response.json());
}

export const expectErrorBody = async (response: Response, status: number) => {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  return errorBodySchema.parse(await response.json());
};

export const datesOf = (schedule: MonthlySchedule) =>
  schedule.weeks.map((week) => week.days.map((day) => day.date));
export const scheduledIn = (schedule: MonthlySchedule) =>
  schedule.weeks.flatMap((week) => week.days).filter(isScheduled);
/** The spec's schedule day fields, and the ones this product adds (`holiday` only on holidays). */
export const scheduleDayKeys = [
  'coverage',
  'date',
  'day',
  'events',
  'hours',
  'requiredStaff',
  'shift',
  'shifts',
  'short',
  'staff',
];

/** Each of these people working from `start` to `end`, paid `hours`, as a day's `shifts` shows it. */
export const shiftsOf = (names: string[], start: string, end: string, hours: number) =>
  names.map((name) => ({ name, start, end, hours }));

/** What a day adds to the spec's fields when nothing is on and two staff are needed (the default). */
export const plainDay = { requiredStaff: 2, events: [] };

/** The events service's sample calendar goes: each test says what is on. */
async function clearEventsCalendar() {
  const response = await hosted.call('events', '/api/events?from=2000-01-01&limit=500');
  for (const { id } of (await response.json()) as Array<{ id: string }>) {
    const removed = await hosted.call('events', `/api/events/${id}`, {
      method: 'DELETE',
      as: 'staff',
    });
    expect(removed.ok).toBe(true);
  }
}

/** An event on the venue's calendar, created through the events service's own route. */
/** Creates an event through the events service; `more` adds fields (a kind, a recurrence). */
export async function addEvent(
  date: string,
  title = 'Pinball Open',
  more: Record<string, unknown> = {},
) {
  const id = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${date.replaceAll('-', '')}`;
  const response = await hosted.call('events', '/api/events', {
    method: 'POST',
    as: 'staff',
    json: { id, title, date, location: 'The Forks', description: `${title} at the venue`, ...more },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return id;
}
