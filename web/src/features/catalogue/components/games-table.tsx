import type { Game } from '@venue/contracts/catalogue';
import type { ReactNode } from 'react';

import { DataTable } from '@/components/ui/table/data-table';
import { RowActions } from '@/components/ui/table/row-actions';

type GamesTableProps = {
  /** The category's label, naming the table's region. */
  label: string;
  games: Game[];
  onEdit: (game: Game) => void;
  onDelete: (game: Game) => void;
  /** With it, a Status column showing what it gives for each game. */
  status?: (game: Game) => ReactNode;
  /** Each row's buttons before Edit and Delete. */
  actions?: (game: Game) => ReactNode;
};

/** The staff list of one category: a table, or one card per game on phones. */
export function GamesTable({ label, games, onEdit, onDelete, status, actions }: GamesTableProps) {
  return (
    <DataTable
      label={`${label} games`}
      className="games-table"
      columns={['Game Name', 'Manufacturer', 'Year', 'Description', ...(status ? ['Status'] : [])]}
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
          {status ? <td data-label="Status">{status(game)}</td> : null}
          <RowActions label={game.name} onEdit={() => onEdit(game)} onDelete={() => onDelete(game)}>
            {actions?.(game)}
          </RowActions>
        </tr>
      ))}
    </DataTable>
  );
}
