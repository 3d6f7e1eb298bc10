import { catalogueApi, type CreateGame } from '@venue/contracts/catalogue';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

import { gameListKeys } from './game-list-keys';

/** Replaces the game's fields (and may move it to another category). */
export const updateGame = ({ id, game }: { id: string; game: CreateGame }) =>
  callApi(catalogueApi.routes.update, { params: { id }, body: game });

export const updateGameMutation = apiMutation({
  mutationFn: updateGame,
  invalidates: gameListKeys,
});
