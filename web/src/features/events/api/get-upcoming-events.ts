import { callApi } from '@/lib/api-client';
import { apiRoutes } from '@/lib/api-routes';

/** The next `limit` events from today on (the server's venue today). */
export const getUpcomingEvents = async ({
  limit,
  signal,
}: {
  limit: number;
  signal?: AbortSignal;
}) => callApi((await apiRoutes.events()).upcoming, { query: { limit: String(limit) }, signal });
