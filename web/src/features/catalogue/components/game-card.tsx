import type { Game } from '@venue/contracts/catalogue';

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
    </article>
  );
}
