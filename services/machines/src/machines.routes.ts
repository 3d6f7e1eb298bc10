import type { machinesApi } from '@venue/contracts/machines';
import type { Handlers } from '@venue/service-kit/api-router';
import { notFound } from '@venue/service-kit/errors';
import type { MachinesDomain } from './machines.domain';
import type { MachinesReadModel } from './machines.read-model';

const noMachine = (): never => {
  throw notFound('No machine has that address');
};

/** The machines' declared routes (packages/contracts/src/machines.ts), each onto the domain. */
export function machinesRoutes(
  domain: MachinesDomain,
  readModel: MachinesReadModel,
): Handlers<typeof machinesApi> {
  return {
    statuses: () => readModel.list(),
    status: ({ params }) => readModel.bySlug(params.slug) ?? noMachine(),
    setOutOfOrder: ({ params, body, identity }) =>
      domain.setOutOfOrder(params.slug, body, identity.username),
  };
}
