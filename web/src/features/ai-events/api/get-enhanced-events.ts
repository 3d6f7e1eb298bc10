import { queryOptions, useQuery } from '@tanstack/react-query';
import { integrationsApi } from '@venue/contracts/integrations';

import { callApi } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';

/** Every event that has generated content, with that content and who wrote it when. */
export const getEnhancedEvents = ({ signal }: { signal?: AbortSignal } = {}) =>
  callApi(integrationsApi.routes.enhancedEvents, { signal });

export const getEnhancedEventsQueryOptions = () =>
  queryOptions({
    queryKey: ['ai-events', 'enhanced'],
    queryFn: ({ signal }) => getEnhancedEvents({ signal }),
  });

export const useEnhancedEvents = ({
  queryConfig,
}: { queryConfig?: QueryConfig<typeof getEnhancedEventsQueryOptions> } = {}) =>
  useQuery({ ...getEnhancedEventsQueryOptions(), ...queryConfig });
