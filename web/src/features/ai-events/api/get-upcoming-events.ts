import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventsApi, upcomingLimitMax } from '@venue/contracts/events';

import { callApi } from '@/lib/api-client';

/** The page lists as many upcoming events as the API gives at once. */
export const getUpcomingEvents = ({ signal }: { signal?: AbortSignal } = {}) =>
  callApi(eventsApi.routes.upcoming, { query: { limit: String(upcomingLimitMax) }, signal });

/** Under the events key: every change to the events refreshes this list too. */
export const getUpcomingEventsQueryOptions = () =>
  queryOptions({
    queryKey: ['events', 'upcoming', { limit: upcomingLimitMax }],
    queryFn: ({ signal }) => getUpcomingEvents({ signal }),
  });

export const useUpcomingEvents = () => useQuery(getUpcomingEventsQueryOptions());
