import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';

import './table.css';

type RowActionsProps = {
  /** What the row is, for the icon buttons' names (`Edit {label}`, `Delete {label}`). */
  label?: string;
  onEdit?: () => void;
  onDelete?: () => void;
  /** The row's other buttons, before Edit and Delete. */
  children?: ReactNode;
};

/** A table row's last cell: its buttons, Edit and Delete as icons named for the row. */
export function RowActions({ label = '', onEdit, onDelete, children }: RowActionsProps) {
  return (
    <td className="data-table__actions">
      <div className="data-table__actions-inner">
        {children}
        {onEdit ? (
          <button
            type="button"
            className="row-button"
            aria-label={`Edit ${label}`}
            title="Edit"
            onClick={onEdit}
          >
            <Pencil aria-hidden="true" />
          </button>
        ) : null}
        {onDelete ? (
          <button
            type="button"
            className="row-button row-button--danger"
            aria-label={`Delete ${label}`}
            title="Delete"
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
          </button>
        ) : null}
      </div>
    </td>
  );
}
