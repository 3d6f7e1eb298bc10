import type { Game } from '@venue/contracts/catalogue';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';

import { MachineStatusBadge } from '@/components/ui/machine-status/machine-status';
import { paths } from '@/config/paths';
import type { MachineStatusView } from '@/lib/get-machine-statuses';

type GameCardProps = {
  game: Game;
  /** The machine's status, once known (the line keeps its place until then). */
  status: MachineStatusView | undefined;
};

/**
 * One machine: its name (the link to its own page, which the whole card answers to), its
 * status, maker, year and description, and the way to report it broken.
 */
export function GameCard({ game, status }: GameCardProps) {
  const hasBadges = Boolean(game.manufacturer) || game.year !== undefined;
  return (
    <article className="game-card cover-card top-stripe">
      <h3 className="game-card__name">
        <Link className="game-card__link cover-card__control" to={paths.machine.getHref(game.slug)}>
          {game.name}
        </Link>
      </h3>
      <div className="game-card__status">
        {status ? <MachineStatusBadge status={status.status} since={status.since} /> : null}
      </div>
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
