import { catalogueApi } from '@venue/contracts/games';
import { operationsApi } from '@venue/contracts/operations';
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
    load: async () => (await import('./catalogue/src/catalogue.service')).catalogueService,
  },
  {
    name: 'operations',
    port: 4005,
    api: operationsApi,
    load: async () => (await import('./operations/src/operations.service')).operationsService,
  },
];
