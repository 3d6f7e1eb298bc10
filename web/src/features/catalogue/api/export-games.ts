import { catalogueApi, type GameCategory } from '@venue/contracts/catalogue';

import { callApiForFile } from '@/lib/api-client';
import { useApiMutation, type MutationHookOptions } from '@/lib/use-api-mutation';

/** The category's pipe-separated file, as text/plain. */
export const exportGames = ({ category }: { category: GameCategory }) =>
  callApiForFile(catalogueApi.routes.exportFile, { query: { category } });

/** A download is an action, not cached data: a mutation, run on demand. */
export const useExportGames = (options: MutationHookOptions<typeof exportGames> = {}) =>
  useApiMutation({ ...options, mutationFn: exportGames });
