import { operationsApi } from '@venue/contracts/operations';

import { callApi } from '@/lib/api-client';
import { useApiMutation, type MutationHookOptions } from '@/lib/use-api-mutation';

import { getRestocksQueryOptions } from './get-restocks';

export const deleteRestock = ({ id }: { id: string }) =>
  callApi(operationsApi.routes.deleteRestock, { params: { id } });

export const useDeleteRestock = (options: MutationHookOptions<typeof deleteRestock> = {}) =>
  useApiMutation({
    ...options,
    mutationFn: deleteRestock,
    invalidates: [getRestocksQueryOptions().queryKey],
  });
