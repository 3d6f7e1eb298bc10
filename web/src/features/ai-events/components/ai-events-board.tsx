import type { VenueEvent } from '@venue/contracts/events';
import type { EnhancedEvent } from '@venue/contracts/integrations';
import { Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

import { QueryState } from '@/components/ui/query-state/query-state';
import { useStaffSession } from '@/lib/staff-session';

import { enhanceEventMutation, isStillWriting } from '../api/enhance-event';
import { useEnhancedEvents } from '../api/get-enhanced-events';
import { useUpcomingEvents } from '@/lib/get-upcoming-events';
import { useApiMutation } from '@/lib/use-api-mutation';
import { DesignPanel } from './design-panel';
import { defaultFormat, EventCards, type EnhanceState } from './event-cards';
import { MarketingPanel } from './marketing-panel';
import './ai-events.css';

/** While a job writes an event's content, the enhanced list is read this often... */
const writingPollMs = 3000;
/** ...and for this long at most: past it the job has failed or is stuck, and staff may retry. */
const writingGiveUpMs = 2 * 60 * 1000;

/** An enhance a job is finishing: the version of the content before it, to spot the new one. */
type Writing = { previousVersion: string | null };

/** Must match the breakpoint in ai-events.css where the panels stand beside the events. */
const sideBySideQuery = '(min-width: 64rem)';

const versionOf = (entry: EnhancedEvent | undefined) => entry?.producedBy.generatedAt ?? null;

const entryIn = (entries: EnhancedEvent[] | undefined, id: string) =>
  entries?.find((entry) => entry.event.id === id);

const stillWriting = (
  writing: ReadonlyMap<string, Writing>,
  entries: EnhancedEvent[] | undefined,
  id: string,
) => {
  const started = writing.get(id);
  return started !== undefined && versionOf(entryIn(entries, id)) === started.previousVersion;
};

function EventDetailsPlaceholder() {
  return (
    <section className="ai-panel ai-panel--placeholder" aria-labelledby="event-details-title">
      <Sparkles aria-hidden="true" />
      <h2 id="event-details-title" className="ai-panel__title">
        Event Details
      </h2>
      <p>Select an event to view AI-enhanced details and marketing suggestions</p>
    </section>
  );
}

/**
 * The selected event, chosen again to clear it. On a narrow screen the panels are below every
 * event card: a selection takes the reader to them (focus and scroll), or nothing would seem to
 * happen but an outline on the card.
 */
function useRevealedSelection() {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const detailsRef = useRef<HTMLDivElement>(null);
  const revealPending = useRef(false);
  useEffect(() => {
    if (!revealPending.current) return;
    revealPending.current = false;
    if (window.matchMedia(sideBySideQuery).matches) return;
    const heading = detailsRef.current?.querySelector<HTMLElement>('h2');
    if (!heading) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    heading.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
    heading.focus({ preventScroll: true });
  }, [selectedId]);
  const select = (id: string) => {
    revealPending.current = selectedId !== id;
    setSelectedId(selectedId === id ? null : id);
  };

  return { selectedId, select, detailsRef };
}

/**
 * Current Events on the left; on the right the selected event's Marketing Copy and Design
 * Suggestions (fetched only for it), or the Event Details placeholder. Signed-in staff get an
 * Enhance button on each card.
 */
export function AiEventsBoard() {
  const events = useUpcomingEvents();
  const { selectedId, select, detailsRef } = useRevealedSelection();
  const [writing, setWriting] = useState<ReadonlyMap<string, Writing>>(new Map());
  const enhanced = useEnhancedEvents({
    queryConfig: {
      refetchInterval: (query) =>
        [...writing.keys()].some((id) => stillWriting(writing, query.state.data, id))
          ? writingPollMs
          : false,
    },
  });
  const isStaff = useStaffSession().status === 'active';
  const entryOf = (id: string) => entryIn(enhanced.data, id);

  const enhance = useApiMutation({
    ...enhanceEventMutation,
    successToast: (answer, event) =>
      isStillWriting(answer)
        ? {
            title: 'Writing Content',
            description: `The marketing copy and design suggestions for ${event.title} are being written. They will appear here shortly.`,
          }
        : {
            title: 'Event Enhanced',
            description: `New marketing copy and design suggestions for ${event.title}.`,
            variant: 'success',
          },
    errorToast: {
      title: 'Enhance Failed',
      description: 'Failed to enhance the event.',
      serverMessage: true,
    },
    onSuccess: (answer, event) => {
      if (!isStillWriting(answer)) return;
      const started: Writing = { previousVersion: versionOf(entryOf(event.id)) };
      setWriting((current) => new Map(current).set(event.id, started));
      setTimeout(() => {
        setWriting((current) => {
          if (current.get(event.id) !== started) return current;
          const next = new Map(current);
          next.delete(event.id);
          return next;
        });
      }, writingGiveUpMs);
    },
  });

  const enhanceStateOf = (event: VenueEvent): EnhanceState => {
    if (enhance.isPending && enhance.variables.id === event.id) return 'enhancing';
    if (stillWriting(writing, enhanced.data, event.id)) return 'writing';
    return 'idle';
  };
  const enhanceFor = (event: VenueEvent) => ({
    state: enhanceStateOf(event),
    onEnhance: () => enhance.mutate(event),
  });

  const selected = events.data?.find((event) => event.id === selectedId);

  return (
    <div className="ai-board">
      <section className="ai-board__events" aria-labelledby="current-events-title">
        <h2 id="current-events-title" className="ai-board__title">
          Current Events
        </h2>
        <QueryState
          query={events}
          look="panel"
          loading="Loading events..."
          error="We couldn't load the events right now."
          isEmpty={(list) => list.length === 0}
          empty="No events found. Create events in the staff portal to see them here."
        >
          {(list) => (
            <EventCards
              events={list}
              selectedId={selectedId}
              formatOf={(id) => entryOf(id)?.format ?? defaultFormat}
              onSelect={select}
              enhanceFor={isStaff ? enhanceFor : undefined}
            />
          )}
        </QueryState>
      </section>
      <div ref={detailsRef} className="ai-board__details">
        {selected ? (
          <>
            <MarketingPanel
              eventId={selected.id}
              eventTitle={selected.title}
              version={versionOf(entryOf(selected.id))}
            />
            <DesignPanel
              eventId={selected.id}
              eventTitle={selected.title}
              version={versionOf(entryOf(selected.id))}
            />
          </>
        ) : (
          <EventDetailsPlaceholder />
        )}
      </div>
    </div>
  );
}
