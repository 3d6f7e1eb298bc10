import { useQuery } from '@tanstack/react-query';
import { apiRoutes } from './api-routes';
import { routeQueryOptions } from './route-query';

/**
 * The venue's details as staff keep them: name, phone, e-mails, address, hours, social links,
 * holiday hours and the notices due today. Here, not in a feature, because the site's frame
 * (footer, structured data), the contact and home pages and several features show them; every
 * public page's render prefetches it, so it arrives in the HTML.
 */
export const getVenueQueryOptions = () =>
  routeQueryOptions(['venue'], () => apiRoutes.venueSettings().then((routes) => routes.settings));

export const useVenue = () => useQuery(getVenueQueryOptions());
