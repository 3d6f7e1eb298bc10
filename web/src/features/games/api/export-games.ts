import { useMutation } from '@tanstack/react-query';
import type { GameCategory } from '@venue/contracts/games';

import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** GET /api/games/export?category= (staff): the category's pipe-separated file, as text/plain. */
export const exportGames = ({ category }: { category: GameCategory }): Promise<Blob> =>
  api.getBlob(`/api/games/export?category=${encodeURIComponent(category)}`, { staff: true });

type UseExportGamesOptions = {
  mutationConfig?: MutationConfig<typeof exportGames>;
};

/** A download is an action, not cached data: a mutation, run on demand. */
export const useExportGames = ({ mutationConfig }: UseExportGamesOptions = {}) =>
  useMutation({ ...mutationConfig, mutationFn: exportGames });
