import {
  gameCategories,
  gameChanged,
  type Game,
  type GameCategory,
  type GameCounts,
  type GameImportReport,
  type GroupedGames,
} from '@venue/contracts/games';
import type { Jobs } from '@venue/jobs/jobs.port';
import { conflict, notFound, unprocessable } from '@venue/service-kit/errors';
import { DuplicateKeyError } from '@venue/store/store.port';
import { parseGameFile, serializeGameFile, type ParsedGame } from './games.file-format';
import type { GameFields, GameRecord, GamesRepository } from './games.repository';

export const presentGame = (record: GameRecord): Game => ({
  id: record.id,
  category: record.category,
  name: record.name,
  manufacturer: record.manufacturer,
  year: record.year,
  description: record.description,
});

const emptyGroups = (): GroupedGames => ({
  pinball: [],
  rhythm: [],
  arcade: [],
  redemption: [],
  claw: [],
});

const fieldsOf = (
  { name, manufacturer, year, description }: ParsedGame,
  category: GameCategory,
): GameFields => ({
  category,
  name,
  manufacturer,
  year,
  description,
});

const sameGame = (record: GameRecord, fields: GameFields) =>
  record.name === fields.name &&
  record.manufacturer === fields.manufacturer &&
  record.year === fields.year &&
  record.description === fields.description;

export function gamesDomain(games: GamesRepository, jobs: Jobs) {
  const nameTaken = (fields: GameFields) =>
    conflict(`A game named ${fields.name} already exists in ${fields.category}`, {
      name: ['A game with this name already exists in this category'],
    });

  /** The unique index is the final word when two writes race past the check. */
  async function writeUnique<T>(fields: GameFields, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (error instanceof DuplicateKeyError) throw nameTaken(fields);
      throw error;
    }
  }

  async function assertNameFree(fields: GameFields, exceptId?: string) {
    const existing = await games.findByName(fields.category, fields.name);
    if (existing && existing.id !== exceptId) throw nameTaken(fields);
  }

  async function planImport(category: GameCategory, text: string, dryRun: boolean) {
    const parsed = parseGameFile(text);
    const errorCount = Object.keys(parsed.errors).length;
    if (errorCount > 0) {
      throw unprocessable(
        `The file has ${errorCount} bad line${errorCount === 1 ? '' : 's'}; nothing was imported`,
        parsed.errors,
      );
    }
    const current = new Map(
      (await games.inCategory(category)).map((record) => [record.nameKey, record]),
    );
    const incoming = new Set(parsed.games.map((game) => game.name.toLowerCase()));
    const toCreate = parsed.games.filter((game) => !current.has(game.name.toLowerCase()));
    const toUpdate = parsed.games.flatMap((game) => {
      const record = current.get(game.name.toLowerCase());
      return record && !sameGame(record, fieldsOf(game, category)) ? [{ record, game }] : [];
    });
    const toRemove = [...current.values()].filter((record) => !incoming.has(record.nameKey));
    const report: GameImportReport = {
      category,
      dryRun,
      games: parsed.games,
      created: toCreate.map((game) => game.name),
      updated: toUpdate.map(({ game }) => game.name),
      removed: toRemove.map((record) => record.name),
      unchanged: parsed.games.length - toCreate.length - toUpdate.length,
    };
    return { report, toCreate, toUpdate, toRemove };
  }

  return {
    async grouped(): Promise<GroupedGames> {
      const groups = emptyGroups();
      for (const record of await games.all()) groups[record.category].push(presentGame(record));
      return groups;
    },

    async inCategory(category: GameCategory): Promise<Game[]> {
      return (await games.inCategory(category)).map(presentGame);
    },

    async counts(): Promise<GameCounts> {
      const counts = await Promise.all(
        gameCategories.map(async (category) => [category, await games.countIn(category)] as const),
      );
      return Object.fromEntries(counts) as GameCounts;
    },

    /** Every game name once, sorted, for the public report form. */
    async names(): Promise<string[]> {
      const names = new Set((await games.all()).map((record) => record.name));
      return [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    },

    async create(fields: GameFields): Promise<Game> {
      await assertNameFree(fields);
      const record = await writeUnique(fields, () => games.insert(fields));
      await jobs.publish(gameChanged, {
        change: 'created',
        category: record.category,
        gameId: record.id,
        name: record.name,
      });
      return presentGame(record);
    },

    async update(id: string, fields: GameFields): Promise<Game> {
      if (!(await games.findById(id))) throw notFound('No game with that id');
      await assertNameFree(fields, id);
      const record = await writeUnique(fields, () => games.update(id, fields));
      if (!record) throw notFound('No game with that id');
      await jobs.publish(gameChanged, {
        change: 'updated',
        category: record.category,
        gameId: record.id,
        name: record.name,
      });
      return presentGame(record);
    },

    async remove(id: string): Promise<void> {
      const record = await games.findById(id);
      if (!record || !(await games.delete(id))) throw notFound('No game with that id');
      await jobs.publish(gameChanged, {
        change: 'deleted',
        category: record.category,
        gameId: record.id,
        name: record.name,
      });
    },

    async exportFile(category: GameCategory): Promise<string> {
      return serializeGameFile(await games.inCategory(category));
    },

    /**
     * Makes the category hold exactly the file's games (matched by name, case-insensitive).
     * Every line is checked before anything is written, so a rejected file stores nothing.
     */
    async importFile(
      category: GameCategory,
      text: string,
      dryRun: boolean,
    ): Promise<GameImportReport> {
      const { report, toCreate, toUpdate, toRemove } = await planImport(category, text, dryRun);
      if (dryRun) return report;
      for (const record of toRemove) await games.delete(record.id);
      for (const { record, game } of toUpdate)
        await games.update(record.id, fieldsOf(game, category));
      for (const game of toCreate) await games.insert(fieldsOf(game, category));
      await jobs.publish(gameChanged, { change: 'imported', category });
      return report;
    },

    /** First start: fill an empty catalogue from the category files. */
    async seedIfEmpty(files: Record<GameCategory, string>): Promise<number> {
      if ((await games.count()) > 0) return 0;
      let seeded = 0;
      for (const category of gameCategories) {
        const { games: parsed, errors } = parseGameFile(files[category]);
        if (Object.keys(errors).length > 0) {
          throw new Error(`Seed file for ${category} is invalid: ${JSON.stringify(errors)}`);
        }
        for (const game of parsed) await games.insert(fieldsOf(game, category));
        seeded += parsed.length;
      }
      return seeded;
    },
  };
}

export type GamesDomain = ReturnType<typeof gamesDomain>;
