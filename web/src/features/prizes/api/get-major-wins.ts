import { useQuery } from '@tanstack/react-query';
import { operationsApi } from '@venue/contracts/operations';

import { staffQueryKey } from '@/lib/query-client';
import { routeQueryOptions } from '@/lib/route-query';

/** Every major win, newest first. */
export const getMajorWinsQueryOptions = () =>
  routeQueryOptions([...staffQueryKey, 'major-wins'], operationsApi.routes.listMajorWins);

export const useMajorWins = () => useQuery(getMajorWinsQueryOptions());
