import { eventEnhanced, type EnhancedEvent } from '@venue/contracts/integrations';
import { compareNames } from '@venue/contracts/text';
import { SerializedJson } from '@venue/service-kit/api-router';
import type { OutboxEvent } from '@venue/service-kit/outbox';
import { payloadsOf } from '@venue/service-kit/read-model';
import { venueDayCache } from '@venue/venue-time/venue-time';
import type { EnhancementRecord, IntegrationsRepository } from '../integrations.repository';

/** As the events service lists them: by date, untimed first, then by start, then by title. */
function inCalendarOrder(a: EnhancedEvent['event'], b: EnhancedEvent['event']): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  const startA = a.startsAt ?? '';
  const startB = b.startsAt ?? '';
  if (startA !== startB) return startA < startB ? -1 : 1;
  return compareNames(a.title, b.title);
}

/** One event's marketing copy and layout suggestions as their routes answer them. */
interface EventContent {
  marketing: SerializedJson;
  layout: SerializedJson;
}

/** Events whose content is kept serialised; any event may be asked for, so they are bounded. */
const maxKeptContents = 1000;

/**
 * The enhanced events' list, kept serialised per length until the content changes (here, or in
 * another process through ai.event-enhanced: see read-model.ts) or the venue's day does, and
 * each event's content kept serialised the same way once asked for: a read neither queries the
 * store nor presents the content again.
 */
export function enhancedEventsReadModel(
  repository: IntegrationsRepository,
  present: (record: EnhancementRecord) => EnhancedEvent,
) {
  const answers = new Map<number, Promise<SerializedJson>>();
  const contents = new Map<string, Promise<EventContent | null>>();
  const venueToday = venueDayCache();
  let answersDay = '';
  /** Bumped at each change, so a list built before it is not kept after it. */
  let version = 0;

  const build = async (today: string, limit: number) => {
    const records = await repository.enhancementsFrom(today);
    const shown = records
      .map(present)
      .sort((a, b) => inCalendarOrder(a.event, b.event))
      .slice(0, limit);
    return new SerializedJson(JSON.stringify(shown));
  };

  /** Keeps what `found` brings under `key` unless the content changed while it was read. */
  const keep = <K, V>(kept: Map<K, Promise<V>>, key: K, found: Promise<V>) => {
    const built = version;
    kept.set(key, found);
    found.then(
      () => {
        if (version !== built && kept.get(key) === found) kept.delete(key);
      },
      () => kept.delete(key),
    );
  };

  return {
    upcoming(limit: number): Promise<SerializedJson> {
      const today = venueToday();
      if (today !== answersDay) {
        answers.clear();
        answersDay = today;
      }
      let found = answers.get(limit);
      if (!found) {
        found = build(today, limit);
        keep(answers, limit, found);
      }
      return found;
    },

    /** One event's content, or null when it has none yet. */
    content(eventId: string): Promise<EventContent | null> {
      let found = contents.get(eventId);
      if (!found) {
        if (contents.size >= maxKeptContents) contents.clear();
        found = repository.enhancement(eventId).then((record) => {
          if (!record) return null;
          const { marketing, layout, producedBy } = present(record);
          return {
            marketing: new SerializedJson(JSON.stringify({ ...marketing, producedBy })),
            layout: new SerializedJson(JSON.stringify({ ...layout, producedBy })),
          };
        });
        keep(contents, eventId, found);
      }
      return found;
    },

    changedBy: [eventEnhanced],
    /** Nothing is built ahead: every answer is dropped, to be built on its next read. */
    async reload() {
      version += 1;
      answers.clear();
      contents.clear();
    },
    /** Drops the lists and the changed events' content. */
    async apply(changes: OutboxEvent[]) {
      version += 1;
      answers.clear();
      for (const { eventId } of payloadsOf(changes, eventEnhanced)) contents.delete(eventId);
    },
  };
}

export type EnhancedEventsReadModel = ReturnType<typeof enhancedEventsReadModel>;
