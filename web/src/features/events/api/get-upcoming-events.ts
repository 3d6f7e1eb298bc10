import { eventsApi } from '@venue/contracts/events';

import { callApi } from '@/lib/api-client';

/** The next `limit` events from today on (the server's venue today). */
export const getUpcomingEvents = ({ limit, signal }: { limit: number; signal?: AbortSignal }) =>
  callApi(eventsApi.routes.upcoming, { query: { limit: String(limit) }, signal });
