import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffApi } from '@venue/contracts/staff';

import { staffQueryKey } from '@/lib/query-client';
import { routeQueryOptions } from '@/lib/route-query';

/** Whether each part of the product is answering. */
export const getSystemStatusQueryOptions = () =>
  queryOptions({
    ...routeQueryOptions([...staffQueryKey, 'status'], staffApi.routes.status),
    // A live reading: fetched again each time the portal opens.
    staleTime: 0,
  });

export const useSystemStatus = () => useQuery(getSystemStatusQueryOptions());
