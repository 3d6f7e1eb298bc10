/**
 * The events a request's writes recorded, named in a header of the service's answer: the gateway
 * that sent the request drops what they make stale from its edge cache before the answer leaves
 * it, so whoever wrote reads the change through that gateway at once, rather than after the
 * event comes back over Redis. Only the gateway reads the header, and takes it off: no client
 * sees it, and nothing a client sends can name an event.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerResponse } from 'node:http';

export const publishedEventsHeader = 'x-venue-published-events';

const answering = new AsyncLocalStorage<ServerResponse>();

/** Runs a request's handler (and everything it starts) with the answer its events are named in. */
export const whileAnswering = <T>(res: ServerResponse, work: () => T): T =>
  answering.run(res, work);

/** Names these events in the answer of the request the running code works for, if not yet sent. */
export function namePublished(names: string[]) {
  const res = answering.getStore();
  if (!res || res.headersSent || names.length === 0) return;
  const named = publishedEventNames(res.getHeader(publishedEventsHeader));
  res.setHeader(publishedEventsHeader, [...new Set([...named, ...names])].join(','));
}

/** The event names a header value holds. */
export function publishedEventNames(value: string | number | string[] | undefined): string[] {
  if (typeof value !== 'string') return [];
  return value.split(',').filter(Boolean);
}
