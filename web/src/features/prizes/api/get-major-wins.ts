import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationsApi } from '@venue/contracts/operations';

import { callApi } from '@/lib/api-client';
import { staffQueryKey } from '@/lib/query-client';

/** Every major win, newest first. */
export const getMajorWins = ({ signal }: { signal?: AbortSignal } = {}) =>
  callApi(operationsApi.routes.listMajorWins, { signal });

export const getMajorWinsQueryOptions = () =>
  queryOptions({
    queryKey: [...staffQueryKey, 'major-wins'],
    queryFn: ({ signal }) => getMajorWins({ signal }),
  });

export const useMajorWins = () => useQuery(getMajorWinsQueryOptions());
