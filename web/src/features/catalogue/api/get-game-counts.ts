import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { apiRoutes } from '@/lib/api-routes';

/**
 * How many games each category has. Staff ask with their token, which passes the edge cache:
 * right after their own change they read it, not an answer from just before.
 */
export const getGameCounts = async ({
  signal,
  asStaff,
}: { signal?: AbortSignal; asStaff?: boolean } = {}) =>
  callApi((await apiRoutes.catalogue()).counts, { signal, asStaff });

/** Under `['games', 'counts']` either way, so that invalidating the public counts drops the staff ones too. */
export const getGameCountsQueryOptions = ({ asStaff = false }: { asStaff?: boolean } = {}) =>
  queryOptions({
    queryKey: asStaff ? ['games', 'counts', 'staff'] : ['games', 'counts'],
    queryFn: ({ signal }) => getGameCounts({ signal, asStaff }),
  });

export const useGameCounts = ({ asStaff }: { asStaff?: boolean } = {}) =>
  useQuery(getGameCountsQueryOptions({ asStaff }));
