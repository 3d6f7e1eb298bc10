import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationsApi } from '@venue/contracts/operations';

import { callApi } from '@/lib/api-client';

import { prizesQueryKey } from './prize-keys';

/** Every prize with its stock status worked out on the server, sorted by name. */
export const getPrizes = ({ signal }: { signal?: AbortSignal } = {}) =>
  callApi(operationsApi.routes.listPrizes, { signal });

export const getPrizesQueryOptions = () =>
  queryOptions({
    queryKey: [...prizesQueryKey, 'list'],
    queryFn: ({ signal }) => getPrizes({ signal }),
  });

export const usePrizes = () => useQuery(getPrizesQueryOptions());
