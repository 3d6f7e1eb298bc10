import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { eventsApi } from '@venue/contracts/events';

import { callApiPage } from '@/lib/api-client';

/** Which window of the calendar: `from` a date on, or the days `before` one (see the contract). */
export type EventsWindow = Record<string, string> | undefined;

/**
 * A window of the calendar, whole venue days in date order; without one, the last week and what
 * follows. Staff ask with their token, which passes the edge cache: right after their own change
 * they read it, not an answer from just before.
 */
export const getEvents = ({
  window,
  signal,
  asStaff,
}: { window?: EventsWindow; signal?: AbortSignal; asStaff?: boolean } = {}) =>
  callApiPage(eventsApi.routes.list, { query: window ?? {}, signal, asStaff });

/** Staff: the default window, with the windows before and after it added on request. */
export const getEventsQueryOptions = ({ asStaff = false }: { asStaff?: boolean } = {}) =>
  infiniteQueryOptions({
    queryKey: ['events', 'all', { asStaff }],
    queryFn: ({ pageParam, signal }) => getEvents({ window: pageParam, signal, asStaff }),
    initialPageParam: undefined as EventsWindow,
    getNextPageParam: (page) => page.next,
    getPreviousPageParam: (page) => page.prev,
    select: (data) => data.pages.flatMap((page) => page.items),
  });

export const useEvents = ({ asStaff }: { asStaff?: boolean } = {}) =>
  useInfiniteQuery(getEventsQueryOptions({ asStaff }));
