import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { apiRoutes } from '@/lib/api-routes';
import type { QueryConfig } from '@/lib/query-client';

/**
 * Every event, past and upcoming, by date. Staff ask with their token, which passes the edge
 * cache: right after their own change they read it, not an answer from just before.
 */
export const getEvents = async ({
  signal,
  asStaff,
}: { signal?: AbortSignal; asStaff?: boolean } = {}) =>
  callApi((await apiRoutes.events()).list, { signal, asStaff });

export const getEventsQueryOptions = ({ asStaff = false }: { asStaff?: boolean } = {}) =>
  queryOptions({
    queryKey: ['events', 'all', { asStaff }],
    queryFn: ({ signal }) => getEvents({ signal, asStaff }),
  });

type UseEventsOptions = {
  asStaff?: boolean;
  queryConfig?: QueryConfig<typeof getEventsQueryOptions>;
};

export const useEvents = ({ asStaff, queryConfig }: UseEventsOptions = {}) =>
  useQuery({ ...getEventsQueryOptions({ asStaff }), ...queryConfig });
