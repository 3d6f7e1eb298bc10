import {
  leaderboardChanged,
  type LeaderboardChangedEvent,
  type LeaderboardMonths,
  type LeaderboardTitle,
} from '@venue/contracts/leaderboard';
import { monthLabel } from '@venue/venue-time/venue-time';
import { SerializedJson } from '@venue/service-kit/api-router';
import type { OutboxEvent } from '@venue/service-kit/outbox';
import { payloadsOf } from '@venue/service-kit/read-model';
import { defaultTitle, resolveMonth, type VenueMonth } from './leaderboard.months';
import type { LeaderboardRepository, ScoreRecord } from './leaderboard.repository';
import { standings, type Standings } from './leaderboard.standings';

/** A month's board as kept: its title and its players' bests, and when each last changed. */
interface MonthBoard {
  month: VenueMonth;
  title: LeaderboardTitle;
  titleSetAt: Date | undefined;
  standings: Standings;
  newestScoreAt: Date | undefined;
}

/** The later of two instants (either may be missing). */
const later = (a: Date | undefined, b: Date | undefined) =>
  a && b ? (a.getTime() >= b.getTime() ? a : b) : (a ?? b);

/** The newest of the instants, ISO, or null when there is none. */
const newest = (...instants: Array<Date | undefined>): string | null =>
  instants.reduce(later, undefined)?.toISOString() ?? null;

/** Months' boards kept beside the current one (any `?month=` may be asked for). */
const maxKeptMonths = 24;

/** What a change is applied to: the months' boards kept, every month's (if read yet), the counts. */
interface Kept {
  repository: LeaderboardRepository;
  months: Map<string, MonthBoard>;
  allTime: Standings | undefined;
  /** When the newest score of all was entered (a removal leaves it as it was). */
  newest: { scoreAt: Date | undefined };
  /** Months whose score counts are to be read again before the months are next answered. */
  uncounted: Set<string>;
}

/** The change told by `change`, in its month's board (if kept) and in every month's (if read). */
async function applyOne(kept: Kept, change: LeaderboardChangedEvent) {
  const { repository } = kept;
  const month = resolveMonth(change.month);
  const board = kept.months.get(month.key);
  if (change.change === 'title-set') {
    if (board) {
      const stored = await repository.titleOf(month.key);
      board.title = presentTitle(stored, month);
      board.titleSetAt = stored?.updatedAt;
    }
    return;
  }
  if (change.scoreId === undefined) throw new Error('a score change without its score id');
  // Every month's not read yet: it is read whole, this change with it, when first asked for.
  const whole = kept.allTime;
  if (change.change === 'score-added') {
    const score = await repository.findScore(change.scoreId);
    // Gone already: its removal follows.
    if (score) {
      for (const bests of [whole, board?.standings]) bests?.add(score);
      if (board) board.newestScoreAt = later(board.newestScoreAt, score.enteredAt);
      kept.newest.scoreAt = later(kept.newest.scoreAt, score.enteredAt);
    }
  } else {
    for (const [bests, days] of [
      [whole, undefined],
      [board?.standings, month],
    ] as const) {
      const best = bests?.bestWithId(change.scoreId, change.gameName);
      if (bests && best) {
        const theirs = await repository.playerScores(best.gameName, best.playerKey, days);
        bests.rescore(best.gameName, best.playerKey, theirs);
      }
    }
  }
  // Counted from the store when the months are next asked for, not with each score.
  if (whole) kept.uncounted.add(month.key);
}

function presentTitle(
  stored: Awaited<ReturnType<LeaderboardRepository['titleOf']>>,
  month: VenueMonth,
): LeaderboardTitle {
  return stored
    ? { title: stored.title, month: month.key, isDefault: false }
    : { title: defaultTitle(month), month: month.key, isDefault: true };
}

/** A month's board as the store has it. */
async function readBoard(
  repository: LeaderboardRepository,
  month: VenueMonth,
): Promise<MonthBoard> {
  const [stored, scores] = await Promise.all([
    repository.titleOf(month.key),
    repository.between(month.firstDay, month.lastDay),
  ]);
  return {
    month,
    title: presentTitle(stored, month),
    titleSetAt: stored?.updatedAt,
    standings: standings(scores),
    newestScoreAt: scores.map((score) => score.enteredAt).reduce(later, undefined),
  };
}

/**
 * How many scores each month has: counted from every score when everything is read, and a month
 * a change named (`uncounted`) counted again from the store when the counts are next wanted, not
 * with each score.
 */
function monthCounts(repository: LeaderboardRepository) {
  let counts = new Map<string, number>();
  const uncounted = new Set<string>();
  return {
    uncounted,
    countAll(scores: ScoreRecord[]) {
      counts = new Map();
      uncounted.clear();
      for (const { month } of scores) counts.set(month, (counts.get(month) ?? 0) + 1);
    },
    async current(): Promise<ReadonlyMap<string, number>> {
      for (const key of [...uncounted]) {
        uncounted.delete(key);
        const count = await repository.countInMonth(key);
        if (count > 0) counts.set(key, count);
        else counts.delete(key);
      }
      return counts;
    },
  };
}

/**
 * The boards, kept as each player's best per game and serialised once per change: kiosks poll
 * the board, and a poll must never rank the month's scores again. A change (here, or in another
 * process through leaderboard.changed: see read-model.ts) is applied by what it names: a new
 * score is offered to its game's board of its month and of all time, a removed one that was a
 * best makes that player's scores on that game be read again, a title is read again. So a score
 * costs the same after three years as on the first night; everything is read once at start.
 */
export function leaderboardReadModel(repository: LeaderboardRepository) {
  /** Months' boards, each built when first asked for, and those built. */
  const asked = new Map<string, Promise<MonthBoard>>();
  const months = new Map<string, MonthBoard>();
  let allTime: Standings | undefined;
  const counts = monthCounts(repository);
  const answers = new Map<string, SerializedJson>();
  /** Builds and changes one at a time, so a board read from the store misses no change. */
  let queue: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work);
    queue = run.catch(() => undefined);
    return run;
  };

  const titleOfMonth = async (month: VenueMonth) =>
    presentTitle(await repository.titleOf(month.key), month);
  const newestOfAll: Kept['newest'] = { scoreAt: undefined };

  const readEverything = async () => {
    const scores = await repository.all();
    allTime = standings(scores);
    newestOfAll.scoreAt = scores.map((score) => score.enteredAt).reduce(later, undefined);
    counts.countAll(scores);
  };

  const boardOf = (month: VenueMonth): Promise<MonthBoard> => {
    let found = asked.get(month.key);
    if (!found) {
      if (asked.size >= maxKeptMonths) {
        const oldest = asked.keys().next().value!;
        asked.delete(oldest);
        months.delete(oldest);
      }
      found = exclusive(async () => {
        const board = await readBoard(repository, month);
        if (asked.get(month.key) === found) months.set(month.key, board);
        return board;
      });
      asked.set(month.key, found);
      found.catch(() => asked.get(month.key) === found && asked.delete(month.key));
    }
    return found;
  };
  const everything = async () => {
    if (!allTime) await exclusive(async () => allTime ?? readEverything());
    return { allTime: allTime! };
  };

  const serialised = async (key: string, build: () => Promise<unknown>) => {
    const found = answers.get(key);
    if (found) return found;
    // Built from what the model holds when the build ends: a change applied meanwhile shows.
    const answer = new SerializedJson(JSON.stringify(await build()));
    answers.set(key, answer);
    return answer;
  };

  return {
    board: (month: VenueMonth) =>
      serialised(`board:${month.key}`, async () => {
        const { title, standings: bests, newestScoreAt, titleSetAt } = await boardOf(month);
        return {
          title: title.title,
          month: month.key,
          monthLabel: month.label,
          games: bests.games(),
          updatedAt: newest(newestScoreAt, titleSetAt),
        };
      }),
    title: (month: VenueMonth) =>
      serialised(`title:${month.key}`, async () => (await boardOf(month)).title),
    allTime: () =>
      serialised('all-time', async () => ({
        games: (await everything()).allTime.games(),
        updatedAt: newest(newestOfAll.scoreAt),
      })),
    months: () =>
      serialised('months', async () => {
        await everything();
        // Read again one change or build at a time, as the rest.
        const byMonth = await exclusive(() => counts.current());
        return [...byMonth.entries()]
          .sort(([a], [b]) => (a < b ? 1 : -1))
          .map(([month, scores]): LeaderboardMonths[number] => {
            const [year, number] = month.split('-').map(Number) as [number, number];
            return { month, monthLabel: monthLabel(year, number - 1), scores };
          });
      }),
    titleOf: titleOfMonth,

    changedBy: [leaderboardChanged],
    /** Every score read again; months' boards are built again when next asked for. */
    reload: () =>
      exclusive(async () => {
        asked.clear();
        months.clear();
        await readEverything();
        // After: a read during the reload may have kept an answer from before it.
        answers.clear();
      }),
    apply: (changes: OutboxEvent[]) =>
      exclusive(async () => {
        const told = payloadsOf(changes, leaderboardChanged);
        for (const change of told)
          await applyOne(
            { repository, months, allTime, newest: newestOfAll, uncounted: counts.uncounted },
            change,
          );
        for (const { month } of told) {
          answers.delete(`board:${month}`);
          answers.delete(`title:${month}`);
        }
        answers.delete('all-time');
        answers.delete('months');
      }),
  };
}

export type LeaderboardReadModel = ReturnType<typeof leaderboardReadModel>;
