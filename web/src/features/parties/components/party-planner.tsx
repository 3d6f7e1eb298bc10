import { useState } from 'react';

import { findPartyPackage, partyPackages, type PartyPackage } from '../party-packages';
import { BookingCta } from './booking-cta';
import { HowToBook } from './how-to-book';
import { PackageCards } from './package-cards';
import './parties.css';

/** The packages, the booking steps and the call to action, which carries the chosen package. */
export function PartyPlanner() {
  const [selectedId, setSelectedId] = useState<PartyPackage['id'] | null>(null);
  const toggle = (id: PartyPackage['id']) =>
    setSelectedId((current) => (current === id ? null : id));
  return (
    <>
      <section className="party-section" aria-labelledby="party-packages-title">
        <h2 id="party-packages-title" className="party-section__title">
          Party Packages
        </h2>
        <p className="party-section__lead">
          Choose a package to start your enquiry with it; choose it again to clear your pick.
        </p>
        <PackageCards packages={partyPackages} selectedId={selectedId} onToggle={toggle} />
      </section>
      <HowToBook />
      <BookingCta selected={findPartyPackage(selectedId)} />
    </>
  );
}
