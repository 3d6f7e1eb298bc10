import { siteUrl, shareImage } from '@/config/site';
import { venue, type Venue } from '@/config/venue';

/** `Mon-Thu` → the schema.org days it covers. */
const dayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const dayIndex = (short: string) =>
  dayNames.findIndex((day) => day.toLowerCase().startsWith(short.trim().toLowerCase().slice(0, 3)));

function daysOf(text: string): string[] {
  const [first = '', last] = text.split('-');
  const from = dayIndex(first);
  const to = last === undefined ? from : dayIndex(last);
  if (from < 0 || to < 0) return [];
  const days: string[] = [];
  for (let index = from; ; index = (index + 1) % 7) {
    days.push(dayNames[index] as string);
    if (index === to) break;
  }
  return days;
}

/** `11am`, `12am`, `9:30pm` → `11:00`, `00:00`, `21:30`. */
function clockOf(text: string): string | null {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm)$/i.exec(text.trim());
  if (!match) return null;
  const hour = (Number(match[1]) % 12) + ((match[3] ?? '').toLowerCase() === 'pm' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${match[2] ?? '00'}`;
}

const openingHours = (hours: Venue['hours']) =>
  hours.flatMap(({ days, time }) => {
    const [opens = '', closes = ''] = time.split('-');
    const open = clockOf(opens);
    const close = clockOf(closes);
    const dayOfWeek = daysOf(days);
    if (!open || !close || dayOfWeek.length === 0) return [];
    return [{ '@type': 'OpeningHoursSpecification', dayOfWeek, opens: open, closes: close }];
  });

/** `1 Forks Market Road, Winnipeg, MB, Canada` → its parts, as schema.org's PostalAddress. */
function postalAddress(address: string) {
  const [street = address, locality, region, country] = address
    .split(',')
    .map((part) => part.trim());
  return {
    '@type': 'PostalAddress',
    streetAddress: street,
    ...(locality && { addressLocality: locality }),
    ...(region && { addressRegion: region }),
    ...(country && { addressCountry: country === 'Canada' ? 'CA' : country }),
  };
}

/** schema.org's description of the venue, for search engines; from the venue's configuration. */
export function venueStructuredData() {
  return {
    '@context': 'https://schema.org',
    '@type': ['EntertainmentBusiness', 'AmusementPark'],
    '@id': siteUrl('/#venue'),
    name: venue.name,
    url: siteUrl('/'),
    image: siteUrl(shareImage.path),
    logo: siteUrl('/favicon.svg'),
    description:
      'Pinball, rhythm games, classic arcade cabinets, redemption and claw machines at The Forks, Winnipeg.',
    address: postalAddress(venue.address),
    geo: {
      '@type': 'GeoCoordinates',
      latitude: venue.geo.latitude,
      longitude: venue.geo.longitude,
    },
    telephone: venue.phone,
    email: venue.email,
    openingHoursSpecification: openingHours(venue.hours),
    sameAs: [venue.social.facebook, venue.social.instagram, venue.social.tiktok],
  };
}

/** A data block, never run; `<` is escaped so no configured text can close the element. */
export function VenueJsonLd() {
  const json = JSON.stringify(venueStructuredData()).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
