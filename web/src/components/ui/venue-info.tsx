import type { ReactNode } from 'react';
import type {
  SocialLinks as SocialLinkAddresses,
  VenueException,
  WeeklyHours,
} from '@venue/contracts/venue';

import { FacebookIcon, InstagramIcon, TikTokIcon } from '@/components/ui/icons/social-icons';
import { directionsUrl } from '@/config/venue';
import { dayHoursText, weeklyHoursLines } from '@/config/venue-display';
import { formatLongDate } from '@/lib/venue-time';

import './venue-info.css';

const socialNetworks = [
  { key: 'facebook', label: 'Facebook', Icon: FacebookIcon },
  { key: 'instagram', label: 'Instagram', Icon: InstagramIcon },
  { key: 'tiktok', label: 'TikTok', Icon: TikTokIcon },
] as const;

/** The weekly opening hours, days with the same hours together (`Mon-Thu 11am-10pm`). */
export function VenueHours({ hours, className }: { hours: WeeklyHours; className: string }) {
  return (
    <dl className={className}>
      {weeklyHoursLines(hours).map((entry) => (
        <div key={entry.days}>
          <dt>{entry.days}</dt>
          <dd>{entry.time}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The venue's social networks (those it has), each opening in a new tab (and saying so). */
export function SocialLinks({
  social,
  className,
  linkClassName,
}: {
  social: SocialLinkAddresses;
  className: string;
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {socialNetworks
        .filter(({ key }) => social[key] !== '')
        .map(({ key, label, Icon }) => (
          <li key={key}>
            <a
              href={social[key]}
              target="_blank"
              rel="noopener noreferrer"
              className={linkClassName}
            >
              <Icon />
              <span>{label}</span>
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
    </ul>
  );
}

/** A link to the venue on a map, for directions, in a new tab (and saying so). */
export function DirectionsLink({
  address,
  className,
  children,
}: {
  /** The address line the map searches for. */
  address: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      className={className}
      href={directionsUrl(address)}
      target="_blank"
      rel="noopener noreferrer"
    >
      {children}
      <span className="visually-hidden"> (opens a map in a new tab)</span>
    </a>
  );
}

/** `Christmas Day, Friday, December 25, 2026: Closed` / `...: Open 12pm-6pm`. */
const noticeText = (notice: VenueException) =>
  `${notice.label}, ${formatLongDate(notice.date)}: ${notice.closed ? 'Closed' : `Open ${dayHoursText(notice)}`}`;

/** Holiday hours and closures coming up (each from its announcement window on), or nothing. */
export function VenueNotices({
  notices,
  className,
}: {
  notices: VenueException[];
  className: string;
}) {
  if (notices.length === 0) return null;
  return (
    <section className={className} aria-labelledby="venue-notices-title">
      <h2 id="venue-notices-title" className="venue-notices__title">
        Holiday hours
      </h2>
      <ul className="venue-notices__list">
        {notices.map((notice) => (
          <li key={notice.date}>{noticeText(notice)}</li>
        ))}
      </ul>
    </section>
  );
}
