import { catalogueApi, type GameCategory } from '@venue/contracts/catalogue';

import { callApiForFile } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

/** The category's pipe-separated file, as text/plain. */
export const exportGames = ({ category }: { category: GameCategory }) =>
  callApiForFile(catalogueApi.routes.exportFile, { query: { category } });

/** A download is an action, not cached data: a mutation, run on demand. */
export const exportGamesMutation = apiMutation({ mutationFn: exportGames });
