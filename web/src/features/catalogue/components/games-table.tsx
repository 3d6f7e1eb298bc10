import type { Game } from '@venue/contracts/catalogue';

import { DataTable } from '@/components/ui/table/data-table';
import { RowActions } from '@/components/ui/table/row-actions';

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
    <DataTable
      label={`${label} games`}
      className="games-table"
      columns={['Game Name', 'Manufacturer', 'Year', 'Description']}
    >
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
    </DataTable>
  );
}
