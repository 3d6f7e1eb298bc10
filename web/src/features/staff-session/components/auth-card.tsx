import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import './auth-card.css';

type AuthCardProps = {
  icon: LucideIcon;
  title: string;
  titleId: string;
  description: ReactNode;
  children: ReactNode;
};

/** The small centred card that asks who is there; its title is the page's h1 (login and the in-page gates). */
export function AuthCard({ icon: Icon, title, titleId, description, children }: AuthCardProps) {
  return (
    <section className="auth-card" aria-labelledby={titleId}>
      <span className="auth-card__icon">
        <Icon aria-hidden="true" />
      </span>
      <h1 id={titleId} className="auth-card__title">
        {title}
      </h1>
      <p className="auth-card__description">{description}</p>
      {children}
    </section>
  );
}
