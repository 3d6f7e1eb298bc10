import type { GameCategory } from '@venue/contracts/catalogue';
import { DuplicateKeyError, type Store } from '@venue/store/store.port';

export interface GameRecord {
  id: string;
  category: GameCategory;
  name: string;
  /** Lower-cased name: names are unique within a category regardless of case. */
  nameKey: string;
  /** Set on create, or by the start-up backfill for games made before slugs (and by imports). */
  slug?: string;
  manufacturer: string;
  year: number;
  description: string;
  createdAt: Date;
  updatedAt: Date;
}

export type GameFields = Pick<
  GameRecord,
  'category' | 'name' | 'manufacturer' | 'year' | 'description'
>;

/** A game as it is written: its fields and the slug chosen for its name. */
type SluggedGame = GameFields & { slug: string };

/** An import accepted but perhaps not yet applied. */
interface GameImportRecord {
  id: string;
  category: GameCategory;
  /** Name keys of every game in the file: the category keeps these and no others. */
  keep: string[];
  /** The games the file adds or changes. */
  upserts: GameFields[];
  createdAt: Date;
}

/**
 * Every slug a game has had, current or earlier: the id is the slug, so no two games can hold
 * one, and an earlier name's slug keeps leading to its game after a rename.
 */
interface SlugRecord {
  id: string;
  gameId: string;
  createdAt: Date;
}

const nameKeyOf = (name: string) => name.toLowerCase();

export async function gamesRepository(store: Store) {
  const games = await store.collection<GameRecord>('games', {
    indexes: [{ fields: { category: 1, nameKey: 1 }, unique: true }],
  });
  const imports = await store.collection<GameImportRecord>('game_imports');
  const slugs = await store.collection<SlugRecord>('game_slugs', {
    indexes: [{ fields: { gameId: 1 } }],
  });
  return {
    all: () => games.find({}, { sort: { category: 1, nameKey: 1 } }),
    inCategory: (category: GameCategory) => games.find({ category }, { sort: { nameKey: 1 } }),
    count: () => games.count(),
    findById: (id: string) => games.findById(id),
    findByName: (category: GameCategory, name: string) =>
      games.findOne({ category, nameKey: nameKeyOf(name) }),
    insert: (fields: GameFields | SluggedGame, id?: string) => {
      const now = new Date();
      return games.insert({
        ...fields,
        ...(id && { id }),
        nameKey: nameKeyOf(fields.name),
        createdAt: now,
        updatedAt: now,
      });
    },
    update: (id: string, fields: SluggedGame) =>
      games.updateOne(
        { id },
        { $set: { ...fields, nameKey: nameKeyOf(fields.name), updatedAt: new Date() } },
      ),
    delete: (id: string) => games.deleteOne({ id }),

    withoutSlug: () =>
      games.find({ slug: { $exists: false } }, { sort: { category: 1, nameKey: 1 } }),
    setSlug: (id: string, slug: string) =>
      games.updateOne({ id }, { $set: { slug, updatedAt: new Date() } }),
    allSlugs: () => slugs.find({}),
    /**
     * Takes the slug for the game: `new` when it was free, `own` when the game held it already
     * (a name it had before), `taken` when another game holds it (now or from a former name).
     */
    async claimSlug(slug: string, gameId: string): Promise<'new' | 'own' | 'taken'> {
      try {
        await slugs.insert({ id: slug, gameId, createdAt: new Date() });
        return 'new';
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
        return (await slugs.findById(slug))?.gameId === gameId ? 'own' : 'taken';
      }
    },
    releaseSlug: (slug: string) => slugs.deleteOne({ id: slug }),
    releaseSlugsOf: (gameId: string) => slugs.deleteMany({ gameId }),
    /** Frees every slug of games that are gone (deleted, or removed by an import). */
    async releaseSlugsOfGone(): Promise<number> {
      const held = new Set((await slugs.find({})).map((record) => record.gameId));
      let released = 0;
      for (const gameId of held) {
        if (!(await games.findById(gameId))) released += await slugs.deleteMany({ gameId });
      }
      return released;
    },

    /** Saves an accepted import before it is applied, so a crash part-way can finish it. */
    saveImport: (category: GameCategory, names: string[], upserts: GameFields[]) =>
      imports.insert({ category, keep: names.map(nameKeyOf), upserts, createdAt: new Date() }),
    pendingImports: () => imports.find({}, { sort: { createdAt: 1 } }),
    /**
     * Makes the category hold exactly these games. Every step can run again with the same
     * result (games are matched by name), so an interrupted import is finished by repeating it.
     */
    async applyImport(record: GameImportRecord) {
      await games.deleteMany({ category: record.category, nameKey: { $nin: record.keep } });
      const now = new Date();
      for (const fields of record.upserts) {
        await games.upsert(
          { category: record.category, nameKey: nameKeyOf(fields.name) },
          { $set: { ...fields, updatedAt: now }, $setOnInsert: { createdAt: now } },
        );
      }
      await imports.deleteOne({ id: record.id });
    },
  };
}

export type GamesRepository = Awaited<ReturnType<typeof gamesRepository>>;
