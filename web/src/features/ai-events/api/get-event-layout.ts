import { queryOptions, useQuery } from '@tanstack/react-query';
import { integrationsApi } from '@venue/contracts/integrations';

import { callApi } from '@/lib/api-client';

import { noneWhenNotEnhanced } from './not-enhanced';

/** The event's design suggestions, or null when it was not enhanced yet. */
export const getEventLayout = ({ id, signal }: { id: string; signal?: AbortSignal }) =>
  noneWhenNotEnhanced(callApi(integrationsApi.routes.layout, { params: { id }, signal }));

/** Keyed by the content's version, as the marketing copy is (see get-event-marketing.ts). */
export const getEventLayoutQueryOptions = (id: string, version: string | null) =>
  queryOptions({
    queryKey: ['ai-events', id, 'layout', version],
    queryFn: ({ signal }) => getEventLayout({ id, signal }),
  });

export const useEventLayout = (id: string, version: string | null) =>
  useQuery(getEventLayoutQueryOptions(id, version));
