import { CalendarDays, Radio, Trophy } from 'lucide-react';

import './ai-events.css';

const highlights = [
  {
    title: 'Live Updates',
    text: 'Events appear here as soon as staff add or change them in the portal.',
    icon: Radio,
    accent: 'purple',
  },
  {
    title: 'Tournament Info',
    text: 'Formats, dates and places for every tournament and league night.',
    icon: Trophy,
    accent: 'cyan',
  },
  {
    title: 'Event Details',
    text: 'Select an event for its marketing copy and design suggestions.',
    icon: CalendarDays,
    accent: 'lime',
  },
];

/** The spec's three highlights under the page heading. */
export function Highlights() {
  return (
    <ul className="ai-highlights">
      {highlights.map(({ title, text, icon: Icon, accent }) => (
        <li key={title} className={`ai-highlight accent-${accent}`}>
          <Icon aria-hidden="true" />
          <p className="ai-highlight__title">{title}</p>
          <p className="ai-highlight__text">{text}</p>
        </li>
      ))}
    </ul>
  );
}
