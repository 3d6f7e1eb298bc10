import { CalendarDays, Navigation } from 'lucide-react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { directionsUrl, venue } from '@/config/venue';

import './play-cta.css';

export function PlayCta() {
  return (
    <section className="play-cta" aria-labelledby="play-cta-title">
      <div className="container play-cta__inner">
        <h2 id="play-cta-title" className="play-cta__title">
          Ready to Play?
        </h2>
        <p className="play-cta__text">
          Find us at {venue.address}. Bring your friends and see what is lighting up the floor.
        </p>
        <div className="button-row">
          <a
            className="btn btn--primary"
            href={directionsUrl(venue.address)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Navigation aria-hidden="true" />
            Get Directions
            <span className="visually-hidden"> (opens a map in a new tab)</span>
          </a>
          <Link className="btn btn--outline" to={paths.events.getHref()}>
            <CalendarDays aria-hidden="true" />
            View Events
          </Link>
        </div>
      </div>
    </section>
  );
}
