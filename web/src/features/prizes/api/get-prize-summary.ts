import { useQuery } from '@tanstack/react-query';
import { operationsApi } from '@venue/contracts/operations';

import { routeQueryOptions } from '@/lib/route-query';

import { prizesQueryKey } from './prize-keys';

/** The summary row (total, inventory value, low and out of stock), worked out on the server. */
export const getPrizeSummaryQueryOptions = () =>
  routeQueryOptions([...prizesQueryKey, 'summary'], operationsApi.routes.prizeSummary);

export const usePrizeSummary = () => useQuery(getPrizeSummaryQueryOptions());
