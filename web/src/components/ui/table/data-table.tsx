import type { ReactNode } from 'react';

import './table.css';

type DataTableProps = {
  /** Names the scrolling region for assistive technology. */
  label: string;
  /** The table's own class, beside `data-table`. */
  className: string;
  /** The column headings, before the row buttons' Actions column. */
  columns: string[];
  /** The rows, each ending with its `RowActions`. */
  children: ReactNode;
};

/** A staff list as a table (one card per row on phones), scrolling sideways on its own. */
export function DataTable({ label, className, columns, children }: DataTableProps) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      <table className={`data-table ${className}`}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            <th scope="col" className="data-table__actions">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
