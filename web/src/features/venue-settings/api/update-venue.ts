import { venueSettingsApi, type VenueSettingsInput } from '@venue/contracts/venue';

import { callApi } from '@/lib/api-client';
import { getVenueQueryOptions } from '@/lib/get-venue';
import { apiMutation } from '@/lib/use-api-mutation';

/** Admins: every setting at once; 200 with the venue as the site now shows it, 400 per field. */
export const updateVenue = (settings: VenueSettingsInput) =>
  callApi(venueSettingsApi.routes.update, { body: settings });

/**
 * Saves the settings and keeps their answer as the venue's (the public read may still be the
 * edge's copy until the change's event has dropped it).
 */
export const updateVenueMutation = apiMutation({
  mutationFn: updateVenue,
  updatesCache: (queryClient, venue) =>
    queryClient.setQueryData(getVenueQueryOptions().queryKey, venue),
});
