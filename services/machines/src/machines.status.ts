/**
 * A machine's status made from its sources, and how it is shown; the faces say which change of
 * a record is due a write, an event for everyone, or one for staff's floor view.
 */
import type { FloorMachine, MachineStatus, MachineStatusName } from '@venue/contracts/machines';
import type { OpenProblem } from '@venue/contracts/operations';
import { nameKeyOf, type MachineRecord, type MachineSources } from './machines.repository';

/** The status the sources give: staff's flag wins, then work under way, then a waiting report. */
export function statusOf({ flag, problems }: Pick<MachineSources, 'flag' | 'problems'>): {
  status: MachineStatusName;
  note?: string;
} {
  if (flag)
    return flag.note ? { status: 'out of order', note: flag.note } : { status: 'out of order' };
  const beingFixed = problems.some(
    (problem) =>
      (problem.source === 'machine-report' && problem.status === 'investigating') ||
      (problem.source === 'game-issue' &&
        (problem.status === 'open' || problem.status === 'in_progress')) ||
      (problem.source === 'maintenance-log' &&
        (problem.status === 'in_progress' || problem.status === 'parts_needed')),
  );
  if (beingFixed) return { status: 'being fixed' };
  if (
    problems.some((problem) => problem.source === 'machine-report' && problem.status === 'reported')
  ) {
    return { status: 'reported' };
  }
  return { status: 'working' };
}

/** When a machine with this record stopped working, or null while it works. */
export const downSinceOf = (record: Pick<MachineRecord, 'status' | 'since' | 'downSince'>) =>
  record.status === 'working' ? null : (record.downSince ?? record.since);

/** A machine on staff's floor view: its status, since when it is down and its open records. */
export const presentFloorMachine = (record: MachineRecord): FloorMachine => {
  const count = (source: OpenProblem['source']) =>
    record.problems.filter((problem) => problem.source === source).length;
  return {
    ...presentMachine(record),
    downSince: downSinceOf(record),
    openReports: count('machine-report'),
    openMaintenance: count('maintenance-log'),
    openGameIssues: count('game-issue'),
  };
};

export const presentMachine = (record: MachineRecord): MachineStatus => {
  const { note } = statusOf(record);
  return {
    gameName: record.gameName,
    slug: record.slug,
    category: record.category,
    status: record.status,
    since: record.since,
    ...(note !== undefined && { note }),
  };
};

/** A floor record names a game by name (any case) and, except a player's report, its category. */
export const concerns = (
  problem: OpenProblem,
  game: Pick<MachineSources, 'gameName' | 'category'>,
) =>
  nameKeyOf(problem.gameName) === nameKeyOf(game.gameName) &&
  (problem.category === null || problem.category === game.category);

/** A machine's problems in one order (by source and id), so equal sets compare equal. */
export const inOrder = (problems: OpenProblem[]) =>
  [...problems].sort((a, b) =>
    a.source === b.source ? (a.id < b.id ? -1 : 1) : a.source < b.source ? -1 : 1,
  );

/** Everything the status is made from: no write is due when this is unchanged. */
export const sourcesFace = (sources: MachineSources) =>
  JSON.stringify([
    sources.gameName,
    sources.slug,
    sources.category,
    sources.problems,
    sources.flag,
  ]);

/** What a player would see change: an event is due when this differs. */
export const publicFace = (
  record: Pick<MachineRecord, 'gameName' | 'slug' | 'category' | 'status' | 'flag'>,
) =>
  JSON.stringify([
    record.gameName,
    record.slug,
    record.category,
    record.status,
    record.flag?.note ?? null,
  ]);

/** What else staff see on the floor view: how many records of each kind are open. */
export const floorFace = ({ problems }: Pick<MachineRecord, 'problems'>) =>
  JSON.stringify(
    (['machine-report', 'maintenance-log', 'game-issue'] as const).map(
      (source) => problems.filter((problem) => problem.source === source).length,
    ),
  );
