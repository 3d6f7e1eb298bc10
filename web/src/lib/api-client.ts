import type { QueryFunction } from '@tanstack/react-query';
import type { z } from 'zod';

/** Local-storage key of the staff JWT, sent as a bearer token on staff paths. */
export const staffTokenKey = 'staffToken';

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

export type RequestOptions<TSchema extends z.ZodType> = {
  /** Sent as JSON. */
  body?: unknown;
  /** Parses (and so checks) the JSON answer. */
  schema?: TSchema;
  signal?: AbortSignal;
};

const readStaffToken = (): string | null => {
  try {
    return window.localStorage.getItem(staffTokenKey);
  } catch {
    return null; // storage can be blocked (privacy modes); then there is no token
  }
};

const buildHeaders = (path: string, hasBody: boolean): Headers => {
  const headers = new Headers({ Accept: 'application/json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  if (path.includes('/staff')) {
    const token = readStaffToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }
  return headers;
};

/**
 * One call to the API: JSON in, JSON out, cookies included, staff paths authorised.
 * Throws ApiError for a non-OK status; an empty body (e.g. 204) parses as null.
 */
export async function apiRequest<TSchema extends z.ZodType = z.ZodUnknown>(
  method: HttpMethod,
  path: string,
  options: RequestOptions<TSchema> = {},
): Promise<z.output<TSchema>> {
  const { body, schema, signal } = options;
  const hasBody = body !== undefined;
  const response = await fetch(path, {
    method,
    headers: buildHeaders(path, hasBody),
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
    signal,
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  const data: unknown = text ? JSON.parse(text) : null;
  return (schema ? schema.parse(data) : data) as z.output<TSchema>;
}

type BodylessOptions<TSchema extends z.ZodType> = Omit<RequestOptions<TSchema>, 'body'>;

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
