import {
  machineFloorChanged,
  machineOutOfOrderChanged,
  machineStatusChanged,
  machinesApi,
  rebuildMachinesQueue,
} from '@venue/contracts/machines';
import { publicBaseUrlSchema } from '@venue/service-kit/config';
import { defineService } from '@venue/service-kit/service-module';
import { z } from 'zod';
import { machinesDomain } from './machines.domain';
import { machinesWork } from './machines.jobs';
import { machinesReadModel } from './machines.read-model';
import { machinesRepository } from './machines.repository';
import { machinesRoutes } from './machines.routes';

const machinesEnvSchema = z.object({
  /**
   * The site's address as players reach it (e.g. `https://forksarcade.ca`), written into the QR
   * codes; unset or blank, the address the staff request came to.
   */
  PUBLIC_BASE_URL: publicBaseUrlSchema.optional(),
});

/**
 * Every machine's live status for players (the page a QR code on the machine opens): made from
 * the catalogue's games and the floor's records by their events, plus staff's out-of-order flag.
 */
export const machinesService = defineService({
  name: 'machines',
  api: machinesApi,
  env: machinesEnvSchema,
  publishes: [machineStatusChanged, machineFloorChanged, machineOutOfOrderChanged],
  queues: { produces: [rebuildMachinesQueue], works: [rebuildMachinesQueue] },

  async build({ store, jobs, outbox, services, logger, config }) {
    const repository = await machinesRepository(store);
    const readModel = machinesReadModel(repository);
    const domain = machinesDomain({ repository, outbox, services });
    // The catalogue and operations may not answer yet: the job retries until they do.
    if ((await repository.count()) === 0) await jobs.add(rebuildMachinesQueue, {});
    return {
      handlers: machinesRoutes(domain, readModel, config.PUBLIC_BASE_URL),
      work: machinesWork(domain, logger),
      readModel,
    };
  },
});
