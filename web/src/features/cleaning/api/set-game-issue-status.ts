import type { GameIssueStatus } from '@venue/contracts/cleaning';
import { operationsApi } from '@venue/contracts/operations';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

import { getCleaningListQueryOptions } from './get-cleaning-list';
import { gameIssuesKey } from './get-game-issues';

/** Any of the three statuses, from any other. */
export const setGameIssueStatus = ({ id, status }: { id: string; status: GameIssueStatus }) =>
  callApi(operationsApi.routes.setGameIssueStatus, { params: { id }, body: { status } });

export const setGameIssueStatusMutation = apiMutation({
  mutationFn: setGameIssueStatus,
  invalidates: [getCleaningListQueryOptions().queryKey, gameIssuesKey],
});
