import { operationsApi } from '@venue/contracts/operations';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

import { getRestocksQueryOptions } from './get-restocks';

export const deleteRestock = ({ id }: { id: string }) =>
  callApi(operationsApi.routes.deleteRestock, { params: { id } });

export const deleteRestockMutation = apiMutation({
  mutationFn: deleteRestock,
  invalidates: [getRestocksQueryOptions().queryKey],
});
