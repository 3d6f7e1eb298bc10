import { ExternalLink, Mail, Trophy, Users } from 'lucide-react';

import { venue } from '@/config/venue';
import { useVenue } from '@/lib/get-venue';

import './events-calendar.css';

/** How play works, one list a kind. */
const playInfo = [
  {
    title: 'Tournaments',
    icon: Trophy,
    accent: 'accent-cyan',
    lines: [
      'IFPA-sanctioned tournaments',
      'All skill levels welcome',
      'Multiple formats: match play, strike knockouts and more',
    ],
  },
  {
    title: 'Leagues',
    icon: Users,
    accent: 'accent-lime',
    lines: [
      'Multiple seasons a year',
      'Monthly and bi-weekly formats',
      'Beginner-friendly',
      'IFPA ranking points',
      'End-of-season finals and prizes',
    ],
  },
];

/** The For More Information block: the community group, the organiser, and how play works. */
export function MoreInfo() {
  const eventsEmail = useVenue().data?.eventsEmail;
  return (
    <section className="more-info" aria-labelledby="more-info-title">
      <h2 id="more-info-title" className="more-info__title">
        For More Information
      </h2>
      <p className="more-info__lead">
        Tournaments and leagues are run with the {venue.community.name}. Visit their site for
        standings and seasons, or write to our event organiser.
      </p>
      <div className="button-row more-info__buttons">
        <a
          className="btn btn--primary"
          href={venue.community.url}
          target="_blank"
          rel="noopener noreferrer"
        >
          Visit {venue.community.name}
          <ExternalLink aria-hidden="true" />
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        {eventsEmail && (
          <a className="btn btn--outline" href={`mailto:${eventsEmail}`}>
            <Mail aria-hidden="true" />
            Contact Event Organizer
          </a>
        )}
      </div>
      <div className="more-info__lists cols-md-2">
        {playInfo.map(({ title, icon: Icon, accent, lines }) => (
          <div key={title} className={`more-info__list ${accent}`}>
            <h3>
              <Icon aria-hidden="true" />
              {title}
            </h3>
            <ul>
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
