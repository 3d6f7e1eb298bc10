import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';
import { apiRoutes } from '@/lib/api-routes';

import { noneWhenNotEnhanced } from './not-enhanced';

/** The event's design suggestions, or null when it was not enhanced yet. */
export const getEventLayout = ({ id, signal }: { id: string; signal?: AbortSignal }) =>
  noneWhenNotEnhanced(
    apiRoutes.integrations().then((routes) => callApi(routes.layout, { params: { id }, signal })),
  );

/** Keyed by the content's version, as the marketing copy is (see get-event-marketing.ts). */
export const getEventLayoutQueryOptions = (id: string, version: string | null) =>
  queryOptions({
    queryKey: ['ai-events', id, 'layout', version],
    queryFn: ({ signal }) => getEventLayout({ id, signal }),
  });

export const useEventLayout = (id: string, version: string | null) =>
  useQuery(getEventLayoutQueryOptions(id, version));
