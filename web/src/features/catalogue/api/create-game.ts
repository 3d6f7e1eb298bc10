import { catalogueApi, type CreateGame } from '@venue/contracts/catalogue';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

import { gameListKeys } from './game-list-keys';

/** 201 with the new game; 400 names bad fields, 409 a name taken in the category. */
export const createGame = (game: CreateGame) => callApi(catalogueApi.routes.create, { body: game });

export const createGameMutation = apiMutation({
  mutationFn: createGame,
  invalidates: gameListKeys,
});
