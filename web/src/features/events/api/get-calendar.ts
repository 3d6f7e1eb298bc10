import { queryOptions, useQuery } from '@tanstack/react-query';

import { getEvents } from './get-events';
import { getFeaturedEvents } from './get-featured-events';

/** The /events page's data: every event and the featured ones, fetched together. */
export const getCalendarQueryOptions = () =>
  queryOptions({
    queryKey: ['events', 'calendar'],
    queryFn: async ({ signal }) => {
      const [all, featured] = await Promise.all([
        getEvents({ signal }),
        getFeaturedEvents({ signal }),
      ]);
      return { all, featured };
    },
  });

export const useCalendar = () => useQuery(getCalendarQueryOptions());
