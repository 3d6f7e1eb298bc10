import { eventsApi } from '@venue/contracts/events';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

/** Reads the configured outside feeds now; answers how many events were new. */
export const fetchNewEvents = () => callApi(eventsApi.routes.fetchNew);

export const fetchNewEventsMutation = apiMutation({
  mutationFn: fetchNewEvents,
  invalidates: [['events']],
});
