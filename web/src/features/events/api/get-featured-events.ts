import { callApi } from '@/lib/api-client';
import { apiRoutes } from '@/lib/api-routes';

/** Featured events from today on (the server's venue today). */
export const getFeaturedEvents = async ({ signal }: { signal?: AbortSignal } = {}) =>
  callApi((await apiRoutes.events()).featured, { signal });
