import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationsApi } from '@venue/contracts/operations';

import { callApi } from '@/lib/api-client';
import { staffQueryKey } from '@/lib/query-client';

/** Spec: the cleaning list refetches every 30 seconds, so several staff see each other's marks. */
export const cleaningRefetchMs = 30_000;

/** Every game with this venue week's cleaning and open issues, each naming the week's Monday. */
export const getCleaningList = ({ signal }: { signal?: AbortSignal } = {}) =>
  callApi(operationsApi.routes.listCleaning, { signal });

export const getCleaningListQueryOptions = () =>
  queryOptions({
    queryKey: [...staffQueryKey, 'cleaning-list'],
    queryFn: ({ signal }) => getCleaningList({ signal }),
    refetchInterval: cleaningRefetchMs,
  });

export const useCleaningList = () => useQuery(getCleaningListQueryOptions());
