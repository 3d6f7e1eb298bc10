import type { ReactNode } from 'react';

import { FacebookIcon, InstagramIcon, TikTokIcon } from '@/components/ui/icons/social-icons';
import { directionsUrl, venue } from '@/config/venue';

const socialLinks = [
  { label: 'Facebook', href: venue.social.facebook, Icon: FacebookIcon },
  { label: 'Instagram', href: venue.social.instagram, Icon: InstagramIcon },
  { label: 'TikTok', href: venue.social.tiktok, Icon: TikTokIcon },
];

/** The opening hours from the venue's configuration, as days and times. */
export function VenueHours({ className }: { className: string }) {
  return (
    <dl className={className}>
      {venue.hours.map((entry) => (
        <div key={entry.days}>
          <dt>{entry.days}</dt>
          <dd>{entry.time}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The venue's social networks, each opening in a new tab (and saying so to screen readers). */
export function SocialLinks({
  className,
  linkClassName,
}: {
  className: string;
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {socialLinks.map(({ label, href, Icon }) => (
        <li key={label}>
          <a href={href} target="_blank" rel="noopener noreferrer" className={linkClassName}>
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
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      className={className}
      href={directionsUrl(venue.address)}
      target="_blank"
      rel="noopener noreferrer"
    >
      {children}
      <span className="visually-hidden"> (opens a map in a new tab)</span>
    </a>
  );
}
