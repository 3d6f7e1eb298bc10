import type { Leaderboard } from '@venue/contracts/leaderboard';
import { compareNames } from '@venue/contracts/text';
import { better, rankGame } from './leaderboard.ranking';
import type { ScoreRecord } from './leaderboard.repository';

type BoardGame = Leaderboard['games'][number];

/**
 * Each player's best score on each game, over some scores (a month's, or all of them), and the
 * boards ranked from them. A new score changes at most one player's best on one game, so only
 * that game's board is ranked again: a score costs the same with three years of scores as with
 * three.
 */
export function standings(scores: ScoreRecord[]) {
  const bests = new Map<string, Map<string, ScoreRecord>>();
  const boards = new Map<string, BoardGame>();
  let ranked: BoardGame[] | undefined;

  const bestsOf = (gameName: string) => {
    let players = bests.get(gameName);
    if (!players) {
      players = new Map();
      bests.set(gameName, players);
    }
    return players;
  };
  const changed = (gameName: string) => {
    boards.delete(gameName);
    ranked = undefined;
  };
  const offer = (score: ScoreRecord) => {
    const players = bestsOf(score.gameName);
    const best = players.get(score.playerKey);
    if (best && better(score, best) >= 0) return false;
    players.set(score.playerKey, score);
    return true;
  };
  for (const score of scores) offer(score);

  return {
    /** Takes a score in; true when it is its player's best on its game (the board changed). */
    add(score: ScoreRecord): boolean {
      if (!offer(score)) return false;
      changed(score.gameName);
      return true;
    },

    /** The best that is the score with this id, if it is anyone's (a game's, or any game's). */
    bestWithId(id: string, gameName?: string): ScoreRecord | undefined {
      const games = gameName === undefined ? [...bests.values()] : [bests.get(gameName)];
      for (const players of games) {
        for (const best of players?.values() ?? []) if (best.id === id) return best;
      }
      return undefined;
    },

    /** A player's best on a game worked out again from all their scores on it (none: no entry). */
    rescore(gameName: string, playerKey: string, theirScores: ScoreRecord[]) {
      const players = bestsOf(gameName);
      players.delete(playerKey);
      for (const score of theirScores) offer(score);
      if (players.size === 0) bests.delete(gameName);
      changed(gameName);
    },

    /** Every game with a score, by name, each ranked (again only where its bests changed). */
    games(): BoardGame[] {
      ranked ??= [...bests.keys()].sort(compareNames).map((gameName) => {
        let board = boards.get(gameName);
        if (!board) {
          board = rankGame(gameName, [...bests.get(gameName)!.values()]);
          boards.set(gameName, board);
        }
        return board;
      });
      return ranked;
    },
  };
}

export type Standings = ReturnType<typeof standings>;
