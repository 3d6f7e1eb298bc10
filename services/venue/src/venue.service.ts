import { venueChanged, venueSettingsApi } from '@venue/contracts/venue';
import { defineService } from '@venue/service-kit/service-module';
import { venueDomain } from './venue.domain';
import { venueReadModel } from './venue.read-model';
import { venueRepository } from './venue.repository';
import { venueRoutes } from './venue.routes';
import { firstStartSettings, venueEnvSchema } from './venue.seed';

export const venueService = defineService({
  name: 'venue',
  api: venueSettingsApi,
  env: venueEnvSchema,
  publishes: [venueChanged],

  async build({ store, outbox, logger, config, serving }) {
    const repository = await venueRepository(store);
    const firstStart = firstStartSettings(config);
    const readModel = venueReadModel(repository, firstStart);
    const venue = venueDomain({ repository, outbox, readModel, logger });
    // Not sample data: the venue's own details, stored once wherever the service is served.
    if (serving) await venue.storeFirstStart(firstStart);
    return { handlers: venueRoutes(venue, readModel), readModel };
  },
});
