import { catalogueApi } from '@venue/contracts/games';

import { callApi } from '@/lib/api-client';
import { useApiMutation, type MutationHookOptions } from '@/lib/use-api-mutation';

import { gameListKeys } from './game-list-keys';

/** 204. */
export const deleteGame = async ({ id }: { id: string }): Promise<void> => {
  await callApi(catalogueApi.routes.remove, { params: { id } });
};

export const useDeleteGame = (options: MutationHookOptions<typeof deleteGame> = {}) =>
  useApiMutation({ ...options, mutationFn: deleteGame, invalidates: gameListKeys });
