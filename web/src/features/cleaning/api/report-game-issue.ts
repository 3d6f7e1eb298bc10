import type { GameIssueInput } from '@venue/contracts/cleaning';
import { operationsApi } from '@venue/contracts/operations';

import { callApi } from '@/lib/api-client';
import { useApiMutation, type MutationHookOptions } from '@/lib/use-api-mutation';

import { getCleaningListQueryOptions } from './get-cleaning-list';
import { gameIssuesKey } from './get-game-issues';

export const reportGameIssue = (issue: GameIssueInput) =>
  callApi(operationsApi.routes.reportGameIssue, { body: issue });

export const useReportGameIssue = (options: MutationHookOptions<typeof reportGameIssue> = {}) =>
  useApiMutation({
    ...options,
    mutationFn: reportGameIssue,
    invalidates: [getCleaningListQueryOptions().queryKey, gameIssuesKey],
  });
