import { leaderboardTopEntries, type Leaderboard } from '@venue/contracts/leaderboard';
import type { ScoreRecord } from './leaderboard.repository';

type BoardGame = Leaderboard['games'][number];

/** Higher score first; on a tie, whoever got there first; then by name, so the order is stable. */
export function better(a: ScoreRecord, b: ScoreRecord): number {
  if (a.score !== b.score) return b.score - a.score;
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.enteredAt.getTime() !== b.enteredAt.getTime()) {
    return a.enteredAt.getTime() - b.enteredAt.getTime();
  }
  return a.playerKey < b.playerKey ? -1 : a.playerKey > b.playerKey ? 1 : 0;
}

/**
 * One game's board: each player's best score, best first, ranked so that equal scores share a
 * rank and the next rank skips (100, 90, 90, 80 rank 1, 2, 2, 4); the top entries only.
 */
export function rankGame(gameName: string, scores: ScoreRecord[]): BoardGame {
  const bestByPlayer = new Map<string, ScoreRecord>();
  for (const score of scores) {
    const best = bestByPlayer.get(score.playerKey);
    if (!best || better(score, best) < 0) bestByPlayer.set(score.playerKey, score);
  }
  const ordered = [...bestByPlayer.values()].sort(better);
  let rank = 0;
  const entries = ordered.slice(0, leaderboardTopEntries).map((score, index) => {
    if (index === 0 || score.score !== ordered[index - 1]?.score) rank = index + 1;
    return { rank, player_name: score.playerName, score: score.score };
  });
  return { game_name: gameName, entries };
}
