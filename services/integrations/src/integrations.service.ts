import { fetchExternalEvents } from '@venue/contracts/events';
import {
  enhanceEventQueue,
  enhanceMissingQueue,
  eventEnhanced,
  integrationsApi,
  weatherRefreshQueue,
  weatherUpdated,
} from '@venue/contracts/integrations';
import { defineService } from '@venue/service-kit/service-module';
import { currentWeather } from './weather/current-weather';
import { enhancedEventsReadModel } from './ai/enhanced-events.read-model';
import { eventEnhancements, presentEnhancement } from './ai/event-enhancements';
import { feedImport } from './feeds/feed-import';
import { integrationsEnvSchema } from './integrations.config';
import { integrationsJobs } from './integrations.jobs';
import { integrationsRepository } from './integrations.repository';
import { integrationsRoutes } from './integrations.routes';
import { eventWriterFrom, weatherProviderFrom } from './integrations.providers';

export const integrationsService = defineService({
  name: 'integrations',
  api: integrationsApi,
  env: integrationsEnvSchema,
  publishes: [weatherUpdated, eventEnhanced],
  queues: {
    produces: [weatherRefreshQueue, fetchExternalEvents, enhanceEventQueue, enhanceMissingQueue],
    works: [weatherRefreshQueue, fetchExternalEvents, enhanceEventQueue, enhanceMissingQueue],
  },

  async build({ store, outbox, jobs, logger, config, services, serving, sampleData }) {
    const repository = await integrationsRepository(store);
    const weather = currentWeather({
      repository,
      outbox,
      provider: weatherProviderFrom(config),
      location: { latitude: config.VENUE_LATITUDE, longitude: config.VENUE_LONGITUDE },
      maxAgeMs: config.WEATHER_MAX_AGE_MINUTES * 60_000,
    });
    const enhancedEvents = enhancedEventsReadModel(repository, presentEnhancement);
    const enhancements = eventEnhancements({
      repository,
      outbox,
      services,
      writer: eventWriterFrom(config),
    });
    const importFeeds = feedImport({
      feeds: config.EVENTS_FEEDS,
      timeoutMs: config.EVENTS_FEED_TIMEOUT_MS,
      services,
      logger,
    });
    if (serving && sampleData) {
      // The sample calendar is seeded without domain events: give it content once the events
      // service answers (the job retries until it does). One id: one run however many start.
      await jobs.add(
        enhanceMissingQueue,
        {},
        { jobId: 'enhance-missing-sample-calendar', delayMs: 1000 },
      );
    }
    return {
      handlers: integrationsRoutes({
        weather,
        enhancements,
        enhancedEvents,
        jobs,
        enhanceWaitMs: config.AI_ENHANCE_WAIT_MS,
      }),
      work: integrationsJobs({ weather, enhancements, importFeeds, jobs, logger }),
      readModel: enhancedEvents,
    };
  },
});
