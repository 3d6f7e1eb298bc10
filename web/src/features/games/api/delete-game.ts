import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

import { invalidateGameLists } from './invalidate-game-lists';

/** DELETE /api/games/{id} (staff): 204. */
export const deleteGame = async ({ id }: { id: string }): Promise<void> => {
  await api.delete(`/api/games/${encodeURIComponent(id)}`, { staff: true });
};

type UseDeleteGameOptions = {
  mutationConfig?: MutationConfig<typeof deleteGame>;
};

export const useDeleteGame = ({ mutationConfig }: UseDeleteGameOptions = {}) => {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    onSuccess: (...args) => {
      void invalidateGameLists(queryClient);
      return onSuccess?.(...args);
    },
    ...restConfig,
    mutationFn: deleteGame,
  });
};
