import type { MachineStatus } from '@venue/contracts/machines';
import { SerializedJson } from '@venue/service-kit/api-router';
import { presentMachine } from './machines.domain';
import type { MachinesRepository } from './machines.repository';

const byName = (a: MachineStatus, b: MachineStatus) =>
  a.gameName.localeCompare(b.gameName, 'en', { sensitivity: 'base' }) ||
  a.category.localeCompare(b.category);

/**
 * The public answers, kept in memory and serialised once per change: the status board and the
 * machine pages are read far more often than a machine changes. The store stays the truth; it is
 * read again after every change, here or in another process (machine-status.changed).
 */
export function machinesReadModel(repository: MachinesRepository) {
  let list = new SerializedJson('[]');
  let bySlug = new Map<string, MachineStatus>();

  return {
    async reload() {
      const statuses = (await repository.all()).map(presentMachine).sort(byName);
      list = new SerializedJson(JSON.stringify(statuses));
      bySlug = new Map(statuses.map((status) => [status.slug, status]));
    },
    list: () => list,
    bySlug: (slug: string) => bySlug.get(slug) ?? null,
    all: () => [...bySlug.values()],
  };
}

export type MachinesReadModel = ReturnType<typeof machinesReadModel>;
