import { eventChanged, fetchExternalEvents } from '@venue/contracts/events';
import {
  enhanceEventQueue,
  enhanceMissingQueue,
  weatherRefreshQueue,
} from '@venue/contracts/integrations';
import type { Jobs } from '@venue/jobs/jobs.port';
import type { Logger } from '@venue/service-kit/logger';
import type { ServiceWork } from '@venue/service-kit/service-module';
import { venueTimeZone } from '@venue/venue-time/venue-time';
import type { CurrentWeather } from './weather/current-weather';
import type { EventEnhancements } from './ai/event-enhancements';
import { OutsideServiceError } from './outside/http';

const weatherRefreshEveryMs = 10 * 60_000;

/**
 * The service's jobs and what starts them: the weather every 10 minutes (and at once), the
 * feeds daily at 06:00 venue time (and on Fetch New Events), an event's content on Enhance and
 * whenever the event is created or changed, and content for events that have none (the sample
 * calendar, on a fresh embedded start).
 */
export function integrationsJobs(options: {
  weather: CurrentWeather;
  enhancements: EventEnhancements;
  importFeeds: () => Promise<unknown>;
  jobs: Jobs;
  logger: Logger;
}): ServiceWork {
  const { weather, enhancements, importFeeds, jobs, logger } = options;
  return {
    workers: [
      {
        queue: weatherRefreshQueue,
        handler: async () => {
          try {
            await weather.refresh();
          } catch (error) {
            // The stored reading stays; the page says so once it is too old. A provider that is
            // down, slow or resting behind the breaker is one line, every 10 minutes it lasts;
            // anything else is this code's fault, with its stack, and fails the job.
            if (error instanceof OutsideServiceError) {
              logger.warn(
                { provider: weather.provider, reason: error.message },
                'integrations: the weather could not be refreshed',
              );
              return;
            }
            logger.warn(
              { provider: weather.provider, err: error },
              'integrations: the weather could not be refreshed',
            );
            throw error;
          }
        },
      },
      { queue: fetchExternalEvents, handler: importFeeds },
      {
        queue: enhanceEventQueue,
        handler: ({ eventId }: { eventId: string }) => enhancements.enhance(eventId),
      },
      {
        queue: enhanceMissingQueue,
        handler: async () => {
          const eventIds = await enhancements.withoutContent();
          for (const eventId of eventIds) {
            await jobs.add(enhanceEventQueue, { eventId }, { jobId: `enhance-missing-${eventId}` });
          }
          if (eventIds.length > 0) {
            logger.info({ events: eventIds.length }, 'integrations: writing content for events');
          }
        },
      },
    ],
    subscriptions: [
      {
        event: eventChanged,
        as: 'integrations-enhancer',
        handler: async ({ change, eventId }, context) => {
          if (change === 'deleted') return enhancements.remove(eventId);
          // The domain event's id makes a redelivery the same job.
          await jobs.add(enhanceEventQueue, { eventId }, { jobId: `enhance-${context.eventId}` });
        },
      },
    ],
    schedules: [
      {
        queue: weatherRefreshQueue,
        id: 'weather-refresh-every-10-minutes',
        when: { everyMs: weatherRefreshEveryMs },
        payload: {},
      },
      {
        queue: fetchExternalEvents,
        id: 'events-fetch-external-daily',
        when: { cron: '0 6 * * *', timeZone: venueTimeZone },
        payload: {},
      },
    ],
  };
}
