import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gameSchema, type CreateGame, type Game } from '@venue/contracts/games';

import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

import { invalidateGameLists } from './invalidate-game-lists';

/** PUT /api/games/{id} (staff): replaces the game's fields (and may move it to a category). */
export const updateGame = ({ id, data }: { id: string; data: CreateGame }): Promise<Game> =>
  api.put(`/api/games/${encodeURIComponent(id)}`, { body: data, schema: gameSchema, staff: true });

type UseUpdateGameOptions = {
  mutationConfig?: MutationConfig<typeof updateGame>;
};

export const useUpdateGame = ({ mutationConfig }: UseUpdateGameOptions = {}) => {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    onSuccess: (...args) => {
      void invalidateGameLists(queryClient);
      return onSuccess?.(...args);
    },
    ...restConfig,
    mutationFn: updateGame,
  });
};
