import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The path of the page shown last: the visit's first page (or a reload) takes no focus. */
let shownPath: string | null = null;
/** A page that never shows a heading stops being watched after this long. */
const headingWaitMs = 5000;

const mainHeading = () => document.querySelector<HTMLElement>('main h1');

function focusHeading(heading: HTMLElement) {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * After a navigation to another page, focus moves to the new page's main heading, so a screen
 * reader says where the person arrived and the keyboard starts from there; a page that renders
 * its heading a moment later (after a session check, say) is waited for. Not on the visit's
 * first page, and not when only the query changes (a tab on the same page).
 */
export function useFocusPageHeading() {
  const { pathname } = useLocation();
  useEffect(() => {
    const previous = shownPath;
    shownPath = pathname;
    if (previous === null || previous === pathname) return;
    const heading = mainHeading();
    if (heading) {
      focusHeading(heading);
      return;
    }
    const arrival = new MutationObserver(() => {
      const rendered = mainHeading();
      if (!rendered) return;
      arrival.disconnect();
      focusHeading(rendered);
    });
    arrival.observe(document.body, { childList: true, subtree: true });
    const giveUp = window.setTimeout(() => arrival.disconnect(), headingWaitMs);
    return () => {
      arrival.disconnect();
      window.clearTimeout(giveUp);
    };
  }, [pathname]);
}
