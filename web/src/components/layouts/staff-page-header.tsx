import type { ReactNode } from 'react';

import './staff-page-header.css';

type StaffPageHeaderProps = {
  title: string;
  /** The h1's id, for sections that name themselves after it. */
  titleId?: string;
  description?: ReactNode;
  /** Buttons on the right (below the title on phones). */
  actions?: ReactNode;
};

/** Title, a line about the page and its main buttons, at the top of a staff page. */
export function StaffPageHeader({ title, titleId, description, actions }: StaffPageHeaderProps) {
  return (
    <header className="staff-page-header">
      <div className="staff-page-header__text">
        <h1 id={titleId} className="staff-page-header__title">
          {title}
        </h1>
        {description ? <div className="staff-page-header__description">{description}</div> : null}
      </div>
      {actions ? <div className="staff-page-header__actions">{actions}</div> : null}
    </header>
  );
}
