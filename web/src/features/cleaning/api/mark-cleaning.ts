import type { CleaningMark } from '@venue/contracts/cleaning';
import { operationsApi } from '@venue/contracts/operations';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

import { getCleaningListQueryOptions } from './get-cleaning-list';

/** Marks a game cleaned (or not) for the week; a comment left out stays as it was. */
export const markCleaning = (mark: CleaningMark) =>
  callApi(operationsApi.routes.markCleaning, { body: mark });

const { queryKey } = getCleaningListQueryOptions();

/** The saved game goes into the list at once (no flicker back while the list refetches). */
export const markCleaningMutation = apiMutation({
  mutationFn: markCleaning,
  invalidates: [queryKey],
  updatesCache: (queryClient, saved) =>
    queryClient.setQueryData(queryKey, (list) =>
      list?.map((game) =>
        game.name === saved.name && game.category === saved.category ? saved : game,
      ),
    ),
});
