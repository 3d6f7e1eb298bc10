import { operationsApi } from '@venue/contracts/operations';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

import { getContactMessagesQueryOptions } from './get-contact-messages';

export const setContactMessageHandled = ({ id, handled }: { id: string; handled: boolean }) =>
  callApi(operationsApi.routes.updateContactMessage, { params: { id }, body: { handled } });

export const setContactMessageHandledMutation = apiMutation({
  mutationFn: setContactMessageHandled,
  invalidates: [getContactMessagesQueryOptions().queryKey],
});
