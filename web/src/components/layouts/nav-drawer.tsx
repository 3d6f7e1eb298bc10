import { X } from 'lucide-react';
import { useEffect, useRef, type RefObject } from 'react';

import { Logo } from '@/components/ui/logo';
import { venue } from '@/config/venue';

import { NavLinks } from './nav-links';

type NavDrawerProps = {
  id: string;
  open: boolean;
  onClose: () => void;
  /** The menu button: focus goes back to it when the drawer closes. */
  returnFocusRef: RefObject<HTMLButtonElement | null>;
};

/**
 * The small-screen menu: a native modal <dialog> sliding in from the right. The browser traps
 * focus and makes the page inert; Escape, the close button, the backdrop and choosing a link
 * all close it.
 */
export function NavDrawer({ id, open, onClose, returnFocusRef }: NavDrawerProps) {
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
      aria-label="Site menu"
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
        <nav aria-label="Main">
          <NavLinks className="nav-drawer__links" onNavigate={onClose} />
        </nav>
        <p className="nav-drawer__address">{venue.address}</p>
      </div>
    </dialog>
  );
}
