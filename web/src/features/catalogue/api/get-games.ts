import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueApi } from '@venue/contracts/catalogue';

import { callApi } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';

/** Every game, grouped by category. */
export const getGames = ({ signal }: { signal?: AbortSignal } = {}) =>
  callApi(catalogueApi.routes.grouped, { signal });

export const getGamesQueryOptions = () =>
  queryOptions({
    queryKey: ['games'],
    queryFn: ({ signal }) => getGames({ signal }),
  });

type UseGamesOptions = {
  queryConfig?: QueryConfig<typeof getGamesQueryOptions>;
};

export const useGames = ({ queryConfig }: UseGamesOptions = {}) =>
  useQuery({ ...getGamesQueryOptions(), ...queryConfig });
