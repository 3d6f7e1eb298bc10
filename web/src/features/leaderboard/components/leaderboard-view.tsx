import type { UseQueryResult } from '@tanstack/react-query';
import type { Leaderboard, LeaderboardMonths } from '@venue/contracts/leaderboard';
import { CalendarDays, ChevronLeft, ChevronRight, Crown, Pause, Play } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { SelectField } from '@/components/ui/form/field';
import { QueryState } from '@/components/ui/query-state/query-state';
import { paths } from '@/config/paths';

import { useAllTimeBoard } from '../api/get-all-time-board';
import { useBoardMonths } from '../api/get-board-months';
import { useLeaderboard } from '../api/get-leaderboard';
import {
  boardSettings,
  boardTitle,
  hallOfFameTitle,
  pagesOf,
  type BoardChoice,
} from '../board-constants';
import { useBoardPages } from '../hooks/use-board-pages';
import { GameBoard } from './game-board';
import './leaderboard.css';

const settings = boardSettings.page;
const refresh = { queryConfig: { refetchInterval: settings.refetchEveryMs } };

function BoardPages({ games }: { games: Leaderboard['games'] }) {
  const pages = pagesOf(games, settings.gamesPerPage);
  const [paused, setPaused] = useState(false);
  const { page, next, previous } = useBoardPages({
    pageCount: pages.length,
    advanceEveryMs: settings.advanceEveryMs,
    paused,
  });
  const several = pages.length > 1;
  return (
    <>
      <div className="board-grid cols-lg-2" aria-live={paused ? 'polite' : 'off'}>
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

/** The two boards, each its own address: the months' and the Hall of Fame. */
function BoardViews({ view }: { view: BoardChoice['view'] }) {
  const views = [
    { key: 'month', label: 'Monthly', icon: CalendarDays, href: paths.leaderboard.getHref() },
    {
      key: 'all-time',
      label: hallOfFameTitle,
      icon: Crown,
      href: paths.leaderboard.getHref('all-time'),
    },
  ] as const;
  return (
    <nav className="board-views" aria-label="Leaderboards">
      {views.map(({ key, label, icon: Icon, href }) => (
        <Link
          key={key}
          className="board-views__link hover-lit"
          to={href}
          aria-current={key === view ? 'page' : undefined}
        >
          <Icon aria-hidden="true" />
          {label}
        </Link>
      ))}
    </nav>
  );
}

/**
 * The months with scores to look back at. A form that works without scripts too (it asks the
 * page for `?month=`); with them, it moves within the app.
 */
function MonthPicker({
  current,
  chosen,
  months,
}: {
  current: Leaderboard;
  chosen: string;
  months: LeaderboardMonths;
}) {
  const navigate = useNavigate();
  const [month, setMonth] = useState(chosen === current.month ? '' : chosen);
  const past = months.filter((entry) => entry.month !== current.month);
  if (past.length === 0) return null;
  const options = [
    { value: '', label: `This month (${current.monthLabel})` },
    ...past.map((entry) => ({ value: entry.month, label: entry.monthLabel })),
  ];
  const show = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(month ? paths.leaderboard.getHref({ month }) : paths.leaderboard.getHref());
  };
  return (
    <form className="month-picker" action={paths.leaderboard.path} method="get" onSubmit={show}>
      <SelectField
        label="Month"
        name="month"
        options={options}
        value={month}
        onChange={(event) => setMonth(event.target.value)}
      />
      <button type="submit" className="btn btn--outline btn--sm">
        Show
      </button>
    </form>
  );
}

type BoardPageProps<TBoard extends { games: Leaderboard['games'] }> = {
  eyebrow: string;
  title: ReactNode;
  view: BoardChoice['view'];
  /** Below the views: a month's board has its month picker. */
  picker?: ReactNode;
  board: UseQueryResult<TBoard>;
  loading: string;
  error: string;
  /** The pages start again from the first when this changes. */
  pagesKey?: (board: TBoard) => string;
};

/** A board's page: its header with the views, then its games a page at a time. */
function BoardPage<TBoard extends { games: Leaderboard['games'] }>({
  eyebrow,
  title,
  view,
  picker,
  board,
  loading,
  error,
  pagesKey,
}: BoardPageProps<TBoard>) {
  return (
    <>
      <header className="board-header">
        <p className="eyebrow">{eyebrow}</p>
        <h1 className="page-hero__title board-header__title">{title}</h1>
        <BoardViews view={view} />
        {picker}
      </header>
      <QueryState
        query={board}
        look="panel"
        loading={loading}
        error={error}
        isEmpty={(data) => data.games.length === 0}
        empty="No leaderboard data available"
      >
        {(data) => <BoardPages key={pagesKey?.(data)} games={data.games} />}
      </QueryState>
    </>
  );
}

function MonthBoard({ month }: { month: string | undefined }) {
  const current = useLeaderboard(refresh);
  const chosen = useLeaderboard({ month, ...(month === undefined ? refresh : {}) });
  const months = useBoardMonths();
  const board = month === undefined ? current : chosen;
  return (
    <BoardPage
      eyebrow="Monthly high scores"
      title={board.data ? boardTitle(board.data) : 'Monthly Leaderboard'}
      view="month"
      picker={
        current.data && months.data ? (
          <MonthPicker
            key={month ?? ''}
            current={current.data}
            chosen={month ?? ''}
            months={months.data}
          />
        ) : null
      }
      board={board}
      loading="Loading leaderboard..."
      error="Failed to load the leaderboard"
      pagesKey={(data) => data.month}
    />
  );
}

function HallOfFame() {
  const board = useAllTimeBoard(refresh);
  return (
    <BoardPage
      eyebrow="All-time best"
      title={hallOfFameTitle}
      view="all-time"
      board={board}
      loading="Loading the Hall of Fame..."
      error="Failed to load the Hall of Fame"
    />
  );
}

/**
 * The leaderboard: a month's board (this month's unless another is chosen) or the Hall of
 * Fame, each four games a page, turning every 15 seconds, refreshed every 5 minutes.
 */
export function LeaderboardView({ choice }: { choice: BoardChoice }) {
  return choice.view === 'all-time' ? <HallOfFame /> : <MonthBoard month={choice.month} />;
}
