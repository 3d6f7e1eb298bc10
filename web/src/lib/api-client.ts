import { hrefOf, type QueryValues, type RouteDeclaration } from '@venue/contracts/http';
import { linkHeader, linkOf, totalCountHeader } from '@venue/contracts/page-links';
import type { z } from 'zod';

import { expireStaffSession, readStaffToken } from './staff-session';

/**
 * Every call to the API starts from a route declared in `@venue/contracts` (method, path,
 * access, schemas), so no URL is written by hand in the web app and the browser sends exactly
 * what the server validates with.
 */

/**
 * A non-OK answer. The message is the spec's `${status}: ${bodyText || statusText}`;
 * status and body stay available for screens that want to say more.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly bodyText: string;
  /** The call carried the staff token and the server refused it: the session was ended here. */
  readonly endedSession: boolean;
  /** How long the server asked to wait before trying again (`Retry-After`, e.g. on a 429). */
  readonly retryAfterSeconds: number | null;

  constructor(
    status: number,
    statusText: string,
    bodyText: string,
    { endedSession = false, retryAfterSeconds = null }: ApiErrorDetails = {},
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.bodyText = bodyText;
    this.endedSession = endedSession;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

type ApiErrorDetails = { endedSession?: boolean; retryAfterSeconds?: number | null };

/** A `Retry-After` header in seconds from now: it gives either seconds or an HTTP date. */
function retryAfterSecondsOf(header: string | null, now = Date.now()): number | null {
  if (header === null) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * The status a failed call was answered with, or null (a network failure). A failure the server
 * rendered a page with reaches the browser as JSON, an ApiError's fields without its class, so
 * the status is read from the fields.
 */
export function failedStatusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('status' in error)) return null;
  return typeof error.status === 'number' ? error.status : null;
}

/** True for the failure of a call whose 401 ended the staff session (already said once). */
export const isSessionEnd = (error: unknown): boolean =>
  error instanceof ApiError && error.endedSession;

type ParamsInput<R> = R extends { params: infer S extends z.ZodType }
  ? { params: z.input<S> }
  : { params?: never };

type QueryInput<R> = R extends { query: infer S extends z.ZodType }
  ? object extends z.input<S>
    ? { query?: z.input<S> }
    : { query: z.input<S> }
  : { query?: never };

/** JSON routes take their schema's input; text routes a string; stream routes a file. */
type BodyInput<R> = R extends { body: { kind: 'json'; schema: infer S extends z.ZodType } }
  ? { body: z.input<S> }
  : R extends { body: { kind: 'text' } }
    ? { body: string }
    : R extends { body: { kind: 'stream' } }
      ? { body: Blob }
      : { body?: never };

/**
 * Protected routes always carry the token. A public route carries it only when asked: one that
 * answers staff differently from visitors. Sign-in never does, so a wrong password's 401 cannot
 * end someone else's session.
 */
type StaffInput<R> = R extends { access: 'public' } ? { asStaff?: boolean } : { asStaff?: never };

export type CallInput<R extends RouteDeclaration> = ParamsInput<R> &
  QueryInput<R> &
  BodyInput<R> &
  StaffInput<R> & { signal?: AbortSignal };

/** What `callApi` resolves to: the parsed answer when the route declares its shape. */
export type ResponseOf<R extends RouteDeclaration> = R extends {
  response: infer S extends z.ZodType;
}
  ? z.output<S>
  : unknown;

/** The input argument may be left out when the route needs no params, query or body. */
type InputArgs<R extends RouteDeclaration> =
  object extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

/** The loose shape every CallInput has, for the code that sends it. */
type AnyInput = {
  params?: Record<string, string>;
  query?: QueryValues;
  body?: unknown;
  asStaff?: boolean;
  signal?: AbortSignal;
};

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/** The server renders pages with the gateway's own reads of the same routes, not HTTP. */
export function setApiTransport(next: Transport): void {
  transport = next;
}

function encodeBody(route: RouteDeclaration, body: unknown): { type?: string; payload?: BodyInit } {
  if (body === undefined || !route.body) return {};
  switch (route.body.kind) {
    case 'json':
      return { type: 'application/json', payload: JSON.stringify(body) };
    case 'text':
      return { type: 'text/plain; charset=utf-8', payload: body as string };
    case 'stream': {
      const file = body as Blob;
      return { type: file.type || 'application/octet-stream', payload: file };
    }
  }
}

/**
 * Sends one call and returns the OK response. Throws ApiError for any other status; a 401 to a
 * call that carried the staff token means the server no longer accepts the session, which is
 * ended here (once, however many calls fail together).
 */
async function send(route: RouteDeclaration, input: AnyInput, accept: string): Promise<Response> {
  const headers = new Headers({ Accept: accept });
  const { type, payload } = encodeBody(route, input.body);
  if (type) headers.set('Content-Type', type);
  const token = route.access !== 'public' || input.asStaff ? readStaffToken() : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);

  const response = await transport(hrefOf(route, input.params, input.query), {
    method: route.method,
    headers,
    body: payload,
    credentials: 'include',
    signal: input.signal,
  });
  if (response.ok) return response;
  const bodyText = await response.text();
  const endsSession = response.status === 401 && token !== null && token === readStaffToken();
  if (endsSession) expireStaffSession();
  throw new ApiError(response.status, response.statusText, bodyText, {
    endedSession: endsSession,
    retryAfterSeconds: retryAfterSecondsOf(response.headers.get('Retry-After')),
  });
}

/**
 * One call to a declared route: the URL from its path, params and query; the body sent as the
 * route reads it (JSON, text or a file); the staff token on every route that is not public; the
 * answer parsed with `route.response` when declared (else the JSON as it is, null when empty).
 *
 *   callApi(catalogueApi.routes.update, { params: { id }, body: game })
 */
export async function callApi<R extends RouteDeclaration>(
  route: R,
  ...[input]: InputArgs<R>
): Promise<ResponseOf<R>> {
  const response = await send(route, (input ?? {}) as AnyInput, 'application/json');
  return parsedAnswer(route, response);
}

/** The JSON answer, parsed with `route.response` when declared; null when empty. */
async function parsedAnswer<R extends RouteDeclaration>(
  route: R,
  response: Response,
): Promise<ResponseOf<R>> {
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : null;
  return (route.response ? route.response.parse(data) : data) as ResponseOf<R>;
}

/** One call whose answer is a file (e.g. an export): the body as a Blob, typed by the server. */
export async function callApiForFile<R extends RouteDeclaration>(
  route: R,
  ...[input]: InputArgs<R>
): Promise<Blob> {
  const response = await send(route, (input ?? {}) as AnyInput, '*/*');
  return response.blob();
}

/** One page of a paged list: its items, the whole list's count and the query of the pages around it. */
export type Page<R extends RouteDeclaration> = {
  items: ResponseOf<R>;
  total: number | undefined;
  next: Record<string, string> | undefined;
  prev: Record<string, string> | undefined;
};

const queryOfLink = (header: string | null, rel: 'next' | 'prev') => {
  const url = linkOf(header, rel);
  return url === undefined
    ? undefined
    : Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? ''));
};

/**
 * One page of a list route (see `@venue/contracts/paging`): the items parsed as `callApi` does,
 * `X-Total-Count`, and the query values `Link` gives for the next and previous pages.
 */
export async function callApiPage<R extends RouteDeclaration>(
  route: R,
  ...[input]: InputArgs<R>
): Promise<Page<R>> {
  const response = await send(route, (input ?? {}) as AnyInput, 'application/json');
  const total = response.headers.get(totalCountHeader);
  const links = response.headers.get(linkHeader);
  return {
    items: await parsedAnswer(route, response),
    total: total === null ? undefined : Number(total),
    next: queryOfLink(links, 'next'),
    prev: queryOfLink(links, 'prev'),
  };
}
