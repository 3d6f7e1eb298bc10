import type { Leaderboard } from '@venue/contracts/leaderboard';

import { isPodium, RankBadge } from './rank-badge';
import './game-board.css';

type GameBoardProps = {
  game: Leaderboard['games'][number];
  /** How many entries to show (10 on the page, 8 on the kiosk). */
  top: number;
};

/** Scores with thousands separators, the way players read them off a machine. */
export const formatScore = (score: number) => score.toLocaleString('en-US');

/** One game's top players: rank, name and score, the podium highlighted. */
export function GameBoard({ game, top }: GameBoardProps) {
  const titleId = `board-${game.game_name.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className="game-board" aria-labelledby={titleId}>
      <h2 id={titleId} className="game-board__title">
        {game.game_name}
      </h2>
      <table className="game-board__table">
        <thead className="visually-hidden">
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Player</th>
            <th scope="col">Score</th>
          </tr>
        </thead>
        <tbody>
          {game.entries.slice(0, top).map((entry) => (
            <tr
              key={`${entry.rank}-${entry.player_name}`}
              className={
                isPodium(entry.rank)
                  ? `game-board__row game-board__row--rank-${entry.rank}`
                  : 'game-board__row'
              }
            >
              <td className="game-board__rank">
                <RankBadge rank={entry.rank} />
              </td>
              <th scope="row" className="game-board__player">
                {entry.player_name}
              </th>
              <td className="game-board__score">{formatScore(entry.score)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
