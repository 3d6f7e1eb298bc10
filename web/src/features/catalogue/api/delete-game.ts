import { catalogueApi } from '@venue/contracts/catalogue';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

import { gameListKeys } from './game-list-keys';

/** 204. */
export const deleteGame = async ({ id }: { id: string }): Promise<void> => {
  await callApi(catalogueApi.routes.remove, { params: { id } });
};

export const deleteGameMutation = apiMutation({
  mutationFn: deleteGame,
  invalidates: gameListKeys,
});
