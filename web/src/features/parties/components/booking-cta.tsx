import { CalendarClock, Mail, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { phoneHref } from '@/config/venue';
import { useVenue } from '@/lib/get-venue';

import type { PartyPackage } from '../party-packages';

/** The call to action: the contact form (carrying the chosen package) or the phone. */
export function BookingCta({ selected }: { selected: PartyPackage | null }) {
  const phone = useVenue().data?.phone;
  return (
    <section className="booking-cta" aria-labelledby="booking-cta-title">
      <h2 id="booking-cta-title" className="booking-cta__title">
        Ready to Party?
      </h2>
      <p className="booking-cta__text" aria-live="polite">
        {selected
          ? `Your pick: ${selected.title}. The contact form will start with it.`
          : 'Choose a package above, or just tell us what you have in mind.'}
      </p>
      <div className="button-row booking-cta__buttons">
        <Link className="btn btn--primary btn--lg" to={paths.contact.getHref(selected?.id)}>
          <Mail aria-hidden="true" />
          Contact Form
        </Link>
      </div>
      {phone && (
        <p className="booking-cta__call">
          Or call us directly{' '}
          <a href={phoneHref(phone)} className="booking-cta__phone">
            <Phone aria-hidden="true" />
            {phone}
          </a>
        </p>
      )}
      <p className="booking-cta__note">
        <CalendarClock aria-hidden="true" />
        Bookings require 2 week advance notice
      </p>
    </section>
  );
}
