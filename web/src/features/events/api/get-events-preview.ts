import { queryOptions, useQuery } from '@tanstack/react-query';
import { upcomingLimitDefault } from '@venue/contracts/values';

import { getFeaturedEvents } from './get-featured-events';
import { getUpcomingEvents } from './get-upcoming-events';

/** The home page's events: the featured ones and the next six, fetched together. */
export const getEventsPreviewQueryOptions = () =>
  queryOptions({
    queryKey: ['events', 'preview'],
    queryFn: async ({ signal }) => {
      const [featured, upcoming] = await Promise.all([
        getFeaturedEvents({ signal }),
        getUpcomingEvents({ limit: upcomingLimitDefault, signal }),
      ]);
      return { featured, upcoming };
    },
  });

export const useEventsPreview = () => useQuery(getEventsPreviewQueryOptions());
