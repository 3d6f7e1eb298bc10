import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { VenueEvent } from '@venue/contracts/events';

import { getEvents, type EventsWindow } from './get-events';
import { getFeaturedEvents } from './get-featured-events';

type CalendarPage = { events: VenueEvent[]; featured?: VenueEvent[]; next: EventsWindow };

/**
 * The /events page's data: the calendar's first window and the featured events, fetched
 * together; later windows on request.
 */
export const getCalendarQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['events', 'calendar'],
    queryFn: async ({ pageParam, signal }): Promise<CalendarPage> => {
      if (pageParam) {
        const page = await getEvents({ window: pageParam, signal });
        return { events: page.items, next: page.next };
      }
      const [page, featured] = await Promise.all([
        getEvents({ signal }),
        getFeaturedEvents({ signal }),
      ]);
      return { events: page.items, featured, next: page.next };
    },
    initialPageParam: undefined as EventsWindow,
    getNextPageParam: (page) => page.next,
    select: (data) => ({
      all: data.pages.flatMap((page) => page.events),
      featured: data.pages[0]?.featured ?? [],
    }),
  });

export const useCalendar = () => useInfiniteQuery(getCalendarQueryOptions());
