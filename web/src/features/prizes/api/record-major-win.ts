import { operationsApi } from '@venue/contracts/operations';
import type { MajorWinInput } from '@venue/contracts/prizes';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

import { getMajorWinsQueryOptions } from './get-major-wins';

/** Won now unless a time is given. */
export const recordMajorWin = (win: MajorWinInput) =>
  callApi(operationsApi.routes.recordMajorWin, { body: win });

export const recordMajorWinMutation = apiMutation({
  mutationFn: recordMajorWin,
  invalidates: [getMajorWinsQueryOptions().queryKey],
});
