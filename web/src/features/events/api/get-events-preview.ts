import { queryOptions, useQuery } from '@tanstack/react-query';
import { upcomingLimitDefault, upcomingLimitMax } from '@venue/contracts/values';

import { getFeaturedEvents } from './get-featured-events';
import { getUpcomingEvents } from '@/lib/get-upcoming-events';

/** The home page shows the spec's six upcoming events beside the featured ones. */
const previewUpcomingCount = upcomingLimitDefault;

/**
 * The home page's events: the featured ones, then the next six others. Featured events are
 * upcoming too, so the upcoming list is asked for with room for them, else the grid would be
 * short of six by as many as are featured.
 */
export const getEventsPreviewQueryOptions = () =>
  queryOptions({
    queryKey: ['events', 'preview'],
    queryFn: async ({ signal }) => {
      const featured = await getFeaturedEvents({ signal });
      const limit = Math.min(previewUpcomingCount + featured.length, upcomingLimitMax);
      const featuredIds = new Set(featured.map((event) => event.id));
      const upcoming = (await getUpcomingEvents({ limit, signal }))
        .filter((event) => !featuredIds.has(event.id))
        .slice(0, previewUpcomingCount);
      return { featured, upcoming };
    },
  });

export const useEventsPreview = () => useQuery(getEventsPreviewQueryOptions());
