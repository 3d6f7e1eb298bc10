import type { EventFields } from '@venue/contracts/events';
import type { Outbox } from '@venue/service-kit/outbox';
import { eventRecords } from './event-records';
import { eventEdits } from './event-edits.domain';
import { eventFeeds } from './event-feeds.domain';
import type { EventsRepository } from './events.repository';

/**
 * The events' use cases, each in its own file: staff's edits and outside feeds' upserts, both
 * writing through the same recorded writes (each saved with its event.changed).
 */
export function eventsDomain(events: EventsRepository, outbox: Outbox) {
  const records = eventRecords(events, outbox);
  return {
    ...eventEdits(events, records),
    ...eventFeeds(events, records),

    /** First start: the sample calendar, saved before anything can read it (no event to tell). */
    async seedIfEmpty(seed: Array<EventFields & { id: string }>): Promise<number> {
      if ((await events.count()) > 0) return 0;
      for (const { id, ...fields } of seed) await events.insert(id, fields);
      return seed.length;
    },
  };
}

export type EventsDomain = ReturnType<typeof eventsDomain>;
