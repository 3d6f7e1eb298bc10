import { operationsApi } from '@venue/contracts/operations';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

import { getContactMessagesQueryOptions } from './get-contact-messages';

export const deleteContactMessage = ({ id }: { id: string }) =>
  callApi(operationsApi.routes.deleteContactMessage, { params: { id } });

export const deleteContactMessageMutation = apiMutation({
  mutationFn: deleteContactMessage,
  invalidates: [getContactMessagesQueryOptions().queryKey],
});
