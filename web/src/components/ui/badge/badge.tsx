import type { ReactNode } from 'react';

import './badge.css';

/** Status colours: the spec's red, orange, yellow, green and blue, plus purple and a quiet grey. */
export type BadgeTone = 'red' | 'orange' | 'yellow' | 'green' | 'blue' | 'purple' | 'muted';

type BadgeProps = {
  tone: BadgeTone;
  children: ReactNode;
  /** A coloured dot before the text (the cleaning issues' status dots). */
  dot?: boolean;
  className?: string;
};

/** A short label in a status colour; the words carry the meaning, the colour repeats it. */
export function Badge({ tone, children, dot = false, className }: BadgeProps) {
  return (
    <span className={['badge', `badge--${tone}`, className].filter(Boolean).join(' ')}>
      {dot ? <span className="badge__dot" aria-hidden="true" /> : null}
      {children}
    </span>
  );
}
