import { ArrowRight, CalendarDays, Gamepad2, MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';

import { ScrollLink } from '@/components/ui/scroll-link';
import { homeSections, paths } from '@/config/paths';
import { venue } from '@/config/venue';
import { EventsPreview } from '@/features/events/components/events-preview';
import { CategoryCards } from '@/features/catalogue/components/category-cards';

import './home.css';

export default function HomeRoute() {
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          {/* No-break spaces keep each dot with the word before it when the line wraps. */}
          <p className="eyebrow">{'Pinball\u00a0· Rhythm\u00a0· Arcade\u00a0· Prizes'}</p>
          <h1 id="hero-title" className="hero__title">
            Level up at <span className="hero__title-glow">The Forks</span>
          </h1>
          <p className="hero__lead">
            Winnipeg&apos;s arcade and pinball hangout. Flip, dance, drive and win, then stay for
            tournaments and league nights.
          </p>
          <p className="hero__address">
            <MapPin aria-hidden="true" />
            {venue.address}
          </p>
          <div className="button-row">
            <ScrollLink targetId={homeSections.games} className="btn btn--primary btn--lg">
              <Gamepad2 aria-hidden="true" />
              Explore Games
            </ScrollLink>
            <ScrollLink targetId={homeSections.events} className="btn btn--outline btn--lg">
              <CalendarDays aria-hidden="true" />
              View Events
            </ScrollLink>
          </div>
        </div>
      </section>

      <section
        id={homeSections.games}
        className="section"
        aria-labelledby="games-title"
        tabIndex={-1}
      >
        <div className="container">
          <header className="section__header">
            <p className="eyebrow">The collection</p>
            <h2 id="games-title" className="section__title">
              Game Categories
            </h2>
            <p className="section__lead">
              Five kinds of fun on one floor. Pick a category to see every machine.
            </p>
          </header>
          <CategoryCards />
          <div className="section__actions">
            <Link className="btn btn--primary" to={paths.games.getHref()}>
              View All Games
              <ArrowRight aria-hidden="true" />
            </Link>
          </div>
        </div>
      </section>

      <section
        id={homeSections.events}
        className="section section--alt"
        aria-labelledby="events-title"
        tabIndex={-1}
      >
        <div className="container">
          <header className="section__header">
            <p className="eyebrow">Compete and connect</p>
            <h2 id="events-title" className="section__title">
              Upcoming Events
            </h2>
          </header>
          <EventsPreview />
        </div>
      </section>
    </>
  );
}
