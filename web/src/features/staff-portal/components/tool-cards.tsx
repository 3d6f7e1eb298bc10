import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';

import type { ToolCard as ToolCardData } from '@/config/pages';

import './tool-cards.css';

/** A staff tool: its page's card on the portal. */
export type Tool = Omit<ToolCardData, 'title'> & { title: string; href: string };

function ToolCard({ tool }: { tool: Tool }) {
  const { title, description, href, icon: Icon, accent } = tool;
  return (
    <Link to={href} className={`tool-card accent-${accent}`}>
      <span className="tool-card__icon">
        <Icon aria-hidden="true" />
      </span>
      <span className="tool-card__text">
        <span className="tool-card__title">{title}</span>
        <span className="tool-card__description">{description}</span>
      </span>
      <ArrowRight className="tool-card__arrow" aria-hidden="true" />
    </Link>
  );
}

/** The portal's tools, each a link to its page, in the order the list of pages gives them. */
export function ToolCards({ tools }: { tools: Tool[] }) {
  return (
    <ul className="tool-cards">
      {tools.map((tool) => (
        <li key={tool.href}>
          <ToolCard tool={tool} />
        </li>
      ))}
    </ul>
  );
}
