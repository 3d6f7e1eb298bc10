import { operationsApi } from '@venue/contracts/operations';

import { callApi } from '@/lib/api-client';
import { useApiMutation, type MutationHookOptions } from '@/lib/use-api-mutation';

import { getContactMessagesQueryOptions } from './get-contact-messages';

export const setContactMessageHandled = ({ id, handled }: { id: string; handled: boolean }) =>
  callApi(operationsApi.routes.updateContactMessage, { params: { id }, body: { handled } });

export const useSetContactMessageHandled = (
  options: MutationHookOptions<typeof setContactMessageHandled> = {},
) =>
  useApiMutation({
    ...options,
    mutationFn: setContactMessageHandled,
    invalidates: [getContactMessagesQueryOptions().queryKey],
  });
