import type { Store } from '@venue/store/store.port';

export interface ScoreRecord {
  id: string;
  /** As the catalogue spells it. */
  gameName: string;
  playerName: string;
  /** The player's name as the board compares it: one player however they typed their name. */
  playerKey: string;
  score: number;
  /** The venue's calendar date of the score, `YYYY-MM-DD`. */
  date: string;
  /** Its venue month, `YYYY-MM`. */
  month: string;
  enteredBy: string;
  enteredAt: Date;
}

export type NewScoreRecord = Omit<ScoreRecord, 'id' | 'playerKey' | 'enteredAt'>;

/** A month's own title; the id is the month (`YYYY-MM`). */
interface TitleRecord {
  id: string;
  title: string;
  setBy: string;
  updatedAt: Date;
}

/** Letter case and spacing do not make a new player: `ANN  lee` is `Ann Lee`. */
const playerKeyOf = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export async function leaderboardRepository(store: Store) {
  const scores = await store.collection<ScoreRecord>('scores', {
    indexes: [{ fields: { date: 1 } }, { fields: { month: 1 } }],
  });
  const titles = await store.collection<TitleRecord>('titles');
  return {
    /** Scores dated from `firstDay` to `lastDay`, both included. */
    between: (firstDay: string, lastDay: string) =>
      scores.find({ date: { $gte: firstDay, $lte: lastDay } }, { sort: { enteredAt: -1 } }),
    count: () => scores.count(),
    /** How many scores a month (`YYYY-MM`) has: by the month's index, after every score. */
    countInMonth: (month: string) => scores.count({ month }),
    /** A player's scores on a game, dated within `days` (a month) or ever. */
    playerScores: (
      gameName: string,
      playerKey: string,
      days?: { firstDay: string; lastDay: string },
    ) =>
      scores.find({
        gameName,
        playerKey,
        ...(days && { date: { $gte: days.firstDay, $lte: days.lastDay } }),
      }),
    all: () => scores.find({}),
    findScore: (id: string) => scores.findById(id),
    insertScore: (score: NewScoreRecord, id?: string) =>
      scores.insert({
        ...score,
        ...(id && { id }),
        playerKey: playerKeyOf(score.playerName),
        enteredAt: new Date(),
      }),
    deleteScore: (id: string) => scores.deleteOne({ id }),
    titleOf: (month: string) => titles.findById(month),
    setTitle: (month: string, title: string, setBy: string) =>
      titles.upsert({ id: month }, { $set: { title, setBy, updatedAt: new Date() } }),
    clearTitle: (month: string) => titles.deleteOne({ id: month }),
  };
}

export type LeaderboardRepository = Awaited<ReturnType<typeof leaderboardRepository>>;
