import { CalendarDays, Navigation } from 'lucide-react';
import { Link } from 'react-router-dom';

import { DirectionsLink } from '@/components/ui/venue-info';
import { paths } from '@/config/paths';
import { addressLine } from '@/config/venue-display';
import { useVenue } from '@/lib/get-venue';

import './play-cta.css';

/** Where a map looks when the venue's details could not be read. */
const theForks = 'The Forks, Winnipeg';

export function PlayCta() {
  const venue = useVenue().data;
  const address = venue ? addressLine(venue.address) : theForks;
  return (
    <section className="play-cta" aria-labelledby="play-cta-title">
      <div className="container play-cta__inner">
        <h2 id="play-cta-title" className="play-cta__title">
          Ready to Play?
        </h2>
        <p className="play-cta__text">
          Find us at {address}. Bring your friends and see what is lighting up the floor.
        </p>
        <div className="button-row">
          <DirectionsLink address={address} className="btn btn--primary">
            <Navigation aria-hidden="true" />
            Get Directions
          </DirectionsLink>
          <Link className="btn btn--outline" to={paths.events.getHref()}>
            <CalendarDays aria-hidden="true" />
            View Events
          </Link>
        </div>
      </div>
    </section>
  );
}
