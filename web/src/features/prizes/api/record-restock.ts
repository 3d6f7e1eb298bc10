import { operationsApi } from '@venue/contracts/operations';
import type { RestockInput } from '@venue/contracts/prizes';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

import { getRestocksQueryOptions } from './get-restocks';

/** Restocked now unless a time is given. */
export const recordRestock = (restock: RestockInput) =>
  callApi(operationsApi.routes.recordRestock, { body: restock });

export const recordRestockMutation = apiMutation({
  mutationFn: recordRestock,
  invalidates: [getRestocksQueryOptions().queryKey],
});
