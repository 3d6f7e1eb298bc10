import { eventsApi } from '@venue/contracts/events';
import { galleryApi } from '@venue/contracts/gallery';
import { integrationsApi } from '@venue/contracts/integrations';
import { catalogueApi } from '@venue/contracts/catalogue';
import { leaderboardApi } from '@venue/contracts/leaderboard';
import { machinesApi } from '@venue/contracts/machines';
import { operationsApi } from '@venue/contracts/operations';
import { scheduleApi } from '@venue/contracts/schedule';
import { staffAccountsApi } from '@venue/contracts/staff';
import { venueSettingsApi } from '@venue/contracts/venue';
import type { RegistryEntry } from '@venue/service-kit/host';

/**
 * Every service of the product, one line each: its name, its port as its own process, its
 * declared routes and how to load it. The gateway's route table, targets, `<NAME>_URL`
 * variables and status checks, the hosts and the compose check all come from this list.
 */
export const registry: RegistryEntry[] = [
  {
    name: 'catalogue',
    port: 4001,
    api: catalogueApi,
    load: async () => (await import('@venue/catalogue/catalogue.service')).catalogueService,
  },
  {
    name: 'events',
    port: 4002,
    api: eventsApi,
    load: async () => (await import('@venue/events/events.service')).eventsService,
  },
  {
    name: 'leaderboard',
    port: 4003,
    api: leaderboardApi,
    load: async () => (await import('@venue/leaderboard/leaderboard.service')).leaderboardService,
  },
  {
    name: 'gallery',
    port: 4004,
    api: galleryApi,
    load: async () => (await import('@venue/gallery/gallery.service')).galleryService,
  },
  {
    name: 'operations',
    port: 4005,
    api: operationsApi,
    load: async () => (await import('@venue/operations/operations.service')).operationsService,
  },
  {
    name: 'schedule',
    port: 4006,
    api: scheduleApi,
    load: async () => (await import('@venue/schedule/schedule.service')).scheduleService,
  },
  {
    name: 'integrations',
    port: 4007,
    api: integrationsApi,
    load: async () =>
      (await import('@venue/integrations/integrations.service')).integrationsService,
  },
  {
    name: 'machines',
    port: 4008,
    api: machinesApi,
    load: async () => (await import('@venue/machines/machines.service')).machinesService,
  },
  {
    name: 'staff',
    port: 4010,
    api: staffAccountsApi,
    load: async () => (await import('@venue/staff/staff.service')).staffService,
  },
  {
    name: 'venue',
    port: 4009,
    api: venueSettingsApi,
    load: async () => (await import('@venue/venue/venue.service')).venueService,
  },
];
