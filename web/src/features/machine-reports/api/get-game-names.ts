import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueApi } from '@venue/contracts/games';

import { callApi } from '@/lib/api-client';

/** Every game name in the catalogue, sorted: the report form's choices. */
export const getGameNames = ({ signal }: { signal?: AbortSignal } = {}) =>
  callApi(catalogueApi.routes.names, { signal });

export const getGameNamesQueryOptions = () =>
  queryOptions({
    queryKey: ['games', 'names'],
    queryFn: ({ signal }) => getGameNames({ signal }),
  });

export const useGameNames = () => useQuery(getGameNamesQueryOptions());
