import { getGameCountsQueryOptions } from './get-game-counts';
import { getGamesQueryOptions } from './get-games';

/** After any change: the lists and counts the public pages and the staff page share. */
export const gameListKeys = [getGamesQueryOptions().queryKey, getGameCountsQueryOptions().queryKey];
