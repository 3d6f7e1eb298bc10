import { ExternalLink, LayoutDashboard, Menu } from 'lucide-react';
import { Link, NavLink, Outlet } from 'react-router-dom';

import { Logo } from '@/components/ui/logo';
import { Toaster } from '@/components/ui/toast/toaster';
import type { StaffTool } from '@/config/pages';
import { paths } from '@/config/paths';
import { venue } from '@/config/venue';

import { NavDrawer, useNavMenu } from './nav-drawer';
import { ScrollRestoration } from './scroll-restoration';
import './staff-layout.css';

const menuId = 'staff-menu';

type StaffLayoutProps = {
  signedIn: boolean;
  /** The tools the staff menu lists (the portal's, admins' included for an admin). */
  tools: StaffTool[];
  /** Called as the menu opens, e.g. to learn the role that decides the tools. */
  onMenuOpen?: () => void;
};

/**
 * The staff side: a slim bar (brand, the tools menu, portal, public site), the page and the
 * toast area. Signed in, the brand and the Portal link lead to the portal and the menu moves
 * between tools without going back to it; signed out, the brand leads to sign-in.
 */
export function StaffLayout({ signedIn, tools, onMenuOpen }: StaffLayoutProps) {
  const menu = useNavMenu(menuId);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="staff-bar">
        <div className="staff-bar__inner container">
          {/* Named by what it shows (speech users say what they see), then where it goes. */}
          <Link
            to={signedIn ? paths.staff.portal.getHref() : paths.staff.login.getHref()}
            className="staff-bar__brand"
          >
            <Logo size={32} />
            <span className="wordmark staff-bar__wordmark">{venue.wordmark}</span>
            <span className="outline-pill staff-bar__tag">Staff</span>
            <span className="visually-hidden">{signedIn ? ' portal' : ' login'}</span>
          </Link>
          <nav className="staff-bar__nav" aria-label="Staff">
            {signedIn ? (
              <>
                <button
                  type="button"
                  className="staff-bar__link hover-lit"
                  onClick={() => {
                    onMenuOpen?.();
                    menu.show();
                  }}
                  {...menu.button}
                >
                  <Menu aria-hidden="true" />
                  Tools
                </button>
                <NavLink to={paths.staff.portal.getHref()} className="staff-bar__link hover-lit">
                  <LayoutDashboard aria-hidden="true" />
                  <span className="staff-bar__label">Portal</span>
                </NavLink>
              </>
            ) : null}
            <Link to={paths.home.getHref()} className="staff-bar__link hover-lit">
              <ExternalLink aria-hidden="true" />
              <span className="staff-bar__label">Public site</span>
            </Link>
          </nav>
        </div>
        {signedIn ? (
          <NavDrawer label="Staff tools" {...menu.drawer}>
            <nav aria-label="Staff tools">
              <ul className="nav-drawer__links">
                <li>
                  <NavLink
                    to={paths.staff.portal.getHref()}
                    className="staff-menu__link hover-lit accent-purple"
                    onClick={menu.close}
                  >
                    <LayoutDashboard aria-hidden="true" />
                    Portal
                  </NavLink>
                </li>
                {tools.map(({ href, title, icon: Icon, accent }) => (
                  <li key={href}>
                    <NavLink
                      to={href}
                      className={`staff-menu__link hover-lit accent-${accent}`}
                      onClick={menu.close}
                    >
                      <Icon aria-hidden="true" />
                      {title}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          </NavDrawer>
        ) : null}
      </header>
      <main id="main" className="staff-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
