import { operationsApi } from '@venue/contracts/operations';
import type { MajorWinInput } from '@venue/contracts/prizes';

import { callApi } from '@/lib/api-client';
import { useApiMutation, type MutationHookOptions } from '@/lib/use-api-mutation';

import { getMajorWinsQueryOptions } from './get-major-wins';

/** Won now unless a time is given. */
export const recordMajorWin = (win: MajorWinInput) =>
  callApi(operationsApi.routes.recordMajorWin, { body: win });

export const useRecordMajorWin = (options: MutationHookOptions<typeof recordMajorWin> = {}) =>
  useApiMutation({
    ...options,
    mutationFn: recordMajorWin,
    invalidates: [getMajorWinsQueryOptions().queryKey],
  });
