import { eventsApi } from '@venue/contracts/events';

import { callApi } from '@/lib/api-client';

/** Featured events from today on (the server's venue today). */
export const getFeaturedEvents = ({ signal }: { signal?: AbortSignal } = {}) =>
  callApi(eventsApi.routes.featured, { signal });
