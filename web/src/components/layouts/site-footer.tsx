import { MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { VenueSettings } from '@venue/contracts/venue';

import { Logo } from '@/components/ui/logo';
import { SocialLinks, VenueHours } from '@/components/ui/venue-info';
import { paths } from '@/config/paths';
import { phoneHref, venue as brand } from '@/config/venue';
import { addressLine } from '@/config/venue-display';

import './site-footer.css';

/**
 * The footer of every public page. `venue` is the venue's details as staff keep them, in the
 * page's HTML from the server; without them (their read failed) those parts are left out.
 */
export function SiteFooter({ venue }: { venue: VenueSettings | undefined }) {
  const name = venue?.name ?? brand.name;
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__brand" aria-label={name}>
          <p className="site-footer__logo">
            <Logo size={36} />
            <span className="wordmark">{brand.wordmark}</span>
          </p>
          <p className="site-footer__blurb">
            Pinball, rhythm games, classic cabinets and prize machines under one roof: your home for
            nonstop arcade excitement at The Forks.
          </p>
          {venue && (
            <address className="site-footer__address">
              <span className="site-footer__contact">
                <MapPin aria-hidden="true" />
                <span>{addressLine(venue.address)}</span>
              </span>
              <span className="site-footer__contact">
                <Phone aria-hidden="true" />
                <a href={phoneHref(venue.phone)}>{venue.phone}</a>
              </span>
            </address>
          )}
        </section>

        <nav className="site-footer__section" aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="site-footer__heading">
            Quick Links
          </h2>
          <ul className="site-footer__list">
            <li>
              <Link to={paths.games.getHref()}>Game Categories</Link>
            </li>
            <li>
              <Link to={paths.events.getHref()}>Events Calendar</Link>
            </li>
            <li>
              <Link to={paths.contact.getHref()}>Contact Us</Link>
            </li>
            <li>
              {/* The spec keeps this one a dead link. */}
              <a href="#">Private Parties</a>
            </li>
            {/* Beyond the spec's four: the pages the main links leave out. */}
            <li>
              <Link to={paths.gallery.getHref()}>Photo Gallery</Link>
            </li>
            <li>
              <Link to={paths.reportIssue.getHref()}>Report a Problem</Link>
            </li>
          </ul>
        </nav>

        <section className="site-footer__section" aria-labelledby="footer-hours">
          <h2 id="footer-hours" className="site-footer__heading">
            Hours
          </h2>
          {venue && <VenueHours hours={venue.hours} className="site-footer__hours" />}
        </section>

        <section className="site-footer__section" aria-labelledby="footer-follow">
          <h2 id="footer-follow" className="site-footer__heading">
            Follow Us
          </h2>
          {venue && (
            <SocialLinks
              social={venue.social}
              className="site-footer__social"
              linkClassName="social-link"
            />
          )}
          <p className="site-footer__credit">
            Events powered by the{' '}
            <a href={brand.community.url} target="_blank" rel="noopener noreferrer">
              {brand.community.name}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>{' '}
            group.
          </p>
        </section>
      </div>
      <div className="container site-footer__bottom">
        <p>© 2025 {name}. All rights reserved.</p>
      </div>
    </footer>
  );
}
