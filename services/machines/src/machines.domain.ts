import type { Outbox } from '@venue/service-kit/outbox';
import type { ServiceClient } from '@venue/service-kit/service-client';
import { machineSync } from './machine-sync.domain';
import { machineWrites } from './machine-writes.domain';
import type { MachinesRepository } from './machines.repository';
import { outOfOrder } from './out-of-order.domain';

/**
 * The machines' statuses: a read model kept by the events of the catalogue (games), the floor
 * (reports, issues, maintenance) and staff's out-of-order flag, each applied by re-reading the
 * owner's declared route, so an event late, repeated or out of order still leaves the truth.
 * Its use cases, each in its own file: writing one machine, matching the owners' truth, and
 * staff's flag.
 */
export function machinesDomain(deps: {
  repository: MachinesRepository;
  outbox: Outbox;
  services: ServiceClient;
}) {
  const { repository, outbox, services } = deps;
  const writes = machineWrites(repository, outbox);
  return {
    ...machineSync({ repository, writes, services }),
    ...outOfOrder(repository, outbox, writes),
  };
}

export type MachinesDomain = ReturnType<typeof machinesDomain>;
