import type { QueryFunction } from '@tanstack/react-query';
import type { z } from 'zod';

import { expireStaffSession, readStaffToken, staffSessionKeys } from './staff-session';

/** Local-storage key of the staff JWT, sent as a bearer token on staff paths. */
export const staffTokenKey = staffSessionKeys.token;

/**
 * A non-OK answer. The message is the spec's `${status}: ${bodyText || statusText}`;
 * status and body stay available for screens that want to say more.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly bodyText: string;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.bodyText = bodyText;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type CallOptions = {
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, as text/plain (e.g. a game file). Ignored when `body` is given. */
  text?: string;
  /**
   * Whether to send the staff token. Unset: only on paths containing `/staff` (the spec's
   * rule). `true`: also on other paths the server protects (game writes, import, export).
   * `false`: never (sign-in). A call that sent the token and is answered 401 ends the session.
   */
  staff?: boolean;
  signal?: AbortSignal;
};

export type RequestOptions<TSchema extends z.ZodType> = CallOptions & {
  /** Parses (and so checks) the JSON answer. */
  schema?: TSchema;
};

const tokenFor = (path: string, staff: boolean | undefined): string | null => {
  if (staff === false) return null;
  if (staff === true || path.includes('/staff')) return readStaffToken();
  return null;
};

/**
 * Sends one call and returns the OK response. Throws ApiError for any other status; a 401 to a
 * call that carried the staff token means the server no longer accepts the session.
 */
async function send(
  method: HttpMethod,
  path: string,
  { body, text, staff, signal }: CallOptions,
  accept: string,
): Promise<Response> {
  const headers = new Headers({ Accept: accept });
  let payload: string | undefined;
  if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  } else if (text !== undefined) {
    headers.set('Content-Type', 'text/plain; charset=utf-8');
    payload = text;
  }
  const token = tokenFor(path, staff);
  if (token) headers.set('Authorization', `Bearer ${token}`);

  const response = await fetch(path, {
    method,
    headers,
    body: payload,
    credentials: 'include',
    signal,
  });
  if (response.ok) return response;
  const bodyText = await response.text();
  if (response.status === 401 && token && token === readStaffToken()) expireStaffSession();
  throw new ApiError(response.status, response.statusText, bodyText);
}

/**
 * One call to the API: JSON in (or text), JSON out, cookies included, staff paths authorised.
 * Throws ApiError for a non-OK status; an empty body (e.g. 204) parses as null.
 */
export async function apiRequest<TSchema extends z.ZodType = z.ZodUnknown>(
  method: HttpMethod,
  path: string,
  options: RequestOptions<TSchema> = {},
): Promise<z.output<TSchema>> {
  const { schema, ...call } = options;
  const response = await send(method, path, call, 'application/json');
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : null;
  return (schema ? schema.parse(data) : data) as z.output<TSchema>;
}

/** One call whose answer is a file: the body as a Blob (type from the response). */
export async function apiRequestBlob(
  method: HttpMethod,
  path: string,
  options: CallOptions = {},
): Promise<Blob> {
  const response = await send(method, path, options, 'text/plain, application/octet-stream, */*');
  return response.blob();
}

type BodylessOptions<TSchema extends z.ZodType> = Omit<RequestOptions<TSchema>, 'body' | 'text'>;

export const api = {
  get: <TSchema extends z.ZodType>(path: string, options?: BodylessOptions<TSchema>) =>
    apiRequest('GET', path, options),
  post: <TSchema extends z.ZodType>(path: string, options?: RequestOptions<TSchema>) =>
    apiRequest('POST', path, options),
  put: <TSchema extends z.ZodType>(path: string, options?: RequestOptions<TSchema>) =>
    apiRequest('PUT', path, options),
  patch: <TSchema extends z.ZodType>(path: string, options?: RequestOptions<TSchema>) =>
    apiRequest('PATCH', path, options),
  delete: <TSchema extends z.ZodType>(path: string, options?: BodylessOptions<TSchema>) =>
    apiRequest('DELETE', path, options),
  /** GET a file (e.g. an export) as a Blob. */
  getBlob: (path: string, options?: Omit<CallOptions, 'body' | 'text'>) =>
    apiRequestBlob('GET', path, options),
};

/** What a query does when the API answers 401: resolve to null, or fail (the default). */
export type UnauthorizedBehavior = 'returnNull' | 'throw';

export type Fetcher<T> = (init: { signal: AbortSignal }) => Promise<T>;

/**
 * Turns a fetcher into a query function. With `on401: 'returnNull'` a 401 resolves to null
 * (e.g. "who is signed in?"); every other error, and a 401 by default, is thrown.
 */
export function getQueryFn<T>(fetcher: Fetcher<T>, options?: { on401?: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>(
  fetcher: Fetcher<T>,
  options: { on401: 'returnNull' },
): QueryFunction<T | null>;
export function getQueryFn<T>(
  fetcher: Fetcher<T>,
  { on401 = 'throw' }: { on401?: UnauthorizedBehavior } = {},
): QueryFunction<T | null> {
  return async ({ signal }) => {
    try {
      return await fetcher({ signal });
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) {
        return null;
      }
      throw error;
    }
  };
}
