import { X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

import { Logo } from '@/components/ui/logo';
import { venue } from '@/config/venue';

import './nav-drawer.css';

type NavDrawerProps = {
  id: string;
  /** The dialog's name, e.g. `Site menu`. */
  label: string;
  open: boolean;
  onClose: () => void;
  /** The menu button: focus goes back to it when the drawer closes. */
  returnFocusRef: RefObject<HTMLButtonElement | null>;
  /** Under the brand and the close button: the links (each closing the drawer when chosen). */
  children: ReactNode;
};

/**
 * A menu in a native modal <dialog> sliding in from the right: the site's links on small
 * screens, the staff tools. The browser traps focus and makes the page inert; Escape, the close
 * button, the backdrop and choosing a link all close it.
 */
/**
 * A drawer's state, for the menu button that opens it: spread `button` on the button and
 * `drawer` on the NavDrawer. A navigation (a link chosen, the back button) closes it.
 */
export function useNavMenu(id: string) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  // Adjusted during render, not in an effect.
  const location = useLocation();
  const [lastLocationKey, setLastLocationKey] = useState(location.key);
  if (lastLocationKey !== location.key) {
    setLastLocationKey(location.key);
    setOpen(false);
  }

  return {
    open,
    show: () => setOpen(true),
    close,
    button: { ref: buttonRef, 'aria-expanded': open, 'aria-controls': id },
    drawer: { id, open, onClose: close, returnFocusRef: buttonRef },
  };
}

export function NavDrawer({ id, label, open, onClose, returnFocusRef, children }: NavDrawerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Fires for Escape, dialog.close() and form-less closes alike. A link chosen in the drawer
    // has taken focus to the new page's heading by then: it stays there.
    const handleClose = () => {
      onClose();
      const focused = document.activeElement;
      if (!focused || focused === document.body || dialog.contains(focused)) {
        returnFocusRef.current?.focus();
      }
    };
    dialog.addEventListener('close', handleClose);
    return () => dialog.removeEventListener('close', handleClose);
  }, [onClose, returnFocusRef]);

  return (
    <dialog
      ref={dialogRef}
      id={id}
      className="nav-drawer"
      aria-label={label}
      onClick={(event) => {
        // The panel fills the dialog box, so a click whose target is the dialog itself
        // landed on the ::backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="nav-drawer__panel">
        <div className="nav-drawer__top">
          <span className="nav-drawer__brand">
            <Logo size={32} />
            <span className="wordmark">{venue.wordmark}</span>
          </span>
          <button type="button" className="icon-button" onClick={onClose} aria-label="Close menu">
            <X aria-hidden="true" />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
