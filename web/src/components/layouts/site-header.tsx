import { Menu } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { VenueSettings } from '@venue/contracts/venue';

import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { venue as brand } from '@/config/venue';
import { addressLine } from '@/config/venue-display';

import { NavDrawer, useNavMenu } from './nav-drawer';
import { NavLinks } from './nav-links';
import './site-header.css';

/** Must match the breakpoint in site-header.css where the inline links appear. */
const desktopQuery = '(min-width: 64rem)';
const drawerId = 'site-menu';

export function SiteHeader({ venue }: { venue: VenueSettings | undefined }) {
  const menu = useNavMenu(drawerId);
  const { open: menuOpen, close: closeMenu } = menu;

  // Growing past the breakpoint closes it, as a navigation does: the inline links take over.
  useEffect(() => {
    if (!menuOpen) return;
    const media = window.matchMedia(desktopQuery);
    const handleChange = () => {
      if (media.matches) closeMenu();
    };
    media.addEventListener('change', handleChange);
    return () => media.removeEventListener('change', handleChange);
  }, [menuOpen, closeMenu]);

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
          type="button"
          className="icon-button menu-button"
          aria-label="Menu"
          onClick={menu.show}
          {...menu.button}
        >
          <Menu aria-hidden="true" />
        </button>
      </div>
      <NavDrawer label="Site menu" {...menu.drawer}>
        <nav aria-label="Main">
          <NavLinks className="nav-drawer__links" onNavigate={closeMenu} />
        </nav>
        {venue && <p className="nav-drawer__address">{addressLine(venue.address)}</p>}
      </NavDrawer>
    </header>
  );
}
