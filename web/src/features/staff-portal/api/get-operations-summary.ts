import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationsApi } from '@venue/contracts/operations';

import { staffQueryKey } from '@/lib/query-client';
import { routeQueryOptions } from '@/lib/route-query';

/** Stock to act on and problems still open, for the portal's tiles. */
export const getOperationsSummaryQueryOptions = () =>
  queryOptions({
    ...routeQueryOptions([...staffQueryKey, 'operations-summary'], operationsApi.routes.summary),
    // Live figures: fetched again each time the portal opens.
    staleTime: 0,
  });

export const useOperationsSummary = () => useQuery(getOperationsSummaryQueryOptions());
