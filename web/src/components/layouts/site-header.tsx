import { Menu } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { VenueSettings } from '@venue/contracts/venue';

import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { venue as brand } from '@/config/venue';
import { addressLine } from '@/config/venue-display';

import { NavDrawer } from './nav-drawer';
import { NavLinks } from './nav-links';
import './site-header.css';

/** Must match the breakpoint in site-header.css where the inline links appear. */
const desktopQuery = '(min-width: 64rem)';
const drawerId = 'site-menu';

export function SiteHeader({ venue }: { venue: VenueSettings | undefined }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // A navigation (link, back button) closes the drawer: adjusted during render, not in an effect.
  const [lastLocationKey, setLastLocationKey] = useState(location.key);
  if (lastLocationKey !== location.key) {
    setLastLocationKey(location.key);
    setMenuOpen(false);
  }

  // Growing past the breakpoint closes it too: the inline links take over.
  useEffect(() => {
    if (!menuOpen) return;
    const media = window.matchMedia(desktopQuery);
    const handleChange = () => {
      if (media.matches) setMenuOpen(false);
    };
    media.addEventListener('change', handleChange);
    return () => media.removeEventListener('change', handleChange);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Link to={paths.home.getHref()} className="brand" aria-label={`${brand.name}, home`}>
          <Logo className="brand__logo" />
          <span className="wordmark brand__wordmark">{brand.wordmark}</span>
        </Link>
        <nav className="site-nav" aria-label="Main">
          <NavLinks className="site-nav__links" />
        </nav>
        <button
          ref={menuButtonRef}
          type="button"
          className="icon-button menu-button"
          aria-expanded={menuOpen}
          aria-controls={drawerId}
          aria-label="Menu"
          onClick={() => setMenuOpen(true)}
        >
          <Menu aria-hidden="true" />
        </button>
      </div>
      <NavDrawer
        id={drawerId}
        label="Site menu"
        open={menuOpen}
        onClose={closeMenu}
        returnFocusRef={menuButtonRef}
      >
        <nav aria-label="Main">
          <NavLinks className="nav-drawer__links" onNavigate={closeMenu} />
        </nav>
        {venue && <p className="nav-drawer__address">{addressLine(venue.address)}</p>}
      </NavDrawer>
    </header>
  );
}
