import { z } from 'zod';
import { eventChanged, eventsApi, fetchExternalEvents } from '@venue/contracts/events';
import { venueChanged } from '@venue/contracts/venue';
import { defineService } from '@venue/service-kit/service-module';
import { eventsDomain } from './events.domain';
import { eventsReadModel } from './events.read-model';
import { eventsRepository } from './events.repository';
import { eventsRoutes } from './events.routes';
import { seedEvents } from './events.seed';
import { venueCalendarName } from './venue-name';

const eventsEnvSchema = z.object({
  /** The name calendar apps show for the .ics feed until the venue service says the venue's. */
  EVENTS_CALENDAR_NAME: z.string().trim().min(1).max(80).default('Forks Arcade Events'),
});

export const eventsService = defineService({
  name: 'events',
  api: eventsApi,
  env: eventsEnvSchema,
  publishes: [eventChanged],
  // Fetch New Events asks the integrations service, which holds the outside feeds.
  queues: { produces: [fetchExternalEvents] },

  async build({ store, outbox, jobs, logger, config, services, serving, sampleData }) {
    const repository = await eventsRepository(store);
    const venueName = venueCalendarName({
      services,
      logger,
      fallback: config.EVENTS_CALENDAR_NAME,
      onChange: () => readModel.renamed(),
    });
    const readModel = eventsReadModel(repository, venueName);
    const events = eventsDomain(repository, outbox);
    if (serving && sampleData) {
      const seeded = await events.seedIfEmpty(seedEvents());
      if (seeded > 0) logger.info({ seeded }, 'seeded a sample events calendar');
    }

    return {
      handlers: eventsRoutes(events, readModel, jobs),
      readModel,
      // The calendar is named after the venue: asked again when staff change it.
      work: { listeners: [{ event: venueChanged, handler: () => venueName.ask() }] },
    };
  },
});
