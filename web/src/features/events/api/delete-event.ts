import { eventsApi } from '@venue/contracts/events';

import { callApi } from '@/lib/api-client';
import { useApiMutation, type MutationHookOptions } from '@/lib/use-api-mutation';

export const deleteEvent = async ({ id }: { id: string }) => {
  await callApi(eventsApi.routes.remove, { params: { id } });
};

export const useDeleteEvent = (options: MutationHookOptions<typeof deleteEvent> = {}) =>
  useApiMutation({ ...options, mutationFn: deleteEvent, invalidates: [['events']] });
