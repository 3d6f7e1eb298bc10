import type { Game } from '@venue/contracts/games';

import { RowActions } from '@/components/ui/table/row-actions';
import '@/components/ui/table/table.css';

type GamesTableProps = {
  /** The category's label, naming the table's region. */
  label: string;
  games: Game[];
  onEdit: (game: Game) => void;
  onDelete: (game: Game) => void;
};

/** The staff list of one category: a table, or one card per game on phones. */
export function GamesTable({ label, games, onEdit, onDelete }: GamesTableProps) {
  return (
    <div className="table-scroll" role="region" aria-label={`${label} games`} tabIndex={0}>
      <table className="data-table games-table">
        <thead>
          <tr>
            <th scope="col">Game Name</th>
            <th scope="col">Manufacturer</th>
            <th scope="col">Year</th>
            <th scope="col">Description</th>
            <th scope="col" className="data-table__actions">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {games.map((game) => (
            <tr key={game.id}>
              <th scope="row" className="games-table__name">
                {game.name}
              </th>
              <td data-label="Manufacturer">{game.manufacturer}</td>
              <td data-label="Year">{game.year}</td>
              <td data-label="Description" className="games-table__description">
                {game.description}
              </td>
              <RowActions
                label={game.name}
                onEdit={() => onEdit(game)}
                onDelete={() => onDelete(game)}
              />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
