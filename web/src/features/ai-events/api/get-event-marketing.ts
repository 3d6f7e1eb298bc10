import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';
import { apiRoutes } from '@/lib/api-routes';

import { noneWhenNotEnhanced } from './not-enhanced';

/** The event's marketing copy, or null when it was not enhanced yet. */
export const getEventMarketing = ({ id, signal }: { id: string; signal?: AbortSignal }) =>
  noneWhenNotEnhanced(
    apiRoutes
      .integrations()
      .then((routes) => callApi(routes.marketing, { params: { id }, signal })),
  );

/**
 * `version` is when the content the page knows of was written: a newer one in the enhanced
 * list is a new key, so the copy is fetched again without waiting to be told.
 */
export const getEventMarketingQueryOptions = (id: string, version: string | null) =>
  queryOptions({
    queryKey: ['ai-events', id, 'marketing', version],
    queryFn: ({ signal }) => getEventMarketing({ id, signal }),
  });

export const useEventMarketing = (id: string, version: string | null) =>
  useQuery(getEventMarketingQueryOptions(id, version));
