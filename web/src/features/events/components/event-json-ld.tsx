import type { Occurrence, VenueEvent } from '@venue/contracts/events';
import type { VenueSettings } from '@venue/contracts/venue';

import { siteUrl } from '@/config/site';
import { venue as brand } from '@/config/venue';
import { addressLine } from '@/config/venue-display';
import { useVenue } from '@/lib/get-venue';

/** `$15 entry` → 15, `Free` → 0; text that names no single price gives none. */
function priceOf(cost: string | undefined): number | undefined {
  if (!cost) return undefined;
  if (/^\s*free\b/i.test(cost)) return 0;
  const match = /\$\s*(\d+(?:\.\d{1,2})?)/.exec(cost);
  return match ? Number(match[1]) : undefined;
}

const eventStatus = (occurrence?: Occurrence) =>
  occurrence?.cancelled
    ? 'https://schema.org/EventCancelled'
    : occurrence?.originalDate && occurrence.originalDate !== occurrence.date
      ? 'https://schema.org/EventRescheduled'
      : 'https://schema.org/EventScheduled';

/**
 * schema.org's Event for one event, so search engines can list it; for a series, one Event for
 * each of its next dates (as search engines ask for repeating events), cancelled and moved
 * dates marked so; at the venue's address, when read.
 */
export function eventStructuredData(event: VenueEvent, venue: VenueSettings | undefined) {
  const price = priceOf(event.cost);
  const offered = event.registrationUrl !== undefined || price !== undefined;
  const base = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.location,
      ...(venue && { address: addressLine(venue.address) }),
    },
    organizer: { '@type': 'Organization', name: venue?.name ?? brand.name, url: siteUrl('/') },
    ...(offered && {
      offers: {
        '@type': 'Offer',
        ...(event.registrationUrl && { url: event.registrationUrl }),
        ...(price !== undefined && { price, priceCurrency: 'CAD' }),
      },
    }),
  };
  if (!event.occurrences) {
    return {
      ...base,
      startDate: event.startsAt ?? event.date,
      ...(event.endsAt && { endDate: event.endsAt }),
      eventStatus: eventStatus(),
    };
  }
  return event.occurrences.map((occurrence) => ({
    ...base,
    name: occurrence.title,
    ...(occurrence.description && { description: occurrence.description }),
    location: { ...base.location, name: occurrence.location },
    startDate: occurrence.startsAt ?? occurrence.date,
    ...(occurrence.endsAt && { endDate: occurrence.endsAt }),
    eventStatus: eventStatus(occurrence),
    ...(occurrence.originalDate !== occurrence.date && {
      previousStartDate: occurrence.originalDate,
    }),
  }));
}

/** A data block, never run; `<` is escaped so no text in an event can close the element. */
export function EventJsonLd({ event }: { event: VenueEvent }) {
  const venue = useVenue().data;
  const json = JSON.stringify(eventStructuredData(event, venue)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
