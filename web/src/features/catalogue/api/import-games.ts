import { catalogueApi, type GameCategory } from '@venue/contracts/catalogue';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

import { gameListKeys } from './game-list-keys';

export type ImportGamesInput = {
  category: GameCategory;
  /** The file's text: one `name|manufacturer|year|description` a line. */
  text: string;
  /** true: only report what would change. */
  dryRun: boolean;
};

/**
 * The category then holds exactly the file's games. 200 with the report; 422 with `errors` per
 * "line N" and nothing stored.
 */
export const importGames = ({ category, text, dryRun }: ImportGamesInput) =>
  callApi(catalogueApi.routes.importFile, {
    query: { category, dryRun: dryRun ? 'true' : undefined },
    body: text,
  });

export const importGamesMutation = apiMutation({
  mutationFn: importGames,
  invalidates: (report) => (report.dryRun ? [] : gameListKeys),
});
