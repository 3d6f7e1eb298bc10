import type { Leaderboard } from '@venue/contracts/leaderboard';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useState } from 'react';

import { QueryState } from '@/components/ui/query-state/query-state';

import { useLeaderboard } from '../api/get-leaderboard';
import { boardSettings, boardTitle, pagesOf } from '../board-constants';
import { useBoardPages } from '../hooks/use-board-pages';
import { GameBoard } from './game-board';
import './leaderboard.css';

const settings = boardSettings.page;

function BoardPages({ board }: { board: Leaderboard }) {
  const pages = pagesOf(board.games, settings.gamesPerPage);
  const [paused, setPaused] = useState(false);
  const { page, next, previous } = useBoardPages({
    pageCount: pages.length,
    advanceEveryMs: settings.advanceEveryMs,
    paused,
  });
  const several = pages.length > 1;
  return (
    <>
      <div className="board-grid" aria-live={paused ? 'polite' : 'off'}>
        {(pages[page] ?? []).map((game) => (
          <GameBoard key={game.game_name} game={game} top={settings.top} />
        ))}
      </div>
      <nav className="board-pager" aria-label="Leaderboard pages">
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          onClick={previous}
          disabled={!several}
        >
          <ChevronLeft aria-hidden="true" />
          Previous
        </button>
        <p className="board-pager__status" aria-live="polite">
          Page {page + 1} of {pages.length}
        </p>
        <button type="button" className="btn btn--ghost btn--sm" onClick={next} disabled={!several}>
          Next
          <ChevronRight aria-hidden="true" />
        </button>
        {several ? (
          <button
            type="button"
            className="btn btn--ghost btn--sm board-pager__pause"
            aria-pressed={paused}
            onClick={() => setPaused((value) => !value)}
          >
            {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
            {paused ? 'Resume' : 'Pause'}
            <span className="visually-hidden"> automatic page turns</span>
          </button>
        ) : null}
      </nav>
    </>
  );
}

/** The monthly leaderboard: four games a page, turning every 15 seconds, refreshed every 5 minutes. */
export function LeaderboardView() {
  const board = useLeaderboard({ queryConfig: { refetchInterval: settings.refetchEveryMs } });
  return (
    <>
      <header className="board-header">
        <p className="eyebrow">Monthly high scores</p>
        <h1 className="page-hero__title board-header__title">
          {board.data ? boardTitle(board.data) : 'Monthly Leaderboard'}
        </h1>
      </header>
      <QueryState
        query={board}
        look="panel"
        loading="Loading leaderboard..."
        error="Failed to load the leaderboard"
        isEmpty={(data) => data.games.length === 0}
        empty="No leaderboard data available"
      >
        {(data) => <BoardPages board={data} />}
      </QueryState>
    </>
  );
}
