import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gameSchema, type CreateGame, type Game } from '@venue/contracts/games';

import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

import { invalidateGameLists } from './invalidate-game-lists';

/** POST /api/games (staff): 201 with the new game; 400 names bad fields, 409 a taken name. */
export const createGame = (data: CreateGame): Promise<Game> =>
  api.post('/api/games', { body: data, schema: gameSchema, staff: true });

type UseCreateGameOptions = {
  mutationConfig?: MutationConfig<typeof createGame>;
};

export const useCreateGame = ({ mutationConfig }: UseCreateGameOptions = {}) => {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    onSuccess: (...args) => {
      void invalidateGameLists(queryClient);
      return onSuccess?.(...args);
    },
    ...restConfig,
    mutationFn: createGame,
  });
};
