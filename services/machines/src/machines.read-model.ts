import { machineStatusChanged, type MachineStatus } from '@venue/contracts/machines';
import { SerializedJson } from '@venue/service-kit/api-router';
import type { OutboxEvent } from '@venue/service-kit/outbox';
import { payloadsOf } from '@venue/service-kit/read-model';
import { presentMachine } from './machines.domain';
import type { MachinesRepository } from './machines.repository';

const byName = (a: MachineStatus, b: MachineStatus) =>
  a.gameName.localeCompare(b.gameName, 'en', { sensitivity: 'base' }) ||
  a.category.localeCompare(b.category);

/**
 * The public answers, kept in memory and serialised once per change: the status board and the
 * machine pages are read far more often than a machine changes. The store stays the truth: a
 * change reads its machine again from it, here or in another process (machine-status.changed,
 * see read-model.ts).
 */
export function machinesReadModel(repository: MachinesRepository) {
  let list = new SerializedJson('[]');
  /** Each machine's status by its game's id. */
  let byId = new Map<string, MachineStatus>();
  let bySlug = new Map<string, MachineStatus>();

  const changed = () => {
    const statuses = [...byId.values()].sort(byName);
    list = new SerializedJson(JSON.stringify(statuses));
    bySlug = new Map(statuses.map((status) => [status.slug, status]));
  };

  return {
    changedBy: [machineStatusChanged],

    async reload() {
      byId = new Map((await repository.all()).map((record) => [record.id, presentMachine(record)]));
      changed();
    },

    /** Reads each changed machine again: the others are kept as they are. */
    async apply(changes: OutboxEvent[]) {
      const ids = new Set(payloadsOf(changes, machineStatusChanged).map(({ gameId }) => gameId));
      for (const [id, record] of await Promise.all(
        [...ids].map(async (id) => [id, await repository.findById(id)] as const),
      )) {
        if (record) byId.set(id, presentMachine(record));
        else byId.delete(id);
      }
      changed();
    },

    list: () => list,
    bySlug: (slug: string) => bySlug.get(slug) ?? null,
    all: () => [...bySlug.values()],
  };
}

export type MachinesReadModel = ReturnType<typeof machinesReadModel>;
