/**
 * The services' declared routes for the calls public pages make (their reads, and the sends of
 * their forms), loaded with the first call that needs them: their schemas (and zod) stay out of
 * a page's first download and evaluation, since a page rendered on the server hydrates from the
 * answers it came with and calls nothing at first. (A form's own schema, which it checks its
 * fields with, loads with it; the contract its send is declared in, often a staff one, does not.)
 *
 *   callApi((await apiRoutes.catalogue()).grouped, { signal })
 */
export const apiRoutes = {
  catalogue: async () => (await import('@venue/contracts/catalogue')).catalogueApi.routes,
  events: async () => (await import('@venue/contracts/events')).eventsApi.routes,
  gallery: async () => (await import('@venue/contracts/gallery')).galleryApi.routes,
  integrations: async () => (await import('@venue/contracts/integrations')).integrationsApi.routes,
  leaderboard: async () => (await import('@venue/contracts/leaderboard')).leaderboardApi.routes,
  machines: async () => (await import('@venue/contracts/machines')).machinesApi.routes,
  operations: async () => (await import('@venue/contracts/operations')).operationsApi.routes,
  staff: async () => (await import('@venue/contracts/staff')).staffApi.routes,
  venue: async () => (await import('@venue/contracts/venue-time')).venueApi.routes,
  venueSettings: async () => (await import('@venue/contracts/venue')).venueSettingsApi.routes,
};
