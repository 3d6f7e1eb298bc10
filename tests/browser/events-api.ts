import {
  eventSchema,
  type CreateEvent,
  type OccurrenceChangeInput,
  type VenueEvent,
} from '@venue/contracts/events';
import { leaderboardSchema, scoreSchema, type NewScore } from '@venue/contracts/leaderboard';
import { z } from 'zod';

/** Events and scores set up and cleared from Node for the browser tests, through the gateway. */

async function call(baseUrl: string, method: string, path: string, token?: string, json?: unknown) {
  const response = await fetch(new URL(path, baseUrl), {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(json !== undefined && { 'content-type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** The venue's calendar date `days` from its today (from the gateway's venue clock). */
export async function venueDate(baseUrl: string, days = 0): Promise<string> {
  const clock = z
    .object({ today: z.string() })
    .parse(await (await call(baseUrl, 'GET', '/api/venue-time')).json());
  const [year, month, day] = clock.today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The events from a week ago on (the list's first window), read past the edge cache (as staff), so a change just made is seen. */
export async function listEvents(baseUrl: string, token: string): Promise<VenueEvent[]> {
  return z
    .array(eventSchema)
    .parse(await (await call(baseUrl, 'GET', '/api/events', token)).json());
}

export async function createEventViaApi(baseUrl: string, token: string, event: CreateEvent) {
  return eventSchema.parse(await (await call(baseUrl, 'POST', '/api/events', token, event)).json());
}

export async function updateEventViaApi(baseUrl: string, token: string, event: VenueEvent) {
  const { id, title, date, time, location, description, cost, registrationUrl, featured } = event;
  await call(baseUrl, 'PUT', `/api/events/${id}`, token, {
    title,
    date,
    time,
    location,
    description,
    cost,
    registrationUrl,
    featured,
    kind: event.kind,
    recurrence: event.recurrence,
  });
}

/** One date of a series changed on its own (cancelled, moved...). */
export async function changeOccurrenceViaApi(
  baseUrl: string,
  token: string,
  id: string,
  originalDate: string,
  change: OccurrenceChangeInput,
) {
  await call(baseUrl, 'PUT', `/api/events/${id}/occurrences/${originalDate}`, token, change);
}

/** One event as visitors get it (a series with its next dates). */
export async function eventViaApi(baseUrl: string, id: string): Promise<VenueEvent> {
  return eventSchema.parse(await (await call(baseUrl, 'GET', `/api/events/${id}`)).json());
}

/** Deletes the event if it is (still) there. */
export async function deleteEventIfThere(baseUrl: string, token: string, id: string) {
  if ((await listEvents(baseUrl, token)).some((event) => event.id === id)) {
    await call(baseUrl, 'DELETE', `/api/events/${id}`, token);
  }
}

export async function addScoreViaApi(baseUrl: string, token: string, score: NewScore) {
  return scoreSchema.parse(
    await (await call(baseUrl, 'POST', '/api/leaderboard/scores', token, score)).json(),
  );
}

export async function deleteScoreViaApi(baseUrl: string, token: string, id: string) {
  await call(baseUrl, 'DELETE', `/api/leaderboard/scores/${id}`, token);
}

/** This month's board as visitors get it. */
export async function currentBoard(baseUrl: string) {
  return leaderboardSchema.parse(await (await call(baseUrl, 'GET', '/api/leaderboard')).json());
}
