import { catalogueApi, gameCategories, type Game } from '@venue/contracts/catalogue';
import { operationsApi } from '@venue/contracts/operations';
import type { ServiceClient } from '@venue/service-kit/service-client';
import type { MachineWrites } from './machine-writes.domain';
import { nameKeyOf, type MachinesRepository } from './machines.repository';
import { concerns, inOrder, sourcesFace } from './machines.status';

/**
 * The machines made to match their owners' truth, read again by their declared routes: the
 * catalogue's games and the floor's open problems.
 */
export function machineSync(deps: {
  repository: MachinesRepository;
  writes: MachineWrites;
  services: ServiceClient;
}) {
  const { repository, services } = deps;
  const { update, add, remove } = deps.writes;

  const catalogueGames = async (): Promise<Game[]> => {
    const grouped = await services.call('catalogue', catalogueApi.routes.grouped);
    return gameCategories.flatMap((category) => grouped[category]);
  };
  const problemsOf = (gameName: string) =>
    services.call('operations', operationsApi.routes.openProblems, { query: { gameName } });

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

  return {
    syncGames,

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
  };
}
