import {
  leaderboardChanged,
  type AllTimeBoard,
  type Leaderboard,
  type LeaderboardMonths,
  type LeaderboardTitle,
} from '@venue/contracts/leaderboard';
import { monthLabel } from '@venue/venue-time/venue-time';
import { SerializedJson } from '@venue/service-kit/api-router';
import type { OutboxEvent } from '@venue/service-kit/outbox';
import { payloadsOf } from '@venue/service-kit/read-model';
import { defaultTitle, type VenueMonth } from './leaderboard.months';
import { rankGames } from './leaderboard.ranking';
import type { LeaderboardRepository } from './leaderboard.repository';

/** The latest of the instants, ISO, or null when there is none. */
const newest = (instants: Array<Date | undefined>): string | null => {
  const times = instants.flatMap((instant) => (instant ? [instant.getTime()] : []));
  return times.length > 0 ? new Date(times.reduce((a, b) => Math.max(a, b))).toISOString() : null;
};

/**
 * The boards, computed once per change and kept serialised: kiosks poll the board, and a poll
 * must never rank the month's scores again. A month's answers are dropped when its scores or
 * title change (here, or in another process through leaderboard.changed: see read-model.ts) and
 * built again on the next read, once however many reads arrive together.
 */
export function leaderboardReadModel(repository: LeaderboardRepository) {
  const answers = new Map<string, Promise<SerializedJson>>();
  /** Bumped when a month changes, so an answer built before the change is not kept after it. */
  const versions = new Map<string, number>();

  const titleOf = async (month: VenueMonth): Promise<LeaderboardTitle> => {
    const stored = await repository.titleOf(month.key);
    return stored
      ? { title: stored.title, month: month.key, isDefault: false }
      : { title: defaultTitle(month), month: month.key, isDefault: true };
  };

  const buildBoard = async (month: VenueMonth): Promise<Leaderboard> => {
    const [stored, scores] = await Promise.all([
      repository.titleOf(month.key),
      repository.between(month.firstDay, month.lastDay),
    ]);
    return {
      title: stored?.title ?? defaultTitle(month),
      month: month.key,
      monthLabel: month.label,
      games: rankGames(scores),
      updatedAt: newest([...scores.map((score) => score.enteredAt), stored?.updatedAt]),
    };
  };

  /** Each player's best of every month, per game: the whole store ranked once per change. */
  const buildAllTime = async (): Promise<AllTimeBoard> => {
    const scores = await repository.all();
    return {
      games: rankGames(scores),
      updatedAt: newest(scores.map((score) => score.enteredAt)),
    };
  };

  const buildMonths = async (): Promise<LeaderboardMonths> => {
    const counts = new Map<string, number>();
    for (const score of await repository.all()) {
      counts.set(score.month, (counts.get(score.month) ?? 0) + 1);
    }
    return [...counts.entries()]
      .sort(([a], [b]) => (a < b ? 1 : -1))
      .map(([month, scores]) => {
        const [year, number] = month.split('-').map(Number) as [number, number];
        return { month, monthLabel: monthLabel(year, number - 1), scores };
      });
  };

  /** `scope` is the month an answer is built from, or `all` for answers made of every month. */
  const cached = (key: string, scope: string, build: () => Promise<unknown>) => {
    let found = answers.get(key);
    if (!found) {
      const version = versions.get(scope) ?? 0;
      found = build().then((value) => new SerializedJson(JSON.stringify(value)));
      answers.set(key, found);
      found.then(
        () => {
          if ((versions.get(scope) ?? 0) !== version && answers.get(key) === found) {
            answers.delete(key);
          }
        },
        () => answers.delete(key),
      );
    }
    return found;
  };

  /** Drops what was built for the month (`YYYY-MM`), and what was built from every month. */
  const changed = (monthKey: string) => {
    for (const scope of [monthKey, 'all']) versions.set(scope, (versions.get(scope) ?? 0) + 1);
    answers.delete(`board:${monthKey}`);
    answers.delete(`title:${monthKey}`);
    answers.delete('all-time');
    answers.delete('months');
  };

  return {
    board: (month: VenueMonth) => cached(`board:${month.key}`, month.key, () => buildBoard(month)),
    title: (month: VenueMonth) => cached(`title:${month.key}`, month.key, () => titleOf(month)),
    allTime: () => cached('all-time', 'all', buildAllTime),
    months: () => cached('months', 'all', buildMonths),
    titleOf,

    changedBy: [leaderboardChanged],
    /** Nothing is built ahead: every answer is dropped, to be built on its next read. */
    async reload() {
      answers.clear();
    },
    async apply(changes: OutboxEvent[]) {
      for (const { month } of payloadsOf(changes, leaderboardChanged)) changed(month);
    },
  };
}

export type LeaderboardReadModel = ReturnType<typeof leaderboardReadModel>;
