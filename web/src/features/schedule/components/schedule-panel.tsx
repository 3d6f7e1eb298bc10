import type { ReactNode } from 'react';

/** A titled box of the schedule page, with buttons beside its title. */
export function Panel({
  id,
  title,
  icon,
  className,
  actions,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  className?: string;
  /** Buttons beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      className={['schedule-panel', className].filter(Boolean).join(' ')}
      aria-labelledby={id}
    >
      <div className="schedule-panel__head">
        <h2 id={id} className="schedule-panel__title">
          {icon}
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
