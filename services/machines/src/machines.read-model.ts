import {
  machineFloorChanged,
  machineStatusChanged,
  type MachineStatus,
} from '@venue/contracts/machines';
import { compareNames } from '@venue/contracts/text';
import { SerializedJson } from '@venue/service-kit/api-router';
import type { OutboxEvent } from '@venue/service-kit/outbox';
import { payloadsOf } from '@venue/service-kit/read-model';
import { presentFloorMachine, presentMachine } from './machines.status';
import type { MachineRecord, MachinesRepository } from './machines.repository';

const byName = (a: Pick<MachineStatus, 'gameName' | 'category'>, b: typeof a) =>
  compareNames(a.gameName, b.gameName) || a.category.localeCompare(b.category);

/**
 * The answers, kept in memory and serialised once per change: the status board, the machine
 * pages and staff's floor view are read far more often than a machine changes. The store stays
 * the truth: a change reads its machine again from it, here or in another process
 * (machine-status.changed, machine-floor.changed; see read-model.ts).
 */
export function machinesReadModel(repository: MachinesRepository) {
  let list = new SerializedJson('[]');
  let floor = new SerializedJson('[]');
  /** Each machine's record by its game's id. */
  let byId = new Map<string, MachineRecord>();
  let bySlug = new Map<string, MachineStatus>();

  const changed = () => {
    const records = [...byId.values()];
    const statuses = records.map(presentMachine).sort(byName);
    list = new SerializedJson(JSON.stringify(statuses));
    floor = new SerializedJson(JSON.stringify(records.map(presentFloorMachine).sort(byName)));
    bySlug = new Map(statuses.map((status) => [status.slug, status]));
  };

  return {
    changedBy: [machineStatusChanged, machineFloorChanged],

    async reload() {
      byId = new Map((await repository.all()).map((record) => [record.id, record]));
      changed();
    },

    /** Reads each changed machine again: the others are kept as they are. */
    async apply(changes: OutboxEvent[]) {
      const ids = new Set(
        [
          ...payloadsOf(changes, machineStatusChanged),
          ...payloadsOf(changes, machineFloorChanged),
        ].map(({ gameId }) => gameId),
      );
      for (const [id, record] of await Promise.all(
        [...ids].map(async (id) => [id, await repository.findById(id)] as const),
      )) {
        if (record) byId.set(id, record);
        else byId.delete(id);
      }
      changed();
    },

    list: () => list,
    floor: () => floor,
    bySlug: (slug: string) => bySlug.get(slug) ?? null,
    all: () => [...bySlug.values()],
  };
}

export type MachinesReadModel = ReturnType<typeof machinesReadModel>;
