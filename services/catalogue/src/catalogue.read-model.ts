import {
  gameCategories,
  gameChanged,
  type Game,
  type GameBySlug,
  type GameCategory,
  type GameCounts,
  type GroupedGames,
} from '@venue/contracts/catalogue';
import { compareNames } from '@venue/contracts/text';
import { SerializedJson } from '@venue/service-kit/api-router';
import type { OutboxEvent } from '@venue/service-kit/outbox';
import { payloadsOf } from '@venue/service-kit/read-model';
import type { GameRecord, GamesRepository } from './catalogue.repository';

export const presentGame = (record: GameRecord): Game => ({
  id: record.id,
  category: record.category,
  name: record.name,
  slug: record.slug ?? '',
  manufacturer: record.manufacturer,
  year: record.year,
  description: record.description,
  updatedAt: record.updatedAt.toISOString(),
});

const byNameKey = (a: GameRecord, b: GameRecord) =>
  a.nameKey < b.nameKey ? -1 : a.nameKey > b.nameKey ? 1 : 0;

/**
 * The public answers, kept in memory and serialised once per change: reads never scan or
 * even touch the store, so they cost the same with 50 games or 10,000 and never queue behind
 * writes. The store stays the truth: a change reads its category again from it, in every
 * catalogue process (see read-model.ts).
 */
export function gamesReadModel(games: GamesRepository) {
  const categories = new Map<GameCategory, GameRecord[]>(
    gameCategories.map((category) => [category, []]),
  );
  const answers = new Map<string, SerializedJson>();
  /** Every slug, current or of an earlier name, to its game's id. */
  let gameIdOfSlug = new Map<string, string>();

  const loadSlugs = async () => {
    gameIdOfSlug = new Map((await games.allSlugs()).map((record) => [record.id, record.gameId]));
  };

  const answer = (key: string, build: () => unknown) => {
    let found = answers.get(key);
    if (!found) {
      found = new SerializedJson(JSON.stringify(build()));
      answers.set(key, found);
    }
    return found;
  };
  const listOf = (category: GameCategory) => categories.get(category) ?? [];

  return {
    changedBy: [gameChanged],

    async reload() {
      const all = await games.all();
      for (const category of gameCategories) {
        categories.set(
          category,
          all.filter((record) => record.category === category).sort(byNameKey),
        );
      }
      await loadSlugs();
      answers.clear();
    },

    /** Reads each changed category again, and the slugs. */
    async apply(changes: OutboxEvent[]) {
      for (const category of new Set(payloadsOf(changes, gameChanged).map((c) => c.category))) {
        categories.set(category, (await games.inCategory(category)).sort(byNameKey));
      }
      await loadSlugs();
      answers.clear();
    },

    /** The game a slug leads to, current or of an earlier name; null when none does. */
    bySlug(slug: string): GameBySlug | null {
      const gameId = gameIdOfSlug.get(slug);
      const record =
        gameId === undefined
          ? undefined
          : gameCategories
              .flatMap((category) => listOf(category))
              .find((candidate) => candidate.id === gameId);
      return record ? { ...presentGame(record), isAlias: record.slug !== slug } : null;
    },

    grouped: () =>
      answer('grouped', () => {
        const groups = {} as GroupedGames;
        for (const category of gameCategories) groups[category] = listOf(category).map(presentGame);
        return groups;
      }),

    inCategory: (category: GameCategory) =>
      answer(`category:${category}`, () => listOf(category).map(presentGame)),

    counts: () =>
      answer('counts', () => {
        const counts = {} as GameCounts;
        for (const category of gameCategories) counts[category] = listOf(category).length;
        return counts;
      }),

    /** Every game name once, sorted, for the public report form. */
    names: () =>
      answer('names', () => {
        const names = new Set(
          gameCategories.flatMap((category) => listOf(category).map((record) => record.name)),
        );
        return [...names].sort(compareNames);
      }),
  };
}

export type GamesReadModel = ReturnType<typeof gamesReadModel>;
