import type { AllTimeBoard } from '@venue/contracts/leaderboard';
import { Link } from 'react-router-dom';

import { QueryState } from '@/components/ui/query-state/query-state';
import { paths } from '@/config/paths';

import { useAllTimeBoard } from '../api/get-all-time-board';
import { useLeaderboard } from '../api/get-leaderboard';
import { boardSettings } from '../board-constants';
import { GameBoard } from './game-board';
import './game-scores.css';

/** The machine page's share of the Hall of Fame: the best few of all time. */
const allTimeTop = 5;

/** The game's entries on a board, or none. */
const gameOn = (board: AllTimeBoard, gameName: string) =>
  board.games.find((game) => game.game_name === gameName) ?? { game_name: gameName, entries: [] };

/** One machine's scores: this month's top ten and the best of all time. */
export function GameScores({ gameName }: { gameName: string }) {
  const month = useLeaderboard();
  const allTime = useAllTimeBoard();
  return (
    <div className="game-scores cols-lg-2">
      <QueryState
        query={month}
        look="panel"
        loading="Loading scores..."
        error="Failed to load this month's scores"
      >
        {(board) => (
          <GameBoard
            game={gameOn(board, gameName)}
            top={boardSettings.page.top}
            title={`Top Scores: ${board.monthLabel}`}
            empty={
              <>
                <p className="list-state__title">No scores yet this month.</p>
                <p>Be the first: submit yours with a photo.</p>
              </>
            }
          />
        )}
      </QueryState>
      <QueryState
        query={allTime}
        look="panel"
        loading="Loading the Hall of Fame..."
        error="Failed to load the Hall of Fame"
      >
        {(board) => (
          <div className="game-scores__all-time">
            <GameBoard
              game={gameOn(board, gameName)}
              top={allTimeTop}
              title="All-Time Best"
              empty={<p>No scores yet.</p>}
            />
            <Link className="game-scores__more" to={paths.leaderboard.getHref('all-time')}>
              See the Hall of Fame
            </Link>
          </div>
        )}
      </QueryState>
    </div>
  );
}
