import type { EnhancedEvent } from '@venue/contracts/integrations';
import { SerializedJson } from '@venue/service-kit/api-router';
import { venueDayCache } from '@venue/venue-time/venue-time';
import type { EnhancementRecord, IntegrationsRepository } from '../integrations.repository';

/** As the events service lists them: by date, untimed first, then by start, then by title. */
function inCalendarOrder(a: EnhancedEvent['event'], b: EnhancedEvent['event']): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  const startA = a.startsAt ?? '';
  const startB = b.startsAt ?? '';
  if (startA !== startB) return startA < startB ? -1 : 1;
  return a.title.localeCompare(b.title, 'en', { sensitivity: 'base' });
}

/**
 * The enhanced events' list, kept serialised per length until the content changes (here, or in
 * another process through ai.event-enhanced) or the venue's day does: a read neither queries
 * the store nor presents the content again.
 */
export function enhancedEventsReadModel(
  repository: IntegrationsRepository,
  present: (record: EnhancementRecord) => EnhancedEvent,
) {
  const answers = new Map<number, Promise<SerializedJson>>();
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

  return {
    upcoming(limit: number): Promise<SerializedJson> {
      const today = venueToday();
      if (today !== answersDay) {
        answers.clear();
        answersDay = today;
      }
      let found = answers.get(limit);
      if (!found) {
        const built = version;
        found = build(today, limit);
        answers.set(limit, found);
        found.then(
          () => {
            if (version !== built && answers.get(limit) === found) answers.delete(limit);
          },
          () => answers.delete(limit),
        );
      }
      return found;
    },

    changed() {
      version += 1;
      answers.clear();
    },
  };
}

export type EnhancedEventsReadModel = ReturnType<typeof enhancedEventsReadModel>;
