import type { QueryClient } from '@tanstack/react-query';

import { getGameCountsQueryOptions } from './get-game-counts';
import { getGamesQueryOptions } from './get-games';

/** After any change: the lists and counts the public pages and the staff page share. */
export const invalidateGameLists = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: getGamesQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: getGameCountsQueryOptions().queryKey }),
  ]);
