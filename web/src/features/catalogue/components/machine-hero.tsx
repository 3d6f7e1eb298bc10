import type { Game } from '@venue/contracts/catalogue';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

import { categoryDisplay } from '../game-categories';
import './machine-hero.css';

type MachineHeroProps = {
  game: Game;
  /** Under the name and facts: the machine's live status. */
  children: ReactNode;
  /** Under the status: the machine's photo, when it has one. */
  photo?: ReactNode;
};

/**
 * The top of a machine's page: the way back to its category, its name, category, maker and
 * year, what the page adds (its status and photo), and its description.
 */
export function MachineHero({ game, children, photo }: MachineHeroProps) {
  const { label, icon: Icon, accent } = categoryDisplay[game.category];
  return (
    <section className={`page-hero machine-hero accent-${accent}`} aria-labelledby="machine-title">
      <div className="container machine-hero__inner">
        <nav className="machine-hero__crumbs" aria-label="Breadcrumb">
          <ol>
            <li>
              <Link to={paths.games.getHref()}>Games</Link>
            </li>
            <li>
              <Link to={paths.games.getHref(game.category)}>{label}</Link>
            </li>
          </ol>
        </nav>
        <h1 id="machine-title" className="page-hero__title machine-hero__title">
          {game.name}
        </h1>
        <ul className="machine-hero__facts" aria-label="About this machine">
          <li className="machine-hero__category">
            <Icon aria-hidden="true" />
            {label}
          </li>
          {game.manufacturer ? (
            <li className="machine-hero__fact machine-hero__fact--maker">{game.manufacturer}</li>
          ) : null}
          {game.year !== undefined ? (
            <li className="machine-hero__fact machine-hero__fact--year">{game.year}</li>
          ) : null}
        </ul>
        {children}
        {photo}
        {game.description ? <p className="page-hero__lead">{game.description}</p> : null}
      </div>
    </section>
  );
}
