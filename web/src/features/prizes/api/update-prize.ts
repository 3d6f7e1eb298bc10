import { operationsApi } from '@venue/contracts/operations';
import type { PrizeUpdate } from '@venue/contracts/prizes';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

import { prizesQueryKey } from './prize-keys';

/** Replaces the prize's fields; 409 when someone saved it after this form loaded it. */
export const updatePrize = ({ id, prize }: { id: string; prize: PrizeUpdate }) =>
  callApi(operationsApi.routes.updatePrize, { params: { id }, body: prize });

export const updatePrizeMutation = apiMutation({
  mutationFn: updatePrize,
  invalidates: [prizesQueryKey],
});
