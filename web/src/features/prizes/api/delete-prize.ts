import { operationsApi } from '@venue/contracts/operations';

import { callApi } from '@/lib/api-client';
import { useApiMutation, type MutationHookOptions } from '@/lib/use-api-mutation';

import { prizesQueryKey } from './prize-keys';

export const deletePrize = ({ id }: { id: string }) =>
  callApi(operationsApi.routes.deletePrize, { params: { id } });

export const useDeletePrize = (options: MutationHookOptions<typeof deletePrize> = {}) =>
  useApiMutation({
    ...options,
    mutationFn: deletePrize,
    invalidates: [prizesQueryKey],
  });
