import { operationsApi } from '@venue/contracts/operations';
import type { PrizeInput } from '@venue/contracts/prizes';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

import { prizesQueryKey } from './prize-keys';

/** 201 with the prize and its stock status; 400 per field. */
export const createPrize = (prize: PrizeInput) =>
  callApi(operationsApi.routes.createPrize, { body: prize });

export const createPrizeMutation = apiMutation({
  mutationFn: createPrize,
  invalidates: [prizesQueryKey],
});
