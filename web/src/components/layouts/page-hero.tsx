import type { ReactNode } from 'react';

type PageHeroProps = {
  /** The h1's id: the hero is named by its title. */
  titleId: string;
  /** The small line above the title. */
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  /** Shown under the lead (the party facts, the highlights). */
  children?: ReactNode;
};

/** The top of a public page: its eyebrow, its title and the line about it. */
export function PageHero({ titleId, eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <section className="page-hero" aria-labelledby={titleId}>
      <div className="container">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 id={titleId} className="page-hero__title">
          {title}
        </h1>
        {lead ? <p className="page-hero__lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
