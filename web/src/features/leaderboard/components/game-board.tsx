import type { Leaderboard } from '@venue/contracts/leaderboard';
import { useId, type ReactNode } from 'react';

import { isPodium, RankBadge } from './rank-badge';
import './game-board.css';

type GameBoardProps = {
  game: Leaderboard['games'][number];
  /** How many entries to show (10 on the page, 8 on the kiosk). */
  top: number;
  /** The heading, when it is not the game's name (a machine's page names its boards). */
  title?: string;
  /** A line under the heading: the machine's status on the kiosk. */
  status?: ReactNode;
  /** Said when the game has no entries. */
  empty?: ReactNode;
};

/** Scores with thousands separators, the way players read them off a machine. */
export const formatScore = (score: number) => score.toLocaleString('en-US');

/** One game's top players: rank, name and score, the podium highlighted. */
export function GameBoard({ game, top, title, status, empty }: GameBoardProps) {
  const titleId = useId();
  return (
    <section className="game-board" aria-labelledby={titleId}>
      <h2 id={titleId} className="game-board__title">
        {title ?? game.game_name}
      </h2>
      {status}
      {game.entries.length === 0 && empty ? (
        <div className="game-board__empty">{empty}</div>
      ) : (
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
      )}
    </section>
  );
}
