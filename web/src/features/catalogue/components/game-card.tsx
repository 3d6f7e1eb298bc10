import type { Game } from '@venue/contracts/catalogue';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

/** One machine: its name, maker, year and description, and the way to report it broken. */
export function GameCard({ game }: { game: Game }) {
  const hasBadges = Boolean(game.manufacturer) || game.year !== undefined;
  return (
    <article className="game-card">
      <h3 className="game-card__name">{game.name}</h3>
      {hasBadges ? (
        <p className="game-card__badges">
          {game.manufacturer ? (
            <span className="badge badge--manufacturer">{game.manufacturer}</span>
          ) : null}
          {game.year !== undefined ? <span className="badge badge--year">{game.year}</span> : null}
        </p>
      ) : null}
      {game.description ? <p className="game-card__description">{game.description}</p> : null}
      <Link className="game-card__report" to={paths.reportIssue.getHref(game.name)}>
        <TriangleAlert aria-hidden="true" />
        Report a problem<span className="visually-hidden"> with {game.name}</span>
      </Link>
    </article>
  );
}
