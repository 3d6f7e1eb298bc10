import { z } from 'zod';
import {
  eventChanged,
  eventsApi,
  fetchExternalEvents,
  type FetchNewEventsResult,
} from '@venue/contracts/events';
import { defineService } from '@venue/service-kit/service-module';
import { venueTimeZone, venueToday } from '@venue/venue-time/venue-time';
import { eventsDomain } from './events.domain';
import { readFeed } from './events.feeds';
import { eventsReadModel } from './events.read-model';
import { eventsRepository } from './events.repository';
import { eventsRoutes } from './events.routes';
import { seedEvents } from './events.seed';

const feedUrl = z.url({ protocol: /^https?$/, error: 'must be http:// or https:// URLs' });

export const eventsEnvSchema = z.object({
  /** Outside feeds (iCalendar or JSON), separated by commas or spaces. None by default. */
  EVENTS_FEEDS: z
    .string()
    .default('')
    .transform((text) => text.split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(feedUrl)),
  /** The name calendar apps show for the .ics feed. */
  EVENTS_CALENDAR_NAME: z.string().trim().min(1).max(80).default('Forks Arcade Events'),
});
export type EventsEnv = z.output<typeof eventsEnvSchema>;

export const eventsService = defineService({
  name: 'events',
  api: eventsApi,
  env: eventsEnvSchema,
  publishes: [eventChanged],
  // Until the integrations service takes the feeds over, the events service reads them itself.
  queues: { produces: [fetchExternalEvents], works: [fetchExternalEvents] },

  async build({ store, outbox, jobs, logger, config, serving, sampleData }) {
    const repository = await eventsRepository(store);
    const readModel = eventsReadModel(repository, { calendarName: config.EVENTS_CALENDAR_NAME });
    const events = eventsDomain(repository, outbox, readModel);
    if (serving && sampleData) {
      const seeded = await events.seedIfEmpty(seedEvents());
      if (seeded > 0) logger.info({ seeded }, 'seeded a sample events calendar');
    }
    await readModel.load();

    const fetchFeeds = async (): Promise<FetchNewEventsResult> => {
      const today = venueToday();
      let newEventsCount = 0;
      let failed = 0;
      for (const url of config.EVENTS_FEEDS) {
        try {
          const { events: found, skipped } = await readFeed(url, today);
          if (skipped > 0) logger.warn({ url, skipped }, 'feed entries that are not events');
          for (const event of found) {
            if ((await events.upsertExternal(event)).created) newEventsCount += 1;
          }
        } catch (error) {
          failed += 1;
          logger.warn({ err: error, url }, 'could not read an event feed');
        }
      }
      if (failed > 0 && failed === config.EVENTS_FEEDS.length) {
        throw new Error(`None of the ${failed} event feeds could be read`);
      }
      return { newEventsCount };
    };

    return {
      handlers: eventsRoutes(events, readModel, jobs),
      work: {
        workers: [{ queue: fetchExternalEvents, handler: fetchFeeds }],
        schedules:
          config.EVENTS_FEEDS.length > 0
            ? [
                {
                  queue: fetchExternalEvents,
                  id: 'events-fetch-external-daily',
                  when: { cron: '0 6 * * *', timeZone: venueTimeZone },
                  payload: {},
                },
              ]
            : [],
        // Another events process may have made the change: every process reloads what it shows.
        listeners: [{ event: eventChanged, handler: () => readModel.load() }],
      },
    };
  },
});
