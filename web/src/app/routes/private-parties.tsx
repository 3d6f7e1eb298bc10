import { Clock, MapPin, Users } from 'lucide-react';

import { PageHero } from '@/components/layouts/page-hero';
import { IconFact } from '@/components/ui/icon-fact';
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
      <PageHero
        titleId="private-parties-title"
        eyebrow={'Birthdays\u00a0· Teams\u00a0· Holidays'}
        title="Private Parties"
        lead="Book your own corner of the arcade: games, tables and a host, so you can just play."
      >
        <dl className="party-facts">
          {headerFacts.map(({ label, text, icon: Icon }) => (
            <IconFact key={label} icon={Icon} label={label} className="party-facts__item">
              {text}
            </IconFact>
          ))}
        </dl>
      </PageHero>
      <div className="container private-parties-page__body">
        <PartyPlanner />
      </div>
    </>
  );
}
