import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationsApi } from '@venue/contracts/operations';

import { callApi } from '@/lib/api-client';
import { staffQueryKey } from '@/lib/query-client';

/** Every prize with its stock status, and the summary row, both worked out on the server. */
export const getPrizes = ({ signal }: { signal?: AbortSignal } = {}) =>
  callApi(operationsApi.routes.listPrizes, { signal });

export const getPrizesQueryOptions = () =>
  queryOptions({
    queryKey: [...staffQueryKey, 'prizes'],
    queryFn: ({ signal }) => getPrizes({ signal }),
  });

export const usePrizes = () => useQuery(getPrizesQueryOptions());
