import { catalogueApi, type CreateGame } from '@venue/contracts/games';

import { callApi } from '@/lib/api-client';
import { useApiMutation, type MutationHookOptions } from '@/lib/use-api-mutation';

import { gameListKeys } from './game-list-keys';

/** Replaces the game's fields (and may move it to another category). */
export const updateGame = ({ id, game }: { id: string; game: CreateGame }) =>
  callApi(catalogueApi.routes.update, { params: { id }, body: game });

export const useUpdateGame = (options: MutationHookOptions<typeof updateGame> = {}) =>
  useApiMutation({ ...options, mutationFn: updateGame, invalidates: gameListKeys });
