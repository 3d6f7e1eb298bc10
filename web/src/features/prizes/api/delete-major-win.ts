import { operationsApi } from '@venue/contracts/operations';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

import { getMajorWinsQueryOptions } from './get-major-wins';

export const deleteMajorWin = ({ id }: { id: string }) =>
  callApi(operationsApi.routes.deleteMajorWin, { params: { id } });

export const deleteMajorWinMutation = apiMutation({
  mutationFn: deleteMajorWin,
  invalidates: [getMajorWinsQueryOptions().queryKey],
});
