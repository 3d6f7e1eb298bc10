import { eventsApi } from '@venue/contracts/events';

import { callApi } from '@/lib/api-client';
import { useApiMutation, type MutationHookOptions } from '@/lib/use-api-mutation';

/** Reads the configured outside feeds now; answers how many events were new. */
export const fetchNewEvents = () => callApi(eventsApi.routes.fetchNew);

export const useFetchNewEvents = (options: MutationHookOptions<typeof fetchNewEvents> = {}) =>
  useApiMutation({ ...options, mutationFn: fetchNewEvents, invalidates: [['events']] });
