import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationsApi } from '@venue/contracts/operations';

import { callApi } from '@/lib/api-client';
import { staffQueryKey } from '@/lib/query-client';

/** Spec: the cleaning list refetches every 30 seconds, so several staff see each other's marks. */
export const cleaningRefetchMs = 30_000;

/** This venue week's Monday and every game with its cleaning and open issues. */
export const getCleaningWeek = ({ signal }: { signal?: AbortSignal } = {}) =>
  callApi(operationsApi.routes.cleaningWeek, { signal });

export const getCleaningWeekQueryOptions = () =>
  queryOptions({
    queryKey: [...staffQueryKey, 'cleaning-week'],
    queryFn: ({ signal }) => getCleaningWeek({ signal }),
    refetchInterval: cleaningRefetchMs,
  });

export const useCleaningWeek = () => useQuery(getCleaningWeekQueryOptions());
