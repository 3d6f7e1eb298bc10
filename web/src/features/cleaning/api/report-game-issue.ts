import type { GameIssueInput } from '@venue/contracts/cleaning';
import { operationsApi } from '@venue/contracts/operations';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

import { getCleaningListQueryOptions } from './get-cleaning-list';
import { gameIssuesKey } from './get-game-issues';

export const reportGameIssue = (issue: GameIssueInput) =>
  callApi(operationsApi.routes.reportGameIssue, { body: issue });

export const reportGameIssueMutation = apiMutation({
  mutationFn: reportGameIssue,
  invalidates: [getCleaningListQueryOptions().queryKey, gameIssuesKey],
});
