import type { ReactNode } from 'react';

import { FormError } from '@/components/ui/form/field';

import { Dialog, DialogActions } from './dialog';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** What will happen, naming the thing it happens to. */
  description: ReactNode;
  confirmLabel: string;
  /** The button's text while the action runs, e.g. 'Deleting...'. */
  pendingLabel: string;
  pending: boolean;
  /** Said inside the dialog: the page behind a modal (toasts included) is inert. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

type ConfirmActionsProps = {
  confirmLabel: string;
  /** The button's text while the action runs, e.g. 'Deleting...'. */
  pendingLabel: string;
  pending: boolean;
  /** Said inside the dialog: the page behind a modal (toasts included) is inert. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The error line and the Cancel / confirm buttons of a confirmation; Cancel has focus first. */
export function ConfirmActions({
  confirmLabel,
  pendingLabel,
  pending,
  error = null,
  onConfirm,
  onCancel,
}: ConfirmActionsProps) {
  return (
    <>
      <FormError message={error} />
      <DialogActions>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onCancel} data-autofocus>
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
    </>
  );
}

/** Asks before a destructive action; Cancel has focus first, so Enter never deletes by accident. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending,
  error = null,
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
      <ConfirmActions
        confirmLabel={confirmLabel}
        pendingLabel={pendingLabel}
        pending={pending}
        error={error}
        onConfirm={onConfirm}
        onCancel={onClose}
      />
    </Dialog>
  );
}
