import { Pencil, Trash2, type LucideIcon } from 'lucide-react';
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

type RowButtonProps = { action: string; label: string; icon: LucideIcon; onClick: () => void };

/** An icon button named by its action and the row (`Edit Funhouse`), titled by its action. */
function RowButton({ action, label, icon: Icon, onClick }: RowButtonProps) {
  return (
    <button
      type="button"
      className={action === 'Delete' ? 'row-button row-button--danger' : 'row-button'}
      aria-label={`${action} ${label}`}
      title={action}
      onClick={onClick}
    >
      <Icon aria-hidden="true" />
    </button>
  );
}

/** A table row's last cell: its buttons, Edit and Delete as icons named for the row. */
export function RowActions({ label = '', onEdit, onDelete, children }: RowActionsProps) {
  return (
    <td className="data-table__actions">
      <div className="data-table__actions-inner">
        {children}
        {onEdit ? <RowButton action="Edit" label={label} icon={Pencil} onClick={onEdit} /> : null}
        {onDelete ? (
          <RowButton action="Delete" label={label} icon={Trash2} onClick={onDelete} />
        ) : null}
      </div>
    </td>
  );
}
