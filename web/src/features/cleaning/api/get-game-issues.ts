import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameCategory } from '@venue/contracts/catalogue';
import { operationsApi } from '@venue/contracts/operations';

import { callApi } from '@/lib/api-client';
import { staffQueryKey } from '@/lib/query-client';

export type GameRef = { gameName: string; category: GameCategory };

/** Every issue reported on one game, newest first. */
export const getGameIssues = ({ gameName, category }: GameRef, signal?: AbortSignal) =>
  callApi(operationsApi.routes.gameIssues, { query: { gameName, category }, signal });

/** All games' issue lists share this prefix. */
export const gameIssuesKey = [...staffQueryKey, 'game-issues'] as const;

export const getGameIssuesQueryOptions = (game: GameRef) =>
  queryOptions({
    queryKey: [...gameIssuesKey, game.category, game.gameName],
    queryFn: ({ signal }) => getGameIssues(game, signal),
  });

export const useGameIssues = (game: GameRef) => useQuery(getGameIssuesQueryOptions(game));
