import type { GameCategory } from '@venue/contracts/catalogue';
import type { FloorMachine, MachineStatusName } from '@venue/contracts/machines';
import { gameCategories } from '@venue/contracts/values';

import { gameCategoryLabels } from '@/config/game-categories';

/** How the floor view orders its machines: the longest down first, or by name. */
export type FloorSort = 'down-longest' | 'name';

/** Which machines it shows: all, those not working, or those of one status. */
export type FloorShow = 'all' | 'down' | MachineStatusName;

const byName = (a: FloorMachine, b: FloorMachine) =>
  a.gameName.localeCompare(b.gameName, 'en', { sensitivity: 'base' });

/** Down machines first, the one down longest at the top; then the working ones by name. */
const byDownLongest = (a: FloorMachine, b: FloorMachine) => {
  if (a.downSince && b.downSince) {
    return a.downSince.getTime() - b.downSince.getTime() || byName(a, b);
  }
  if (a.downSince) return -1;
  if (b.downSince) return 1;
  return byName(a, b);
};

export const sortMachines = (machines: FloorMachine[], sort: FloorSort) =>
  [...machines].sort(sort === 'name' ? byName : byDownLongest);

export const showsMachine = (machine: FloorMachine, show: FloorShow) =>
  show === 'all' || (show === 'down' ? machine.status !== 'working' : machine.status === show);

/** One section of the floor: a category's machines, or the whole floor when not grouped. */
export type FloorGroup = { key: GameCategory | 'all'; title: string; machines: FloorMachine[] };

/** The machines shown, in order, by category (the catalogue's order) or as one list. */
export function floorGroups(
  machines: FloorMachine[],
  { sort, show, grouped }: { sort: FloorSort; show: FloorShow; grouped: boolean },
): FloorGroup[] {
  const shown = sortMachines(
    machines.filter((machine) => showsMachine(machine, show)),
    sort,
  );
  if (!grouped) return [{ key: 'all', title: 'Every machine', machines: shown }];
  return gameCategories
    .map((category) => ({
      key: category,
      title: gameCategoryLabels[category],
      machines: shown.filter((machine) => machine.category === category),
    }))
    .filter((group) => group.machines.length > 0);
}

const minuteMs = 60_000;

/** `45 min`, `3 h 5 min`, `2 d 4 h`: how long a machine has been down, to the minute. */
export function formatDownFor(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / minuteMs));
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor(minutes / 60) % 24;
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return minutes % 60 > 0 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return minutes < 1 ? 'under a minute' : `${minutes} min`;
}

/** `1 open report`, `2 open reports`. */
export const countOf = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;
