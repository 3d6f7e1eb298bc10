import { catalogueApi, gameCategories, type Game } from '@venue/contracts/catalogue';
import {
  machineFloorChanged,
  machineOutOfOrderChanged,
  machineStatusChanged,
  type FloorMachine,
  type MachineStatus,
  type MachineStatusName,
} from '@venue/contracts/machines';
import { operationsApi, type OpenProblem } from '@venue/contracts/operations';
import { notFound } from '@venue/service-kit/errors';
import { domainEvent, type Outbox } from '@venue/service-kit/outbox';
import type { ServiceClient } from '@venue/service-kit/service-client';
import {
  nameKeyOf,
  type MachineRecord,
  type MachineSources,
  type MachinesRepository,
} from './machines.repository';

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
const downSinceOf = (record: Pick<MachineRecord, 'status' | 'since' | 'downSince'>) =>
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
const concerns = (problem: OpenProblem, game: Pick<MachineSources, 'gameName' | 'category'>) =>
  nameKeyOf(problem.gameName) === nameKeyOf(game.gameName) &&
  (problem.category === null || problem.category === game.category);

/** A machine's problems in one order (by source and id), so equal sets compare equal. */
const inOrder = (problems: OpenProblem[]) =>
  [...problems].sort((a, b) =>
    a.source === b.source ? (a.id < b.id ? -1 : 1) : a.source < b.source ? -1 : 1,
  );

/** Everything the status is made from: no write is due when this is unchanged. */
const sourcesFace = (sources: MachineSources) =>
  JSON.stringify([
    sources.gameName,
    sources.slug,
    sources.category,
    sources.problems,
    sources.flag,
  ]);

/** What a player would see change: an event is due when this differs. */
const publicFace = (
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
const floorFace = ({ problems }: Pick<MachineRecord, 'problems'>) =>
  JSON.stringify(
    (['machine-report', 'maintenance-log', 'game-issue'] as const).map(
      (source) => problems.filter((problem) => problem.source === source).length,
    ),
  );

/**
 * The machines' statuses: a read model kept by the events of the catalogue (games), the floor
 * (reports, issues, maintenance) and staff's out-of-order flag, each applied by re-reading the
 * owner's declared route, so an event late, repeated or out of order still leaves the truth.
 */
export function machinesDomain(deps: {
  repository: MachinesRepository;
  outbox: Outbox;
  services: ServiceClient;
}) {
  const { repository, outbox, services } = deps;

  const catalogueGames = async (): Promise<Game[]> => {
    const grouped = await services.call('catalogue', catalogueApi.routes.grouped);
    return gameCategories.flatMap((category) => grouped[category]);
  };
  const problemsOf = (gameName: string) =>
    services.call('operations', operationsApi.routes.openProblems, { query: { gameName } });

  const announce = (record: Pick<MachineRecord, 'id' | 'slug' | 'status'>) =>
    domainEvent(machineStatusChanged, {
      gameId: record.id,
      slug: record.slug,
      status: record.status,
    });

  /**
   * Applies a change of sources to one machine: its status made again, `since` moved when the
   * status changes, and the change announced when a player would see it. Two writers at once
   * (an event and staff's flag) cannot undo each other: the later one is made again.
   */
  async function update(
    id: string,
    change: (record: MachineRecord) => Partial<MachineSources>,
  ): Promise<MachineRecord | null> {
    for (;;) {
      const current = await repository.findById(id);
      if (!current) return null;
      const changed = change(current);
      const sources = {
        ...current,
        ...changed,
        ...(changed.problems && { problems: inOrder(changed.problems) }),
      };
      if (sourcesFace(sources) === sourcesFace(current)) return current;
      const { status } = statusOf(sources);
      const now = new Date();
      const fields = {
        gameName: sources.gameName,
        nameKey: nameKeyOf(sources.gameName),
        slug: sources.slug,
        category: sources.category,
        problems: sources.problems,
        flag: sources.flag,
        status,
        since: status === current.status ? current.since : now,
        downSince:
          status === 'working' ? null : current.status === 'working' ? now : downSinceOf(current),
      };
      const write = () => repository.replace(id, current.version, fields);
      // A player's change is everyone's; a change only staff see still reaches every process.
      const events =
        publicFace(fields) !== publicFace(current)
          ? [announce({ id, ...fields })]
          : floorFace(fields) !== floorFace(current)
            ? [domainEvent(machineFloorChanged, { gameId: id })]
            : [];
      const saved = events.length === 0 ? await write() : await outbox.record(events, write);
      if (saved) return saved;
    }
  }

  async function add(game: Game, problems: OpenProblem[], flagNote: string | null) {
    const sources: MachineSources = {
      gameName: game.name,
      slug: game.slug,
      category: game.category,
      problems: inOrder(problems),
      flag: flagNote === null ? null : { note: flagNote },
    };
    const { status } = statusOf(sources);
    const now = new Date();
    const record = {
      id: game.id,
      ...sources,
      status,
      since: now,
      downSince: status === 'working' ? null : now,
    };
    const added = await outbox.record([announce(record)], () => repository.add(record));
    if (!added) await update(game.id, () => sources);
  }

  async function remove(record: MachineRecord) {
    const gone = domainEvent(machineStatusChanged, {
      gameId: record.id,
      slug: record.slug,
      status: null,
    });
    await outbox.record([gone], () => repository.remove(record.id));
    await repository.flags.clear(record.id);
  }

  /**
   * Makes the machines match the catalogue: new games added with their open problems and
   * flags, renamed or moved ones updated, removed ones (and their flags) gone. A first start
   * builds everything this way.
   */
  async function syncGames(): Promise<void> {
    const [games, problems, flags, known] = await Promise.all([
      catalogueGames(),
      problemsOf(''),
      repository.flags.all(),
      repository.all(),
    ]);
    const flagOf = new Map(flags.map((flag) => [flag.id, flag.note]));
    const knownById = new Map(known.map((record) => [record.id, record]));
    for (const game of games) {
      const ownProblems = problems.filter((problem) =>
        concerns(problem, { gameName: game.name, category: game.category }),
      );
      const record = knownById.get(game.id);
      if (!record) {
        await add(game, ownProblems, flagOf.get(game.id) ?? null);
        continue;
      }
      const sources = {
        gameName: game.name,
        slug: game.slug,
        category: game.category,
        problems: inOrder(ownProblems),
      };
      // Most games are as they were: only those that changed are written.
      if (sourcesFace({ ...record, ...sources }) !== sourcesFace(record)) {
        await update(game.id, () => sources);
      }
    }
    const present = new Set(games.map((game) => game.id));
    for (const record of known.filter((candidate) => !present.has(candidate.id))) {
      await remove(record);
    }
  }

  /** Copies staff's flag (the truth, in its own collection) into the machine's status. */
  async function applyFlag(gameId: string): Promise<MachineRecord | null> {
    const flag = await repository.flags.find(gameId);
    return update(gameId, () => ({ flag: flag ? { note: flag.note } : null }));
  }

  return {
    syncGames,
    applyFlag,

    /** Builds every status when the store has none (a first start); otherwise nothing. */
    async rebuildIfEmpty(): Promise<boolean> {
      if ((await repository.count()) > 0) return false;
      await syncGames();
      return true;
    },

    /** The floor changed something about these games (by name): their problems are read again. */
    async refreshProblems(gameNames: string[]): Promise<void> {
      for (const nameKey of new Set(gameNames.map(nameKeyOf))) {
        const machines = await repository.named(nameKey);
        if (machines.length === 0) continue;
        const problems = await problemsOf(nameKey);
        for (const machine of machines) {
          await update(machine.id, (current) => ({
            problems: problems.filter((problem) => concerns(problem, current)),
          }));
        }
      }
    },

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

export type MachinesDomain = ReturnType<typeof machinesDomain>;
