import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  gameImportReportSchema,
  type GameCategory,
  type GameImportReport,
} from '@venue/contracts/games';

import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

import { invalidateGameLists } from './invalidate-game-lists';

export type ImportGamesInput = {
  category: GameCategory;
  /** The file's text: one `name|manufacturer|year|description` a line. */
  text: string;
  /** true: only report what would change. */
  dryRun: boolean;
};

/**
 * POST /api/games/import?category=&dryRun= (staff), the file as text/plain. The category then
 * holds exactly the file's games. 200 with the report; 422 with `errors` per "line N" and
 * nothing stored.
 */
export const importGames = ({
  category,
  text,
  dryRun,
}: ImportGamesInput): Promise<GameImportReport> => {
  const query = new URLSearchParams({ category });
  if (dryRun) query.set('dryRun', 'true');
  return api.post(`/api/games/import?${query.toString()}`, {
    text,
    schema: gameImportReportSchema,
    staff: true,
  });
};

type UseImportGamesOptions = {
  mutationConfig?: MutationConfig<typeof importGames>;
};

export const useImportGames = ({ mutationConfig }: UseImportGamesOptions = {}) => {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    onSuccess: (...args) => {
      const [report] = args;
      if (!report.dryRun) void invalidateGameLists(queryClient);
      return onSuccess?.(...args);
    },
    ...restConfig,
    mutationFn: importGames,
  });
};
