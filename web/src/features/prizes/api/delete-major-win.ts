import { operationsApi } from '@venue/contracts/operations';

import { callApi } from '@/lib/api-client';
import { useApiMutation, type MutationHookOptions } from '@/lib/use-api-mutation';

import { getMajorWinsQueryOptions } from './get-major-wins';

export const deleteMajorWin = ({ id }: { id: string }) =>
  callApi(operationsApi.routes.deleteMajorWin, { params: { id } });

export const useDeleteMajorWin = (options: MutationHookOptions<typeof deleteMajorWin> = {}) =>
  useApiMutation({
    ...options,
    mutationFn: deleteMajorWin,
    invalidates: [getMajorWinsQueryOptions().queryKey],
  });
