import { eventsApi, occurrencesMaxDays } from '@venue/contracts/events';
import type { DayEvent } from '@venue/contracts/schedule';
import type { Logger } from '@venue/service-kit/logger';
import type { ServiceClient } from '@venue/service-kit/service-client';
import { addDays } from './schedule.dates';

/** What is on each date of a period, by date; null when the events service cannot say. */
export type WhatsOn = (first: string, last: string) => Promise<Map<string, DayEvent[]> | null>;

/**
 * The one place the schedule learns what is on: every date an event is on (`GET
 * /api/events/occurrences`: a series on each of its dates, moved ones where they moved to), in
 * windows as long as the route allows, asked at each use. A cancelled date is not on. When the
 * events service does not answer, the schedule goes on without events (null).
 */
export function whatsOnFromEvents(
  services: ServiceClient,
  logger: Logger,
  windowDays = occurrencesMaxDays,
): WhatsOn {
  return async (first, last) => {
    const byDate = new Map<string, DayEvent[]>();
    try {
      for (let from = first; from <= last; from = addDays(from, windowDays)) {
        const windowEnd = addDays(from, windowDays - 1);
        const to = windowEnd < last ? windowEnd : last;
        const onDates = await services.call('events', eventsApi.routes.occurrences, {
          query: { from, to },
        });
        for (const { date, title, kind, cancelled } of onDates) {
          if (cancelled) continue;
          byDate.set(date, [...(byDate.get(date) ?? []), { title, kind }]);
        }
      }
    } catch (error) {
      logger.warn({ err: error }, 'the events service did not say what is on');
      return null;
    }
    return byDate;
  };
}
