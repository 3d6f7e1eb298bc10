import type { UseQueryResult } from '@tanstack/react-query';
import type { ProducedBy } from '@venue/contracts/integrations';
import type { ReactNode } from 'react';

import { QueryState } from '@/components/ui/query-state/query-state';

import { ProducedByNote } from './produced-by';

/** What a panel beside the events is given: the selected event. */
export type SelectedEventPanelProps = {
  eventId: string;
  eventTitle: string;
  /** When the content the page knows of was written (null: none yet). */
  version: string | null;
};

type AiPanelProps<T> = {
  /** The heading's id, which names the panel. */
  titleId: string;
  accent: 'accent-purple' | 'accent-cyan';
  icon: ReactNode;
  title: string;
  lead: string;
  /** The selected event's content: null while it has none (a 404). */
  query: UseQueryResult<T | null>;
  loading: string;
  error: string;
  children: (content: T | null) => ReactNode;
};

/** One of the panels beside the events: its heading, then the content's states. */
export function AiPanel<T>({
  titleId,
  accent,
  icon,
  title,
  lead,
  query,
  loading,
  error,
  children,
}: AiPanelProps<T>) {
  return (
    <section className={`ai-panel ${accent}`} aria-labelledby={titleId}>
      <header className="ai-panel__header">
        {/* Focused when an event is chosen on a narrow screen (ai-events-board.tsx). */}
        <h2 id={titleId} className="ai-panel__title" tabIndex={-1}>
          {icon}
          {title}
        </h2>
        <p className="ai-panel__lead">{lead}</p>
      </header>
      <QueryState query={query} loading={loading} error={error}>
        {children}
      </QueryState>
    </section>
  );
}

/** Who wrote the content and when, or what to do while there is none. */
export function ContentOrigin({
  producedBy,
  empty,
}: {
  producedBy: ProducedBy | undefined;
  empty: string;
}) {
  return producedBy ? (
    <ProducedByNote producedBy={producedBy} />
  ) : (
    <p className="ai-panel__empty">{empty}</p>
  );
}
