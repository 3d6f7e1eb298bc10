import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

import './dialog.css';

type DialogProps = {
  open: boolean;
  /** Called for Escape and the close button; the owner decides whether to close. */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** `alertdialog` for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** `xl`: a picture or a wide table, nearly the whole window on a desktop. */
  size?: 'sm' | 'md' | 'lg' | 'xl';
};

/**
 * A modal on the native <dialog>: showModal() makes the page inert and traps focus, Escape
 * closes it, and focus goes back to whatever opened it. The content mounts only while open,
 * so every opening starts fresh. (No Radix Dialog: it injects a <style> the CSP forbids.)
 * The first element marked `data-autofocus` (else the first field) gets focus on opening.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  role = 'dialog',
  size = 'md',
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusRef.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      const first =
        dialog.querySelector<HTMLElement>('[data-autofocus]') ??
        dialog.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea');
      first?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const handleClose = () => {
      const target = returnFocusRef.current;
      returnFocusRef.current = null;
      if (target?.isConnected) target.focus();
    };
    dialog.addEventListener('close', handleClose);
    return () => dialog.removeEventListener('close', handleClose);
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className={`dialog dialog--${size}`}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // Escape: let the owner close it, so its state and the element agree.
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <div className="dialog__panel">
          <header className="dialog__header">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            <button
              type="button"
              className="close-button dialog__close"
              aria-label="Close"
              onClick={onClose}
            >
              <X aria-hidden="true" />
            </button>
          </header>
          {description ? (
            <div id={descriptionId} className="dialog__description">
              {description}
            </div>
          ) : null}
          {children}
        </div>
      ) : null}
    </dialog>
  );
}

/** The row of buttons at the foot of a dialog (cancel first, the main action last). */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="dialog__actions">{children}</div>;
}

type DialogForProps<T> = Omit<DialogProps, 'open' | 'title' | 'description' | 'children'> & {
  /** What the dialog is about (an item, or what a form adds or edits); open while there is one. */
  item: T | null;
  title: (item: T) => string;
  description?: ReactNode | ((item: T) => ReactNode);
  /** The content made for the item, mounted afresh at each opening. */
  children: (item: T) => ReactNode;
};

/** The props of a dialog about one thing: what it is about (null when closed), and closing it. */
export type DialogForTarget<T> = { target: T | null; onClose: () => void };

/** A dialog about one thing: open while there is one, its title and content made for it. */
export function DialogFor<T>({ item, title, description, children, ...dialog }: DialogForProps<T>) {
  return (
    <Dialog
      {...dialog}
      open={item !== null}
      title={item === null ? '' : title(item)}
      description={
        typeof description === 'function' ? item !== null && description(item) : description
      }
    >
      {item === null ? null : children(item)}
    </Dialog>
  );
}
