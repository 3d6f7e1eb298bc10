import {
  ArrowRight,
  CalendarDays,
  Clock,
  Gamepad2,
  Images,
  MapPin,
  TriangleAlert,
  Trophy,
  type LucideIcon,
} from 'lucide-react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { DateHours, VenueSettings } from '@venue/contracts/venue';

import { ScrollLink } from '@/components/ui/scroll-link';
import { DirectionsLink, VenueNotices } from '@/components/ui/venue-info';
import { homeSections, paths } from '@/config/paths';
import { addressLine, dayHoursText } from '@/config/venue-display';
import { getGameCountsQueryOptions } from '@/features/catalogue/api/get-game-counts';
import { getGamesQueryOptions } from '@/features/catalogue/api/get-games';
import { CategoryCards } from '@/features/catalogue/components/category-cards';
import { getEventsPreviewQueryOptions } from '@/features/events/api/get-events-preview';
import { EventsPreview } from '@/features/events/components/events-preview';
import { useVenue } from '@/lib/get-venue';

import { type PagePrefetch, pageDatedBy, type SitemapEntry } from '../../page-modules';

import './home.css';

type MoreLink = {
  href: string;
  title: string;
  text: string;
  icon: LucideIcon;
  accent: 'purple' | 'cyan' | 'amber';
};

/** The pages the main links leave out, and the board players come back for. */
const moreLinks: MoreLink[] = [
  {
    href: paths.gallery.getHref(),
    title: 'Photo Gallery',
    text: 'The floor, the tournaments and the winners, in pictures.',
    icon: Images,
    accent: 'purple',
  },
  {
    href: paths.leaderboard.getHref(),
    title: 'Monthly Leaderboard',
    text: 'Who holds the top scores on each machine this month.',
    icon: Trophy,
    accent: 'cyan',
  },
  {
    href: paths.reportIssue.getHref(),
    title: 'Report a Problem',
    text: 'A machine ate your coins or froze? Tell our staff and we will fix it.',
    icon: TriangleAlert,
    accent: 'amber',
  },
];

/** The category counts and the events the page shows, fetched before it is rendered on the server. */
export const prefetch: PagePrefetch = (client) => [
  client.prefetchQuery(getGameCountsQueryOptions()),
  client.prefetchQuery(getEventsPreviewQueryOptions()),
];

/** Dated by the newest change to a game (its counts) or to an event it shows. */
export const sitemap = async (client: QueryClient): Promise<SitemapEntry[]> => {
  const [grouped, { featured, upcoming }] = await Promise.all([
    client.fetchQuery(getGamesQueryOptions()),
    client.fetchQuery(getEventsPreviewQueryOptions()),
  ]);
  const changes = [...Object.values(grouped).flat(), ...featured, ...upcoming];
  return pageDatedBy(
    paths.home.getHref(),
    changes.map((change) => change.updatedAt),
  );
};

/** `Open today 11am-10pm`, `Closed today (Christmas Day)`. */
function todayText(today: DateHours): string {
  const hours = today.closed ? 'Closed today' : `Open today ${dayHoursText(today)}`;
  return today.label ? `${hours} (${today.label})` : hours;
}

/** Where the venue is, its hours today and the holiday hours coming up. */
function HeroVisit({ venue }: { venue: VenueSettings }) {
  const address = addressLine(venue.address);
  return (
    <>
      <p className="hero__address">
        <DirectionsLink address={address}>
          <MapPin aria-hidden="true" />
          {address}
        </DirectionsLink>
      </p>
      <p className="hero__today">
        <Clock aria-hidden="true" />
        {todayText(venue.today)}
      </p>
      <VenueNotices notices={venue.notices} className="venue-notices hero__notices" />
    </>
  );
}

/** A section of the home page: its eyebrow, title and lead over its content. */
function HomeSection({
  id,
  titleId,
  alt = false,
  eyebrow,
  title,
  lead,
  children,
}: {
  /** The address's fragment it is reached at (the hero's buttons scroll to it). */
  id?: string;
  titleId: string;
  /** The alternate background, between two plain ones. */
  alt?: boolean;
  eyebrow: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      className={alt ? 'section section--alt' : 'section'}
      aria-labelledby={titleId}
      tabIndex={id ? -1 : undefined}
    >
      <div className="container">
        <header className="section__header">
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={titleId} className="section__title">
            {title}
          </h2>
          {lead ? <p className="section__lead">{lead}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}

export default function HomeRoute() {
  const venue = useVenue().data;
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
          {venue && <HeroVisit venue={venue} />}
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

      <HomeSection
        id={homeSections.games}
        titleId="games-title"
        eyebrow="The collection"
        title="Game Categories"
        lead="Five kinds of fun on one floor. Pick a category to see every machine."
      >
        <CategoryCards />
        <div className="section__actions">
          <Link className="btn btn--primary" to={paths.games.getHref()}>
            View All Games
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </HomeSection>

      <HomeSection
        id={homeSections.events}
        titleId="events-title"
        alt
        eyebrow="Compete and connect"
        title="Upcoming Events"
      >
        <EventsPreview />
      </HomeSection>

      <HomeSection titleId="more-title" eyebrow="Around the arcade" title="More at The Forks">
        <ul className="plain-grid more-links cols-lg-3">
          {moreLinks.map(({ href, title, text, icon: Icon, accent }) => (
            <li key={href}>
              <Link to={href} className={`more-link accent-card accent-${accent}`}>
                <span className="accent-icon">
                  <Icon aria-hidden="true" />
                </span>
                <span className="more-link__text">
                  <span className="more-link__title">{title}</span>
                  <span className="more-link__description">{text}</span>
                </span>
                <ArrowRight className="more-link__arrow" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </HomeSection>
    </>
  );
}
