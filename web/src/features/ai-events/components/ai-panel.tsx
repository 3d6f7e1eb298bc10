import type { UseQueryResult } from '@tanstack/react-query';
import type { ProducedBy } from '@venue/contracts/integrations';
import type { ReactNode } from 'react';

import { QueryState } from '@/components/ui/query-state/query-state';

import { GeneratedField } from './generated-field';
import { ProducedByNote } from './produced-by';

/** What a panel beside the events is given: the selected event. */
export type SelectedEventPanelProps = {
  eventId: string;
  eventTitle: string;
  /** When the content the page knows of was written (null: none yet). */
  version: string | null;
};

/** One of the panels beside the events: what it reads, how it is headed and what it shows. */
export type AiPanelSpec<T> = {
  /** The selected event's content: null while it has none (a 404). */
  useContent: (
    eventId: string,
    version: string | null,
  ) => UseQueryResult<(T & { producedBy: ProducedBy }) | null>;
  /** The heading's id, which names the panel. */
  titleId: string;
  accent: 'accent-purple' | 'accent-cyan';
  icon: ReactNode;
  title: string;
  lead: (eventTitle: string) => string;
  loading: string;
  error: string;
  /** What enhancing writes (`marketing content`), in the texts shown while there is none. */
  writes: string;
  /** Shown before the fields (the colour scheme), with or without content. */
  before?: (content: T | null) => ReactNode;
  /**
   * Each generated field: its label and its text or list; while there is none it says how to
   * get it (`Generate marketing content to see headline.`, or `sees` in place of the label).
   */
  fields: ReadonlyArray<{ label: string; value: (content: T) => string | string[]; sees?: string }>;
};

/**
 * A panel beside the events: its heading, then the content's states; once read, who wrote the
 * content and each field (or what to do while the event has none, and each field's fallback).
 */
export function AiPanel<T>({
  spec,
  eventId,
  eventTitle,
  version,
}: SelectedEventPanelProps & { spec: AiPanelSpec<T> }) {
  const query = spec.useContent(eventId, version);
  return (
    <section className={`ai-panel ${spec.accent}`} aria-labelledby={spec.titleId}>
      <header className="ai-panel__header">
        {/* Focused when an event is chosen on a narrow screen (ai-events-board.tsx). */}
        <h2 id={spec.titleId} className="ai-panel__title" tabIndex={-1}>
          {spec.icon}
          {spec.title}
        </h2>
        <p className="ai-panel__lead">{spec.lead(eventTitle)}</p>
      </header>
      <QueryState query={query} loading={spec.loading} error={spec.error}>
        {(content) => (
          <>
            {content ? (
              <ProducedByNote producedBy={content.producedBy} />
            ) : (
              <p className="ai-panel__empty">
                Select an event and enhance it to generate {spec.writes}
              </p>
            )}
            {spec.before?.(content)}
            {spec.fields.map(({ label, value, sees = label.toLowerCase() }) => (
              <GeneratedField
                key={label}
                label={label}
                value={content ? value(content) : undefined}
                fallback={`Generate ${spec.writes} to see ${sees}.`}
              />
            ))}
          </>
        )}
      </QueryState>
    </section>
  );
}
