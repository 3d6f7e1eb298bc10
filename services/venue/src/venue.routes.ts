import type { venueSettingsApi } from '@venue/contracts/venue';
import type { Handlers } from '@venue/service-kit/api-router';
import type { VenueDomain } from './venue.domain';
import type { VenueReadModel } from './venue.read-model';

/** The venue's declared routes (packages/contracts/src/venue.ts), each onto the domain. */
export function venueRoutes(
  venue: VenueDomain,
  readModel: VenueReadModel,
): Handlers<typeof venueSettingsApi> {
  return {
    settings: () => readModel.view(),
    update: ({ body, identity }) => venue.save(body, identity.username),
  };
}
