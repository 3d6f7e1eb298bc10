import { Clock, Mail, MapPin, Phone, Share2, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { VenueSettings } from '@venue/contracts/venue';

import { PageHero } from '@/components/layouts/page-hero';
import { DirectionsLink, SocialLinks, VenueHours, VenueNotices } from '@/components/ui/venue-info';
import { paths } from '@/config/paths';
import { phoneHref } from '@/config/venue';
import { addressLine } from '@/config/venue-display';
import { ContactForm } from '@/features/contact/components/contact-form';
import { findPartyPackage, partyEnquiry } from '@/features/parties/party-packages';
import { getWeatherQueryOptions } from '@/features/weather/api/get-weather';
import { CurrentWeather } from '@/features/weather/components/current-weather';
import { useVenue } from '@/lib/get-venue';

import type { PageOutcome, PagePrefetch } from '../page-modules';

import './contact.css';

/** One of the venue's cards beside the form; its heading names it for assistive technology. */
function VenueCard({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="venue-card" aria-labelledby={id}>
      <h2 id={id} className="venue-card__title">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

function VisitDetails({ venue }: { venue: VenueSettings }) {
  const address = addressLine(venue.address);
  return (
    <>
      <address className="venue-card__address">
        <MapPin aria-hidden="true" />
        <DirectionsLink address={address}>{address}</DirectionsLink>
      </address>
      <div className="venue-card__group">
        <h3 className="venue-card__subtitle">
          <Clock aria-hidden="true" />
          Hours
        </h3>
        <VenueHours hours={venue.hours} className="venue-card__hours" />
      </div>
      <ul className="venue-card__links">
        {[
          { label: 'General', email: venue.email },
          { label: 'Events', email: venue.eventsEmail },
        ].map(({ label, email }) => (
          <li key={label}>
            <Mail aria-hidden="true" />
            <span>
              {`${label}: `}
              <a href={`mailto:${email}`}>{email}</a>
            </span>
          </li>
        ))}
        <li>
          <Phone aria-hidden="true" />
          <a href={phoneHref(venue.phone)}>{venue.phone}</a>
        </li>
      </ul>
    </>
  );
}

export const prefetch: PagePrefetch = (client) => [client.prefetchQuery(getWeatherQueryOptions())];

/** The venue's details could not be read: said where they would be. */
function DetailsUnavailable() {
  return <p className="venue-card__unavailable">Our details are unavailable right now.</p>;
}

/** A package a link names is one of the parties' (any other is the page without it). */
export const outcome: PageOutcome = (_client, _params, search) => {
  const id = search.get('package');
  return id === null || findPartyPackage(id)
    ? { kind: 'found' }
    : { kind: 'redirect', to: paths.contact.getHref() };
};

export default function ContactRoute() {
  const venue = useVenue().data;
  const [search] = useSearchParams();
  // Sent here from a party package: the form opens as an enquiry about it.
  const partyPackage = findPartyPackage(search.get('package'));
  const enquiry = partyPackage
    ? { subject: 'parties' as const, message: partyEnquiry(partyPackage) }
    : undefined;
  return (
    <>
      <PageHero
        titleId="contact-page-title"
        title="GET IN TOUCH"
        lead="Visit us at The Forks or get in touch for events, parties, and more information"
      />
      <div className="container contact-page__body">
        {venue && (
          <VenueNotices notices={venue.notices} className="venue-notices contact-page__notices" />
        )}
        <div className="contact-page__layout">
          <div className="contact-page__cards">
            <VenueCard
              id="weather-card-title"
              title="Current Weather"
              icon={<Sun aria-hidden="true" />}
            >
              <CurrentWeather />
            </VenueCard>
            <VenueCard id="visit-card-title" title="Visit Us" icon={<MapPin aria-hidden="true" />}>
              {venue ? <VisitDetails venue={venue} /> : <DetailsUnavailable />}
            </VenueCard>
            <VenueCard
              id="follow-card-title"
              title="Follow Us"
              icon={<Share2 aria-hidden="true" />}
            >
              {venue ? (
                <SocialLinks
                  social={venue.social}
                  className="venue-card__social"
                  linkClassName="social-button"
                />
              ) : (
                <DetailsUnavailable />
              )}
            </VenueCard>
          </div>
          <ContactForm key={partyPackage?.id ?? ''} enquiry={enquiry} />
        </div>
      </div>
    </>
  );
}
