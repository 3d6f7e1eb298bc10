import { operationsApi } from '@venue/contracts/operations';

import { callApi } from '@/lib/api-client';
import { useApiMutation, type MutationHookOptions } from '@/lib/use-api-mutation';

import { getContactMessagesQueryOptions } from './get-contact-messages';

export const deleteContactMessage = ({ id }: { id: string }) =>
  callApi(operationsApi.routes.deleteContactMessage, { params: { id } });

export const useDeleteContactMessage = (
  options: MutationHookOptions<typeof deleteContactMessage> = {},
) =>
  useApiMutation({
    ...options,
    mutationFn: deleteContactMessage,
    invalidates: [getContactMessagesQueryOptions().queryKey],
  });
