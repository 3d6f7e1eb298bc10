import { randomUUID } from 'node:crypto';
import {
  gameCategories,
  gameChanged,
  type Game,
  type GameCategory,
  type GameImportReport,
} from '@venue/contracts/catalogue';
import { conflict, notFound, unprocessable } from '@venue/service-kit/errors';
import type { Logger } from '@venue/service-kit/logger';
import { domainEvent, type Outbox } from '@venue/service-kit/outbox';
import { DuplicateKeyError } from '@venue/store/store.port';
import { parseGameFile, serializeGameFile, type ParsedGame } from './catalogue.file-format';
import { presentGame } from './catalogue.read-model';
import type { GameFields, GameRecord, GamesRepository } from './catalogue.repository';
import { slugOf } from './catalogue.slugs';

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

/** Staff changes to the catalogue: each saved with its game.changed event. */
export function gamesDomain(games: GamesRepository, outbox: Outbox, logger: Logger) {
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

  /**
   * The first slug of the name that no other game holds (`godzilla`, then `godzilla-2`...); a
   * game's own earlier slugs are its to take back. `claimed` says whether it was free before.
   */
  async function claimSlugFor(name: string, gameId: string) {
    const base = slugOf(name);
    for (let n = 1; ; n += 1) {
      const slug = n === 1 ? base : `${base}-${n}`;
      const claim = await games.claimSlug(slug, gameId);
      if (claim !== 'taken') return { slug, claimed: claim === 'new' };
    }
  }

  /** Runs the write with a slug just claimed for it, freeing the slug again if the write fails. */
  async function withSlug<T>(
    claim: { slug: string; claimed: boolean },
    write: (slug: string) => Promise<T>,
  ): Promise<T> {
    try {
      return await write(claim.slug);
    } catch (error) {
      if (claim.claimed) await games.releaseSlug(claim.slug);
      throw error;
    }
  }

  /**
   * Gives a slug to every game without one (made before slugs, or by an import) and frees the
   * slugs of games that are gone. Idempotent. Returns the categories whose games changed.
   */
  async function assignMissingSlugs(): Promise<Set<GameCategory>> {
    const changed = new Set<GameCategory>();
    for (const record of await games.withoutSlug()) {
      await games.setSlug(record.id, (await claimSlugFor(record.name, record.id)).slug);
      changed.add(record.category);
    }
    await games.releaseSlugsOfGone();
    return changed;
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
    return { report, toCreate, toUpdate };
  }

  return {
    async create(fields: GameFields): Promise<Game> {
      await assertNameFree(fields);
      const id = randomUUID();
      const changed = domainEvent(gameChanged, {
        change: 'created',
        category: fields.category,
        gameId: id,
        name: fields.name,
      });
      const record = await withSlug(await claimSlugFor(fields.name, id), (slug) =>
        outbox.record([changed], () =>
          writeUnique(fields, () => games.insert({ ...fields, slug }, id)),
        ),
      );
      return presentGame(record);
    },

    async update(id: string, fields: GameFields): Promise<Game> {
      const before = await games.findById(id);
      if (!before) throw notFound('No game with that id');
      await assertNameFree(fields, id);
      const changes = [
        domainEvent(gameChanged, {
          change: 'updated',
          category: fields.category,
          gameId: id,
          name: fields.name,
        }),
      ];
      if (before.category !== fields.category) {
        changes.push(
          domainEvent(gameChanged, {
            change: 'updated',
            category: before.category,
            gameId: id,
            name: fields.name,
          }),
        );
      }
      // A new name's slug becomes the game's; the old one stays an alias that leads here.
      const claim =
        before.slug === undefined || slugOf(fields.name) !== slugOf(before.name)
          ? await claimSlugFor(fields.name, id)
          : { slug: before.slug, claimed: false };
      const record = await withSlug(claim, (slug) =>
        outbox.record(changes, async () => {
          const updated = await writeUnique(fields, () => games.update(id, { ...fields, slug }));
          if (!updated) throw notFound('No game with that id');
          return updated;
        }),
      );
      return presentGame(record);
    },

    async remove(id: string): Promise<void> {
      const record = await games.findById(id);
      if (!record) throw notFound('No game with that id');
      const changed = domainEvent(gameChanged, {
        change: 'deleted',
        category: record.category,
        gameId: record.id,
        name: record.name,
      });
      await outbox.record([changed], async () => {
        if (!(await games.delete(id))) throw notFound('No game with that id');
        // Its slugs may name another game now; one not freed here is freed at the next start.
        await games
          .releaseSlugsOf(id)
          .catch((error: unknown) =>
            logger.warn({ err: error, gameId: id }, 'catalogue: slugs of a deleted game kept'),
          );
      });
    },

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
          await assignMissingSlugs();
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

    /**
     * At start: games from before slugs (or from an import a stop cut short) get theirs, each
     * category that changed announced, so cached answers and the machines' list take them up.
     */
    async backfillSlugs(): Promise<number> {
      const waiting = await games.withoutSlug();
      if (waiting.length === 0) {
        await games.releaseSlugsOfGone();
        return 0;
      }
      const categories = new Set(waiting.map((record) => record.category));
      await outbox.record(
        [...categories].map((category) =>
          domainEvent(gameChanged, { change: 'updated', category }),
        ),
        () => assignMissingSlugs(),
      );
      return waiting.length;
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
      await assignMissingSlugs();
      return seeded;
    },
  };
}

export type GamesDomain = ReturnType<typeof gamesDomain>;
