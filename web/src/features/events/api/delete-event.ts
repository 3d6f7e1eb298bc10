import { eventsApi } from '@venue/contracts/events';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

export const deleteEvent = async ({ id }: { id: string }) => {
  await callApi(eventsApi.routes.remove, { params: { id } });
};

export const deleteEventMutation = apiMutation({
  mutationFn: deleteEvent,
  invalidates: [['events']],
});
