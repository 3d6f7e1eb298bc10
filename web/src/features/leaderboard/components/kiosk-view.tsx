import type { Leaderboard } from '@venue/contracts/leaderboard';
import { Maximize, WifiOff } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router-dom';

import { Logo } from '@/components/ui/logo';
import { MachineStatusBadge } from '@/components/ui/machine-status/machine-status';
import { paths } from '@/config/paths';
import { venue } from '@/config/venue';
import { useMachineStatuses, type MachineStatusView } from '@/lib/get-machine-statuses';

import { useAllTimeBoard } from '../api/get-all-time-board';
import { useLeaderboard } from '../api/get-leaderboard';
import { boardSettings, boardTitle, hallOfFameTitle, pagesOf } from '../board-constants';
import { useBoardPages } from '../hooks/use-board-pages';
import { useKioskFit } from '../hooks/use-kiosk-fit';
import { GameBoard } from './game-board';
import './kiosk.css';

const settings = boardSettings.kiosk;
/** With nothing to show yet, the kiosk asks again sooner than its usual two minutes. */
const retryEmptyEveryMs = 15_000;

/** One board the kiosk turns through: its title and its games, four a page. */
type KioskBoard = { title: string; pages: Leaderboard['games'][] };

/** One page of one board: what the kiosk shows at a time. */
type Slide = { board: KioskBoard; games: Leaderboard['games']; page: number };

/** Every page of every board, one after the other: the month's, then the Hall of Fame's. */
const slidesOf = (boards: KioskBoard[]): Slide[] =>
  boards.flatMap((board) => board.pages.map((games, page) => ({ board, games, page })));

function KioskPage({
  slide,
  statuses,
  onChoose,
}: {
  slide: Slide;
  statuses: MachineStatusView[];
  /** A dot chosen: the board's page by its index. */
  onChoose: (page: number) => void;
}) {
  const { board } = slide;
  const statusOf = (gameName: string) => statuses.find((machine) => machine.gameName === gameName);
  return (
    <>
      <div className="kiosk__grid">
        {slide.games.map((game) => {
          const status = statusOf(game.game_name);
          return (
            <GameBoard
              key={game.game_name}
              game={game}
              top={settings.top}
              // Read from across the room: the status alone, not when it last changed.
              status={status ? <MachineStatusBadge status={status.status} /> : null}
            />
          );
        })}
      </div>
      <footer className="kiosk__footer">
        {board.pages.length > 1 ? (
          <div
            className="kiosk__dots"
            role="group"
            aria-label={`${board.title}: page ${slide.page + 1} of ${board.pages.length}`}
          >
            {board.pages.map((_, index) => (
              <button
                key={index}
                type="button"
                className={index === slide.page ? 'kiosk__dot kiosk__dot--current' : 'kiosk__dot'}
                aria-label={`Page ${index + 1}`}
                aria-current={index === slide.page ? 'true' : undefined}
                onClick={() => onChoose(index)}
              />
            ))}
          </div>
        ) : null}
        <p className="kiosk__note">Auto-updating every 10 seconds</p>
      </footer>
    </>
  );
}

type KioskViewProps = {
  /**
   * The venue TVs' mode (`/kiosk/fullscreen`): the board alone, filling the screen with type
   * readable across the room, never scrolling. Without it, the board sits in the site's frame.
   */
  fullscreen?: boolean;
};

/**
 * The kiosk board: this month's board, then the Hall of Fame, four games a page with their top
 * eight and each machine's status, turning every 10 seconds and asked for again every two
 * minutes. If the network drops it keeps the last boards and says it is reconnecting; it keeps
 * asking, so it recovers by itself.
 */
export function KioskView({ fullscreen = false }: KioskViewProps) {
  const live = { refetchInterval: settings.refetchEveryMs, refetchIntervalInBackground: true };
  const board = useLeaderboard({
    queryConfig: {
      refetchInterval: (query) => (query.state.data ? settings.refetchEveryMs : retryEmptyEveryMs),
      refetchIntervalInBackground: true,
    },
  });
  const allTime = useAllTimeBoard({ queryConfig: live });
  const statuses = useMachineStatuses({ queryConfig: live });
  const data = board.data;
  const boards = [
    ...(data ? [{ title: boardTitle(data), games: data.games }] : []),
    ...(allTime.data ? [{ title: hallOfFameTitle, games: allTime.data.games }] : []),
  ]
    .map(({ title, games }): KioskBoard => ({
      title,
      pages: pagesOf(games, settings.gamesPerPage),
    }))
    .filter((shown) => shown.pages.length > 0);
  const slides = slidesOf(boards);
  const { page, goTo } = useBoardPages({
    pageCount: slides.length,
    advanceEveryMs: settings.advanceEveryMs,
  });
  const slide = slides[page];
  const boxRef = useRef<HTMLDivElement>(null);
  useKioskFit(boxRef);
  return (
    <div ref={boxRef} className={fullscreen ? 'kiosk kiosk--fullscreen' : 'kiosk'}>
      <div className="kiosk__frame">
        <header className="kiosk__header">
          {fullscreen ? <Logo size={72} /> : null}
          <div className="kiosk__heading">
            <p className="caps-label kiosk__venue">
              {fullscreen ? venue.wordmark : 'Leaderboard Kiosk'}
            </p>
            <h1 className="kiosk__title" aria-live="polite">
              {slide?.board.title ?? (data ? boardTitle(data) : 'Monthly Leaderboard')}
            </h1>
          </div>
          {data && board.isError ? (
            <p className="outline-pill kiosk__offline" role="status">
              <WifiOff aria-hidden="true" />
              Reconnecting...
            </p>
          ) : null}
          {fullscreen ? null : (
            <Link className="btn btn--outline btn--sm" to={paths.kioskFullscreen.getHref()}>
              <Maximize aria-hidden="true" />
              Full Screen
            </Link>
          )}
        </header>
        {data ? (
          slide ? (
            <KioskPage
              slide={slide}
              statuses={statuses.data ?? []}
              onChoose={(index) => goTo(page - slide.page + index)}
            />
          ) : (
            <p className="kiosk__message">No leaderboard data available</p>
          )
        ) : (
          <p className="kiosk__message" role="status">
            {board.isError ? 'Reconnecting...' : 'Loading leaderboard...'}
          </p>
        )}
      </div>
    </div>
  );
}
