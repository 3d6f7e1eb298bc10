import type { GameCategory } from '@venue/contracts/catalogue';
import type { Store } from '@venue/store/store.port';

export interface GameRecord {
  id: string;
  category: GameCategory;
  name: string;
  /** Lower-cased name: names are unique within a category regardless of case. */
  nameKey: string;
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

/** An import accepted but perhaps not yet applied. */
export interface GameImportRecord {
  id: string;
  category: GameCategory;
  /** Name keys of every game in the file: the category keeps these and no others. */
  keep: string[];
  /** The games the file adds or changes. */
  upserts: GameFields[];
  createdAt: Date;
}

const nameKeyOf = (name: string) => name.toLowerCase();

export async function gamesRepository(store: Store) {
  const games = await store.collection<GameRecord>('games', {
    indexes: [{ fields: { category: 1, nameKey: 1 }, unique: true }],
  });
  const imports = await store.collection<GameImportRecord>('game_imports');
  return {
    all: () => games.find({}, { sort: { category: 1, nameKey: 1 } }),
    inCategory: (category: GameCategory) => games.find({ category }, { sort: { nameKey: 1 } }),
    count: () => games.count(),
    findById: (id: string) => games.findById(id),
    findByName: (category: GameCategory, name: string) =>
      games.findOne({ category, nameKey: nameKeyOf(name) }),
    insert: (fields: GameFields, id?: string) => {
      const now = new Date();
      return games.insert({
        ...fields,
        ...(id && { id }),
        nameKey: nameKeyOf(fields.name),
        createdAt: now,
        updatedAt: now,
      });
    },
    update: (id: string, fields: GameFields) =>
      games.updateOne(
        { id },
        { $set: { ...fields, nameKey: nameKeyOf(fields.name), updatedAt: new Date() } },
      ),
    delete: (id: string) => games.deleteOne({ id }),

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
