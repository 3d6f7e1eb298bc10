import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueApi } from '@venue/contracts/catalogue';

import { callApi } from './api-client';

/**
 * Every game's name in the catalogue, sorted: the games a score or a machine report can be
 * for. Here, not in a feature, because the leaderboard and the machine reports both ask.
 */
export const getGameNames = ({ signal }: { signal?: AbortSignal } = {}) =>
  callApi(catalogueApi.routes.names, { signal });

export const getGameNamesQueryOptions = () =>
  queryOptions({
    // Under 'games', so the catalogue's own changes refresh it too.
    queryKey: ['games', 'names'],
    queryFn: ({ signal }) => getGameNames({ signal }),
  });

export const useGameNames = () => useQuery(getGameNamesQueryOptions());
