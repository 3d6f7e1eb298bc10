/**
 * The events a request's writes recorded, named (with their ids) in a header of the service's
 * answer: the gateway that sent the request drops what they make stale from its edge cache before
 * the answer leaves it, so whoever wrote reads the change through that gateway at once, rather
 * than after the event comes back over Redis; by their ids it knows them when they do, and drops
 * nothing twice. Only the gateway reads the header, and takes it off: no client sees it, and
 * nothing a client sends can name an event.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerResponse } from 'node:http';

export const publishedEventsHeader = 'x-venue-published-events';

const answering = new AsyncLocalStorage<ServerResponse>();

/** Runs a request's handler (and everything it starts) with the answer its events are named in. */
export const whileAnswering = <T>(res: ServerResponse, work: () => T): T =>
  answering.run(res, work);

/** An event a write recorded: its name, and the id it is published with. */
export interface PublishedEvent {
  name: string;
  id: string;
}

/** Names these events in the answer of the request the running code works for, if not yet sent. */
export function namePublished(events: PublishedEvent[]) {
  const res = answering.getStore();
  if (!res || res.headersSent || events.length === 0) return;
  const named = publishedEvents(res.getHeader(publishedEventsHeader));
  res.setHeader(
    publishedEventsHeader,
    [...named, ...events].map(({ name, id }) => `${name} ${id}`).join(','),
  );
}

/** The events a header value names (each `name id`; an entry without both is none). */
export function publishedEvents(value: string | number | string[] | undefined): PublishedEvent[] {
  if (typeof value !== 'string') return [];
  return value.split(',').flatMap((entry) => {
    const [name, id, ...rest] = entry.trim().split(' ');
    return name && id && rest.length === 0 ? [{ name, id }] : [];
  });
}
