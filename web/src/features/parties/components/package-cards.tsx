import { Check, Clock, Star, Users } from 'lucide-react';

import type { PartyPackage } from '../party-packages';
import { IconFact } from '@/components/ui/icon-fact';

type PackageCardProps = {
  partyPackage: PartyPackage;
  selected: boolean;
  onToggle: () => void;
};

/**
 * One package. Its title is the toggle button, stretched over the whole card, so a click
 * anywhere on the card selects or deselects it and the keyboard reaches it as one stop.
 */
function PackageCard({ partyPackage, selected, onToggle }: PackageCardProps) {
  const { id, title, description, duration, capacity, price, features, popular, accent } =
    partyPackage;
  const Icon = partyPackage.icon;
  return (
    <article
      className={`party-card cover-card accent-card accent-${accent}${selected ? ' party-card--selected' : ''}`}
      data-package-id={id}
    >
      <div className="party-card__top">
        <span className="accent-icon">
          <Icon aria-hidden="true" />
        </span>
        {popular ? (
          <span className="highlight-tag party-card__popular">
            <Star aria-hidden="true" />
            Most Popular
          </span>
        ) : null}
      </div>
      <h3 className="party-card__title">
        <button
          type="button"
          className="text-button cover-card__control party-card__toggle"
          aria-pressed={selected}
          onClick={onToggle}
        >
          {title}
        </button>
      </h3>
      <p className="party-card__description">{description}</p>
      <dl className="party-card__facts">
        <IconFact icon={Clock} label="Duration">
          {duration}
        </IconFact>
        <IconFact icon={Users} label="Capacity">
          {capacity}
        </IconFact>
      </dl>
      <ul className="party-card__features" aria-label={`${title} includes`}>
        {features.map((feature) => (
          <li key={feature}>
            <Check aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <p className="party-card__price">{price}</p>
      {/* aria-pressed already tells assistive technology; this is the sighted cue. */}
      <p className="party-card__state" aria-hidden="true">
        {selected ? (
          <>
            <Check />
            Selected
          </>
        ) : (
          'Choose this package'
        )}
      </p>
    </article>
  );
}

type PackageCardsProps = {
  selectedId: PartyPackage['id'] | null;
  onToggle: (id: PartyPackage['id']) => void;
  packages: PartyPackage[];
};

export function PackageCards({ packages, selectedId, onToggle }: PackageCardsProps) {
  return (
    <ul className="party-cards">
      {packages.map((partyPackage) => (
        <li key={partyPackage.id}>
          <PackageCard
            partyPackage={partyPackage}
            selected={partyPackage.id === selectedId}
            onToggle={() => onToggle(partyPackage.id)}
          />
        </li>
      ))}
    </ul>
  );
}
