import { Clock, MapPin, Users } from 'lucide-react';

import { PartyPlanner } from '@/features/parties/components/party-planner';

import './private-parties.css';

const headerFacts = [
  { label: 'Where', text: 'The Forks, Winnipeg', icon: MapPin },
  { label: 'Group size', text: '5-50 guests', icon: Users },
  { label: 'Length', text: '1-4 hour packages', icon: Clock },
];

export default function PrivatePartiesRoute() {
  return (
    <>
      <section className="page-hero" aria-labelledby="private-parties-title">
        <div className="container">
          <p className="eyebrow">{'Birthdays\u00a0· Teams\u00a0· Holidays'}</p>
          <h1 id="private-parties-title" className="page-hero__title">
            Private Parties
          </h1>
          <p className="page-hero__lead">
            Book your own corner of the arcade: games, tables and a host, so you can just play.
          </p>
          <dl className="party-facts">
            {headerFacts.map(({ label, text, icon: Icon }) => (
              <div key={label} className="party-facts__item">
                <dt>
                  <Icon aria-hidden="true" />
                  <span className="visually-hidden">{label}</span>
                </dt>
                <dd>{text}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <div className="container private-parties-page__body">
        <PartyPlanner />
      </div>
    </>
  );
}
