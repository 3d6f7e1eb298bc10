import { operationsApi } from '@venue/contracts/operations';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

import { prizesQueryKey } from './prize-keys';

export const deletePrize = ({ id }: { id: string }) =>
  callApi(operationsApi.routes.deletePrize, { params: { id } });

export const deletePrizeMutation = apiMutation({
  mutationFn: deletePrize,
  invalidates: [prizesQueryKey],
});
