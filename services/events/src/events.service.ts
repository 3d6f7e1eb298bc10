import { z } from 'zod';
import { eventChanged, eventsApi, fetchExternalEvents } from '@venue/contracts/events';
import { defineService } from '@venue/service-kit/service-module';
import { eventsDomain } from './events.domain';
import { eventsReadModel } from './events.read-model';
import { eventsRepository } from './events.repository';
import { eventsRoutes } from './events.routes';
import { seedEvents } from './events.seed';

export const eventsEnvSchema = z.object({
  /** The name calendar apps show for the .ics feed. */
  EVENTS_CALENDAR_NAME: z.string().trim().min(1).max(80).default('Forks Arcade Events'),
});
export type EventsEnv = z.output<typeof eventsEnvSchema>;

export const eventsService = defineService({
  name: 'events',
  api: eventsApi,
  env: eventsEnvSchema,
  publishes: [eventChanged],
  // Fetch New Events asks the integrations service, which holds the outside feeds.
  queues: { produces: [fetchExternalEvents] },

  async build({ store, outbox, jobs, logger, config, serving, sampleData }) {
    const repository = await eventsRepository(store);
    const readModel = eventsReadModel(repository, { calendarName: config.EVENTS_CALENDAR_NAME });
    const events = eventsDomain(repository, outbox);
    if (serving && sampleData) {
      const seeded = await events.seedIfEmpty(seedEvents());
      if (seeded > 0) logger.info({ seeded }, 'seeded a sample events calendar');
    }

    return { handlers: eventsRoutes(events, readModel, jobs), readModel };
  },
});
