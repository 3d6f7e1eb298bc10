import { useQuery } from '@tanstack/react-query';

import { apiRoutes } from '@/lib/api-routes';
import type { QueryConfig } from '@/lib/query-client';
import { routeQueryOptions } from '@/lib/route-query';

/** Every event that has generated content, with that content and who wrote it when. */
export const getEnhancedEventsQueryOptions = () =>
  routeQueryOptions(['ai-events', 'enhanced'], () =>
    apiRoutes.integrations().then((routes) => routes.enhancedEvents),
  );

export const useEnhancedEvents = ({
  queryConfig,
}: { queryConfig?: QueryConfig<typeof getEnhancedEventsQueryOptions> } = {}) =>
  useQuery({ ...getEnhancedEventsQueryOptions(), ...queryConfig });
