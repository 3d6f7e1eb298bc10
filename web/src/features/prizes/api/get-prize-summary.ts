import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationsApi } from '@venue/contracts/operations';

import { callApi } from '@/lib/api-client';

import { prizesQueryKey } from './prize-keys';

/** The summary row (total, inventory value, low and out of stock), worked out on the server. */
export const getPrizeSummary = ({ signal }: { signal?: AbortSignal } = {}) =>
  callApi(operationsApi.routes.prizeSummary, { signal });

export const getPrizeSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [...prizesQueryKey, 'summary'],
    queryFn: ({ signal }) => getPrizeSummary({ signal }),
  });

export const usePrizeSummary = () => useQuery(getPrizeSummaryQueryOptions());
