import { venueClockSchema } from '@venue/contracts/venue-time';
import { formatVenueDate, formatVenueTime } from '@venue/venue-time/venue-clock';
import type { z } from 'zod';

import { getJson } from './browser';

/** Helpers for the operations browser tests: records made and read through the API from Node. */

async function send(
  baseUrl: string,
  method: string,
  path: string,
  { token, json }: { token?: string; json?: unknown } = {},
): Promise<unknown> {
  const response = await fetch(new URL(path, baseUrl), {
    method,
    headers: {
      ...(json !== undefined && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  const text = await response.text();
  return text ? JSON.parse(text) : null;
}

export const apiPost = (baseUrl: string, path: string, json: unknown, token?: string) =>
  send(baseUrl, 'POST', path, { json, token });

export const apiDelete = (baseUrl: string, path: string, token: string) =>
  send(baseUrl, 'DELETE', path, { token });

/** A staff GET parsed with the route's response schema. */
export async function apiRead<S extends z.ZodType>(
  baseUrl: string,
  path: string,
  token: string,
  schema: S,
): Promise<z.output<S>> {
  return schema.parse(await send(baseUrl, 'GET', path, { token }));
}

/** `Nov 23, 2026` and `06:31` for an instant, by the server's venue clock (as the pages show it). */
export async function venueFormatter(baseUrl: string) {
  const { offsets } = venueClockSchema.parse(await getJson(baseUrl, '/api/venue-time'));
  return {
    date: (instant: Date) => formatVenueDate(instant, offsets),
    time: (instant: Date) => formatVenueTime(instant, offsets),
  };
}

/** `Nov 23, 2026` for the calendar date `2026-11-23`. */
export const calendarDate = (date: string) =>
  formatVenueDate(new Date(`${date}T00:00:00Z`), [
    { from: '1970-01-01T00:00:00.000Z', offsetMinutes: 0 },
  ]);
