import type { ReactNode } from 'react';

import { FormError } from '@/components/ui/form/field';

import { Dialog, DialogActions } from './dialog';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** What will happen, naming the thing it happens to. */
  description: ReactNode;
  /** Shown between the description and the buttons (e.g. a picture of what goes). */
  children?: ReactNode;
  confirmLabel?: string;
  /** The button's text while the action runs. */
  pendingLabel?: string;
  pending: boolean;
  /** Said inside the dialog: the page behind a modal (toasts included) is inert. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * Asks before a destructive action (a delete, unless told otherwise); Cancel has focus first,
 * so Enter never deletes by accident. `useConfirmDelete` gives it everything but the words.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirmLabel = 'Delete',
  pendingLabel = 'Deleting...',
  pending,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      size="sm"
      title={title}
      description={description}
    >
      {children}
      <FormError message={error} />
      <DialogActions>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onClose} data-autofocus>
          Cancel
        </button>
        <button
          type="button"
          className="btn btn--danger btn--sm"
          disabled={pending}
          onClick={onConfirm}
        >
          {pending ? pendingLabel : confirmLabel}
        </button>
      </DialogActions>
    </Dialog>
  );
}
