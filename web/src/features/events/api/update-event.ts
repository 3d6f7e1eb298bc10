import { eventsApi, type EventInput } from '@venue/contracts/events';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

/** The event with these fields (its id never changes); 404 when it is gone. */
export const updateEvent = ({ id, event }: { id: string; event: EventInput }) =>
  callApi(eventsApi.routes.update, { params: { id }, body: event });

export const updateEventMutation = apiMutation({
  mutationFn: updateEvent,
  invalidates: [['events']],
});
