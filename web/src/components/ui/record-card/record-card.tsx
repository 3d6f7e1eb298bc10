import { Pencil, Trash2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';

import './record-card.css';

type RecordCardProps = {
  title: ReactNode;
  /** The title's heading level: 2 for a page's list, 3 for a list under a tab. */
  level?: 2 | 3;
  subtitle?: ReactNode;
  /** Beside the title, in a row: badges, a count. */
  badges?: ReactNode;
  /** The card is named by its title (for a card read on its own, e.g. with its details open). */
  named?: boolean;
  className?: string;
  /** The body: text, `Facts`, notes. */
  children?: ReactNode;
  /** The row of buttons at the foot (`RecordActions`). */
  actions?: ReactNode;
};

/** One record of a staff list (a log, a prize, a message): title, badges, body and actions. */
export function RecordCard({
  title,
  level = 2,
  subtitle,
  badges,
  named = false,
  className,
  children,
  actions,
}: RecordCardProps) {
  const titleId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article
      className={['record-card', className].filter(Boolean).join(' ')}
      aria-labelledby={named ? titleId : undefined}
    >
      <header className="record-card__header">
        <div className="record-card__heading">
          <Heading id={named ? titleId : undefined} className="record-card__title">
            {title}
          </Heading>
          {subtitle ? <p className="record-card__subtitle">{subtitle}</p> : null}
        </div>
        {badges ? <div className="record-card__badges">{badges}</div> : null}
      </header>
      {children}
      {actions}
    </article>
  );
}

/** A record's label and value pairs. */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className="record-card__facts">{children}</dl>;
}

/** One label and its value, inside `Facts`. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="record-card__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

type RecordActionsProps = {
  /** Who the buttons are for, said after Delete and Edit to assistive technology. */
  name?: string;
  onEdit?: () => void;
  onDelete?: () => void;
  /** The record's other buttons, between Delete (set apart at the start) and Edit. */
  children?: ReactNode;
};

/** A record's buttons: Delete first and apart, its own, then Edit. */
export function RecordActions({ name, onEdit, onDelete, children }: RecordActionsProps) {
  const named = name ? <span className="visually-hidden"> {name}</span> : null;
  return (
    <div className="record-card__actions">
      {onDelete ? (
        <button
          type="button"
          className="btn btn--ghost btn--sm record-card__delete"
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" />
          Delete{named}
        </button>
      ) : null}
      {children}
      {onEdit ? (
        <button type="button" className="btn btn--ghost btn--sm" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Edit{named}
        </button>
      ) : null}
    </div>
  );
}
