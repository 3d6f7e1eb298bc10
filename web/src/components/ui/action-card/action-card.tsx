import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

import './action-card.css';

type ActionCardProps = {
  title: string;
  icon: LucideIcon;
  accent: 'purple' | 'cyan' | 'lime' | 'pink' | 'amber';
  /** What the action is for, a notice, then its button. */
  children: ReactNode;
};

/** A card that offers one thing to do (report a machine, send a score): a title, words, a button. */
export function ActionCard({ title, icon: Icon, accent, children }: ActionCardProps) {
  const titleId = useId();
  return (
    <section className={`action-card accent-${accent}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="action-card__title">
        <Icon aria-hidden="true" />
        {title}
      </h2>
      {children}
    </section>
  );
}
