import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationsApi } from '@venue/contracts/operations';

import { callApi } from '@/lib/api-client';
import { staffQueryKey } from '@/lib/query-client';

/** Stock to act on and problems still open, for the portal's tiles. */
export const getOperationsSummary = ({ signal }: { signal?: AbortSignal } = {}) =>
  callApi(operationsApi.routes.summary, { signal });

export const getOperationsSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [...staffQueryKey, 'operations-summary'],
    queryFn: ({ signal }) => getOperationsSummary({ signal }),
    // Live figures: fetched again each time the portal opens.
    staleTime: 0,
  });

export const useOperationsSummary = () => useQuery(getOperationsSummaryQueryOptions());
