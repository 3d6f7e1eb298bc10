import type { MachineStatus } from '@venue/contracts/machines';
import { SerializedJson } from '@venue/service-kit/api-router';
import { presentFloorMachine, presentMachine } from './machines.domain';
import type { MachinesRepository } from './machines.repository';

const byName = (a: Pick<MachineStatus, 'gameName' | 'category'>, b: typeof a) =>
  a.gameName.localeCompare(b.gameName, 'en', { sensitivity: 'base' }) ||
  a.category.localeCompare(b.category);

/**
 * The answers, kept in memory and serialised once per change: the status board, the machine
 * pages and staff's floor view are read far more often than a machine changes. The store stays
 * the truth; it is read again after every change, here or in another process
 * (machine-status.changed).
 */
export function machinesReadModel(repository: MachinesRepository) {
  let list = new SerializedJson('[]');
  let floor = new SerializedJson('[]');
  let bySlug = new Map<string, MachineStatus>();

  return {
    async reload() {
      const records = await repository.all();
      const statuses = records.map(presentMachine).sort(byName);
      list = new SerializedJson(JSON.stringify(statuses));
      floor = new SerializedJson(JSON.stringify(records.map(presentFloorMachine).sort(byName)));
      bySlug = new Map(statuses.map((status) => [status.slug, status]));
    },
    list: () => list,
    floor: () => floor,
    bySlug: (slug: string) => bySlug.get(slug) ?? null,
    all: () => [...bySlug.values()],
  };
}

export type MachinesReadModel = ReturnType<typeof machinesReadModel>;
