import { ExternalLink, LayoutDashboard } from 'lucide-react';
import { Link, NavLink, Outlet, ScrollRestoration } from 'react-router-dom';

import { Logo } from '@/components/ui/logo';
import { Toaster } from '@/components/ui/toast/toaster';
import { paths } from '@/config/paths';
import { venue } from '@/config/venue';

import './staff-layout.css';

/**
 * The staff side: a slim bar (brand, portal, public site), the page and the toast area. Signed
 * in, the brand and the Portal link lead to the portal; signed out, the brand leads to sign-in.
 */
export function StaffLayout({ signedIn }: { signedIn: boolean }) {
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
            <span className="staff-bar__tag">Staff</span>
            <span className="visually-hidden">{signedIn ? ' portal' : ' login'}</span>
          </Link>
          <nav className="staff-bar__nav" aria-label="Staff">
            {signedIn ? (
              <NavLink to={paths.staff.portal.getHref()} className="staff-bar__link">
                <LayoutDashboard aria-hidden="true" />
                Portal
              </NavLink>
            ) : null}
            <Link to={paths.home.getHref()} className="staff-bar__link">
              <ExternalLink aria-hidden="true" />
              Public site
            </Link>
          </nav>
        </div>
      </header>
      <main id="main" className="staff-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
