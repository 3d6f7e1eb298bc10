import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

import { FormError, PasswordField } from '@/components/ui/form/field';

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

type PasswordAndSubmitProps = {
  /** The password field as the form wires it. */
  password: Omit<ComponentProps<typeof PasswordField>, 'label'>;
  formError: string | null;
  disabled: boolean;
  /** The submit button's content. */
  children: ReactNode;
};

/** How each staff sign-in form ends: the password, what was refused, and the submit button. */
export function PasswordAndSubmit({
  password,
  formError,
  disabled,
  children,
}: PasswordAndSubmitProps) {
  return (
    <>
      <PasswordField label="Password" autoComplete="current-password" {...password} />
      <FormError message={formError} />
      <button type="submit" className="btn btn--primary auth-card__submit" disabled={disabled}>
        {children}
      </button>
    </>
  );
}
