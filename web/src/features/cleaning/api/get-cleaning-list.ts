import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationsApi } from '@venue/contracts/operations';

import { staffQueryKey } from '@/lib/query-client';
import { routeQueryOptions } from '@/lib/route-query';

/** Spec: the cleaning list refetches every 30 seconds, so several staff see each other's marks. */
export const cleaningRefetchMs = 30_000;

/** Every game with this venue week's cleaning and open issues, each naming the week's Monday. */
export const getCleaningListQueryOptions = () =>
  queryOptions({
    ...routeQueryOptions([...staffQueryKey, 'cleaning-list'], operationsApi.routes.listCleaning),
    refetchInterval: cleaningRefetchMs,
  });

export const useCleaningList = () => useQuery(getCleaningListQueryOptions());
