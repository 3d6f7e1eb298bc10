import type { Leaderboard, LeaderboardTitle } from '@venue/contracts/leaderboard';
import { SerializedJson } from '@venue/service-kit/api-router';
import { defaultTitle, type VenueMonth } from './leaderboard.months';
import { rankGames } from './leaderboard.ranking';
import type { LeaderboardRepository } from './leaderboard.repository';

/**
 * The boards, computed once per change and kept serialised: kiosks poll the board, and a poll
 * must never rank the month's scores again. A month's answers are dropped when its scores or
 * title change (here, or in another process through leaderboard.changed) and built again on the
 * next read, once however many reads arrive together.
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
    const [title, scores] = await Promise.all([
      titleOf(month),
      repository.between(month.firstDay, month.lastDay),
    ]);
    return {
      title: title.title,
      month: month.key,
      monthLabel: month.label,
      games: rankGames(scores),
    };
  };

  const cached = (key: string, month: VenueMonth, build: () => Promise<unknown>) => {
    let found = answers.get(key);
    if (!found) {
      const version = versions.get(month.key) ?? 0;
      found = build().then((value) => new SerializedJson(JSON.stringify(value)));
      answers.set(key, found);
      found.then(
        () => {
          if ((versions.get(month.key) ?? 0) !== version && answers.get(key) === found) {
            answers.delete(key);
          }
        },
        () => answers.delete(key),
      );
    }
    return found;
  };

  return {
    board: (month: VenueMonth) => cached(`board:${month.key}`, month, () => buildBoard(month)),
    title: (month: VenueMonth) => cached(`title:${month.key}`, month, () => titleOf(month)),
    titleOf,
    /** Drops what was built for the month (`YYYY-MM`). */
    changed(monthKey: string) {
      versions.set(monthKey, (versions.get(monthKey) ?? 0) + 1);
      answers.delete(`board:${monthKey}`);
      answers.delete(`title:${monthKey}`);
    },
  };
}

export type LeaderboardReadModel = ReturnType<typeof leaderboardReadModel>;
