import {
  gameCategories,
  gameChanged,
  type GameCategory,
  type GameImportReport,
} from '@venue/contracts/catalogue';
import { unprocessable } from '@venue/service-kit/errors';
import { domainEvent, type Outbox } from '@venue/service-kit/outbox';
import { parseGameFile, serializeGameFile, type ParsedGame } from './catalogue.file-format';
import type { GameFields, GameRecord, GamesRepository } from './catalogue.repository';
import type { GameSlugs } from './game-slugs.domain';

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

/** A category's games as a file: exported, imported whole, and the first start's seed. */
export function gameFiles(games: GamesRepository, outbox: Outbox, slugs: GameSlugs) {
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
    return { report, toCreate, toUpdate };
  }

  return {
    async exportFile(category: GameCategory): Promise<string> {
      return serializeGameFile(await games.inCategory(category));
    },

    /**
     * Makes the category hold exactly the file's games (matched by name, case-insensitive).
     * Every line is checked before anything is written, so a rejected file stores nothing; an
     * accepted one is saved whole first, so it is applied completely even after a crash.
     */
    async importFile(
      category: GameCategory,
      text: string,
      dryRun: boolean,
    ): Promise<GameImportReport> {
      const { report, toCreate, toUpdate } = await planImport(category, text, dryRun);
      if (dryRun) return report;
      const upserts = [...toCreate, ...toUpdate.map(({ game }) => game)].map((game) =>
        fieldsOf(game, category),
      );
      await outbox.record(
        [domainEvent(gameChanged, { change: 'imported', category })],
        async () => {
          const saved = await games.saveImport(
            category,
            report.games.map((game) => game.name),
            upserts,
          );
          await games.applyImport(saved);
          await slugs.assignMissing();
        },
      );
      return report;
    },

    /** Finishes imports a crash interrupted, before the service serves again. */
    async finishPendingImports(): Promise<number> {
      const pending = await games.pendingImports();
      for (const record of pending) await games.applyImport(record);
      return pending.length;
    },

    /** First start: fill an empty catalogue from the category files. */
    async seedIfEmpty(files: Record<GameCategory, string>): Promise<number> {
      if ((await games.count()) > 0) return 0;
      let seeded = 0;
      // Seeding fills an empty store at start, before anything can read it: no event to tell.
      for (const category of gameCategories) {
        const { games: parsed, errors } = parseGameFile(files[category]);
        if (Object.keys(errors).length > 0) {
          throw new Error(`Seed file for ${category} is invalid: ${JSON.stringify(errors)}`);
        }
        for (const game of parsed) await games.insert(fieldsOf(game, category));
        seeded += parsed.length;
      }
      await slugs.assignMissing();
      return seeded;
    },
  };
}
