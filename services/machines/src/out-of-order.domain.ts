import { machineOutOfOrderChanged, type MachineStatus } from '@venue/contracts/machines';
import { notFound } from '@venue/service-kit/errors';
import { domainEvent, type Outbox } from '@venue/service-kit/outbox';
import type { MachineWrites } from './machine-writes.domain';
import type { MachineRecord, MachinesRepository } from './machines.repository';
import { presentMachine } from './machines.status';

/** Staff's out-of-order flag: kept in its own collection, copied into the machine's status. */
export function outOfOrder(repository: MachinesRepository, outbox: Outbox, writes: MachineWrites) {
  const { update } = writes;

  /** Copies staff's flag (the truth, in its own collection) into the machine's status. */
  async function applyFlag(gameId: string): Promise<MachineRecord | null> {
    const flag = await repository.flags.find(gameId);
    return update(gameId, () => ({ flag: flag ? { note: flag.note } : null }));
  }

  return {
    applyFlag,

    async setOutOfOrder(
      slug: string,
      input: { outOfOrder: boolean; note: string },
      setBy: string,
    ): Promise<MachineStatus> {
      const machine = await repository.findBySlug(slug);
      if (!machine) throw notFound('No machine has that address');
      const flagged = domainEvent(machineOutOfOrderChanged, {
        gameId: machine.id,
        outOfOrder: input.outOfOrder,
      });
      await outbox.record([flagged], async () => {
        if (input.outOfOrder) await repository.flags.set(machine.id, input.note, setBy);
        else await repository.flags.clear(machine.id);
      });
      const updated = await applyFlag(machine.id);
      if (!updated) throw notFound('No machine has that address');
      return presentMachine(updated);
    },
  };
}
