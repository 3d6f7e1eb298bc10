import type { Leaderboard } from '@venue/contracts/leaderboard';
import { Maximize, WifiOff } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router-dom';

import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { venue } from '@/config/venue';

import { useLeaderboard } from '../api/get-leaderboard';
import { boardSettings, boardTitle, pagesOf } from '../board-constants';
import { useBoardPages } from '../hooks/use-board-pages';
import { useKioskFit } from '../hooks/use-kiosk-fit';
import { GameBoard } from './game-board';
import './kiosk.css';

const settings = boardSettings.kiosk;
/** With nothing to show yet, the kiosk asks again sooner than its usual two minutes. */
const retryEmptyEveryMs = 15_000;

function KioskPages({ board }: { board: Leaderboard }) {
  const pages = pagesOf(board.games, settings.gamesPerPage);
  const { page, goTo } = useBoardPages({
    pageCount: pages.length,
    advanceEveryMs: settings.advanceEveryMs,
  });
  return (
    <>
      <div className="kiosk__grid">
        {(pages[page] ?? []).map((game) => (
          <GameBoard key={game.game_name} game={game} top={settings.top} />
        ))}
      </div>
      <footer className="kiosk__footer">
        {pages.length > 1 ? (
          <div
            className="kiosk__dots"
            role="group"
            aria-label={`Page ${page + 1} of ${pages.length}`}
          >
            {pages.map((_, index) => (
              <button
                key={index}
                type="button"
                className={index === page ? 'kiosk__dot kiosk__dot--current' : 'kiosk__dot'}
                aria-label={`Page ${index + 1}`}
                aria-current={index === page ? 'true' : undefined}
                onClick={() => goTo(index)}
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
 * The kiosk board: four games a page with their top eight, turning every 10 seconds and asked
 * for again every two minutes. If the network drops it keeps the last board and says it is
 * reconnecting; it keeps asking, so it recovers by itself.
 */
export function KioskView({ fullscreen = false }: KioskViewProps) {
  const board = useLeaderboard({
    queryConfig: {
      refetchInterval: (query) => (query.state.data ? settings.refetchEveryMs : retryEmptyEveryMs),
      refetchIntervalInBackground: true,
    },
  });
  const data = board.data;
  const boxRef = useRef<HTMLDivElement>(null);
  useKioskFit(boxRef);
  return (
    <div ref={boxRef} className={fullscreen ? 'kiosk kiosk--fullscreen' : 'kiosk'}>
      <div className="kiosk__frame">
        <header className="kiosk__header">
          {fullscreen ? <Logo size={72} /> : null}
          <div className="kiosk__heading">
            <p className="kiosk__venue">{fullscreen ? venue.wordmark : 'Leaderboard Kiosk'}</p>
            <h1 className="kiosk__title">{data ? boardTitle(data) : 'Monthly Leaderboard'}</h1>
          </div>
          {data && board.isError ? (
            <p className="kiosk__offline" role="status">
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
          data.games.length > 0 ? (
            <KioskPages board={data} />
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
