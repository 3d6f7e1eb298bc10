import type { QueryClient } from '@tanstack/react-query';

import { MainLayout } from '@/components/layouts/main-layout';
import { getVenueQueryOptions, useVenue } from '@/lib/get-venue';

/** The public site's frame, with the venue's details as staff keep them (footer, structured data). */
export function SiteLayout() {
  const venue = useVenue();
  return <MainLayout venue={venue.data} />;
}

/**
 * What the frame shows, read before a page in it is rendered on the server: the details arrive
 * in the HTML, and the page is dropped from the edge when staff change them.
 */
export const prefetchSiteLayout = (client: QueryClient) => [
  client.prefetchQuery(getVenueQueryOptions()),
];
