import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import './auth-card.css';

type AuthCardProps = {
  icon: LucideIcon;
  title: string;
  titleId: string;
  description: ReactNode;
  /** h1 on the login page, h2 for a gate inside a page. */
  headingLevel?: 1 | 2;
  children: ReactNode;
};

/** The small centred card that asks for a username and password (login and in-page gates). */
export function AuthCard({
  icon: Icon,
  title,
  titleId,
  description,
  headingLevel = 1,
  children,
}: AuthCardProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="auth-card" aria-labelledby={titleId}>
      <span className="auth-card__icon">
        <Icon aria-hidden="true" />
      </span>
      <Heading id={titleId} className="auth-card__title">
        {title}
      </Heading>
      <p className="auth-card__description">{description}</p>
      {children}
    </section>
  );
}
