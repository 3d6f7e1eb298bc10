import { eventsApi, eventsListLimitMax } from '@venue/contracts/events';
import type { DayEvent } from '@venue/contracts/schedule';
import { isEventKind } from '@venue/contracts/schedule-settings';
import type { Logger } from '@venue/service-kit/logger';
import type { ServiceClient } from '@venue/service-kit/service-client';
import { addDays } from './schedule.dates';

/** What is on each date of a period, by date; null when the events service cannot say. */
export type WhatsOn = (first: string, last: string) => Promise<Map<string, DayEvent[]> | null>;

/**
 * The one place the schedule learns what is on: the events service's calendar (`GET
 * /api/events`), asked at each use. Pages of it hold whole days, so each next page starts the
 * day after the last one read. An event's kind is its `kind` when it has one of the schedule's,
 * else `other`. When the events service does not answer, the schedule goes on without events.
 */
export function whatsOnFromEvents(
  services: ServiceClient,
  logger: Logger,
  pageSize = eventsListLimitMax,
): WhatsOn {
  return async (first, last) => {
    const byDate = new Map<string, DayEvent[]>();
    try {
      for (let from = first; from <= last;) {
        const page = await services.call('events', eventsApi.routes.list, {
          query: { from, limit: String(pageSize) },
        });
        for (const event of page) {
          if (event.date > last) break;
          const kind = 'kind' in event && isEventKind(event.kind) ? event.kind : 'other';
          byDate.set(event.date, [...(byDate.get(event.date) ?? []), { title: event.title, kind }]);
        }
        const lastRead = page.at(-1)?.date;
        if (lastRead === undefined) break;
        from = addDays(lastRead, 1);
      }
    } catch (error) {
      logger.warn({ err: error }, 'the events service did not say what is on');
      return null;
    }
    return byDate;
  };
}
