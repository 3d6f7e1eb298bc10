/**
 * The request a piece of work is for. Every request has an id: the gateway takes a sane one
 * from its client's `X-Request-Id` or makes one, and sends it on; a service takes it from
 * the gateway, passes it on to the services it calls, and records it with the jobs and events
 * the request causes, whose handlers then run with it. While work runs for a request, its id is
 * the current one here, and every line the logger writes carries it (`requestId`).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export const requestIdHeader = 'x-request-id';

const current = new AsyncLocalStorage<string>();

/** The id of the request the running code works for, if any. */
export const currentRequestId = (): string | undefined => current.getStore();

/** Runs `work` (and everything it starts) as work for this request. */
export const withRequestId = <T>(requestId: string, work: () => T): T =>
  current.run(requestId, work);

export const newRequestId = (): string => randomUUID();

/** The header that sends the current request's id on with a call (none outside a request). */
export function requestIdHeaders(): Record<string, string> {
  const requestId = current.getStore();
  return requestId === undefined ? {} : { [requestIdHeader]: requestId };
}

/**
 * A request id a caller sent, if it is one we keep: 1 to 64 letters, digits and `_ . : -` (a
 * UUID, a trace id); anything else (too long, other characters, the header sent twice) is
 * replaced with a new id.
 */
export function saneRequestId(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && /^[\w.:-]{1,64}$/.test(value) ? value : undefined;
}
