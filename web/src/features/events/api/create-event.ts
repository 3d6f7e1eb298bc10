import { eventsApi, type CreateEvent } from '@venue/contracts/events';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

/** 201 with the new event; 400 names bad fields, 409 an id already taken. */
export const createEvent = (event: CreateEvent) =>
  callApi(eventsApi.routes.create, { body: event });

export const createEventMutation = apiMutation({
  mutationFn: createEvent,
  invalidates: [['events']],
});
