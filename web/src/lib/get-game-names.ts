import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from './api-routes';
import { routeQueryOptions } from './route-query';

/**
 * Every game's name in the catalogue, sorted: the games a score or a machine report can be
 * for. Here, not in a feature, because the leaderboard and the machine reports both ask.
 */
export const getGameNamesQueryOptions = () =>
  queryOptions({
    // Under 'games', so the catalogue's own changes refresh it too.
    ...routeQueryOptions(['games', 'names'], () =>
      apiRoutes.catalogue().then((routes) => routes.names),
    ),
  });

export const useGameNames = () => useQuery(getGameNamesQueryOptions());
