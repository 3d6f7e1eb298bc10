import type { VenueAddress, VenueSettings, WeeklyHours } from '@venue/contracts/venue';

import { siteUrl, shareImage } from '@/config/site';
import { venue as brand } from '@/config/venue';
import { weekdayOrder } from '@/config/venue-display';

const schemaDay = (day: string) => `${day.charAt(0).toUpperCase()}${day.slice(1)}`;

/** The weekly hours, one specification per set of hours; a closing time before opening is the next morning. */
function openingHours(hours: WeeklyHours) {
  const byTimes = new Map<string, { opens: string; closes: string; dayOfWeek: string[] }>();
  for (const day of weekdayOrder) {
    const dayHours = hours[day];
    if (dayHours.closed) continue;
    const key = `${dayHours.opens}-${dayHours.closes}`;
    const entry = byTimes.get(key) ?? {
      opens: dayHours.opens,
      closes: dayHours.closes,
      dayOfWeek: [],
    };
    entry.dayOfWeek.push(schemaDay(day));
    byTimes.set(key, entry);
  }
  return [...byTimes.values()].map(({ dayOfWeek, opens, closes }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek,
    opens,
    closes,
  }));
}

/** Holiday hours and closures from today on; a day closed throughout opens and closes at 00:00. */
const specialOpeningHours = (exceptions: VenueSettings['exceptions']) =>
  exceptions.map((exception) => ({
    '@type': 'OpeningHoursSpecification',
    name: exception.label,
    validFrom: exception.date,
    validThrough: exception.date,
    opens: exception.closed ? '00:00' : exception.opens,
    closes: exception.closed ? '00:00' : exception.closes,
  }));

/** The address's parts, as schema.org's PostalAddress. */
const postalAddress = (address: VenueAddress) => ({
  '@type': 'PostalAddress',
  streetAddress: address.street,
  addressLocality: address.city,
  addressRegion: address.province,
  ...(address.postalCode && { postalCode: address.postalCode }),
  addressCountry: address.country === 'Canada' ? 'CA' : address.country,
});

/** schema.org's description of the venue, for search engines; from the venue's settings. */
export function venueStructuredData(venue: VenueSettings) {
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
      latitude: brand.geo.latitude,
      longitude: brand.geo.longitude,
    },
    telephone: venue.phone,
    email: venue.email,
    openingHoursSpecification: openingHours(venue.hours),
    ...(venue.exceptions.length > 0 && {
      specialOpeningHoursSpecification: specialOpeningHours(venue.exceptions),
    }),
    sameAs: Object.values(venue.social).filter((address) => address !== ''),
  };
}

/** A data block, never run; `<` is escaped so no text staff wrote can close the element. */
export function VenueJsonLd({ venue }: { venue: VenueSettings }) {
  const json = JSON.stringify(venueStructuredData(venue)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
