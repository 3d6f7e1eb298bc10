import { queryOptions, useQuery } from '@tanstack/react-query';
import { upcomingLimitMax } from '@venue/contracts/values';

import { callApi } from './api-client';
import { apiRoutes } from './api-routes';

/**
 * The next `limit` events from today on (the server's venue today). Here, not in a feature,
 * because the home page's events and the AI events page both list them.
 */
export const getUpcomingEvents = async ({
  limit,
  signal,
}: {
  limit: number;
  signal?: AbortSignal;
}) => callApi((await apiRoutes.events()).upcoming, { query: { limit: String(limit) }, signal });

/** As many upcoming events as the API gives at once, under the events key: every change to the events refreshes it. */
export const getUpcomingEventsQueryOptions = () =>
  queryOptions({
    queryKey: ['events', 'upcoming', { limit: upcomingLimitMax }],
    queryFn: ({ signal }) => getUpcomingEvents({ limit: upcomingLimitMax, signal }),
  });

export const useUpcomingEvents = () => useQuery(getUpcomingEventsQueryOptions());
