import type { ReactNode } from 'react';

import { RefreshButton, type Refetchable } from '../ui/refresh-button';
import './staff-page-header.css';

type StaffPageHeaderProps = {
  title: string;
  /** The h1's id, for sections that name themselves after it. */
  titleId?: string;
  description?: ReactNode;
  /** Buttons on the right (below the title on phones). */
  actions?: ReactNode;
  /** The page's list: a Refresh button for it follows the actions. */
  refresh?: Refetchable;
  /** The staff frame's own buttons (e.g. Sign Out), last. */
  headerActions?: ReactNode;
};

/** Title, a line about the page and its main buttons, at the top of a staff page. */
export function StaffPageHeader({
  title,
  titleId,
  description,
  actions,
  refresh,
  headerActions,
}: StaffPageHeaderProps) {
  const buttons =
    actions || refresh || headerActions ? (
      <>
        {actions}
        {refresh ? <RefreshButton query={refresh} /> : null}
        {headerActions}
      </>
    ) : null;
  return (
    <header className="staff-page-header">
      <div className="staff-page-header__text">
        <h1 id={titleId} className="staff-page-header__title">
          {title}
        </h1>
        {description ? <div className="staff-page-header__description">{description}</div> : null}
      </div>
      {buttons ? <div className="staff-page-header__actions">{buttons}</div> : null}
    </header>
  );
}
