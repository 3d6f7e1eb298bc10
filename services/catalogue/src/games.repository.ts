import type { GameCategory } from '@venue/contracts/games';
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

const byName = { sort: { nameKey: 1 } } as const;

export async function gamesRepository(store: Store) {
  const games = await store.collection<GameRecord>('games', {
    indexes: [{ fields: { category: 1, nameKey: 1 }, unique: true }],
  });
  return {
    all: () => games.find({}, { sort: { category: 1, nameKey: 1 } }),
    inCategory: (category: GameCategory) => games.find({ category }, byName),
    countIn: (category: GameCategory) => games.count({ category }),
    count: () => games.count(),
    findById: (id: string) => games.findById(id),
    findByName: (category: GameCategory, name: string) =>
      games.findOne({ category, nameKey: name.toLowerCase() }),
    insert: (fields: GameFields) => {
      const now = new Date();
      return games.insert({
        ...fields,
        nameKey: fields.name.toLowerCase(),
        createdAt: now,
        updatedAt: now,
      });
    },
    update: (id: string, fields: GameFields) =>
      games.updateOne(
        { id },
        { $set: { ...fields, nameKey: fields.name.toLowerCase(), updatedAt: new Date() } },
      ),
    delete: (id: string) => games.deleteOne({ id }),
  };
}

export type GamesRepository = Awaited<ReturnType<typeof gamesRepository>>;
