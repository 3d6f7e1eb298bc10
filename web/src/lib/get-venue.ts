import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';
import { apiRoutes } from './api-routes';

/**
 * The venue's details as staff keep them: name, phone, e-mails, address, hours, social links,
 * holiday hours and the notices due today. Here, not in a feature, because the site's frame
 * (footer, structured data), the contact and home pages and several features show them; every
 * public page's render prefetches it, so it arrives in the HTML.
 */
export const getVenue = async ({ signal }: { signal?: AbortSignal } = {}) =>
  callApi((await apiRoutes.venueSettings()).settings, { signal });

export const getVenueQueryOptions = () =>
  queryOptions({
    queryKey: ['venue'],
    queryFn: ({ signal }) => getVenue({ signal }),
  });

export const useVenue = () => useQuery(getVenueQueryOptions());
